import type { ScoreStory } from '../core/score-story';

/**
 * What the dashboard's score counts, in one line, so it is not read as the header's live score: "Full check of the
 * saved files: static, probe and eval, at 09:51", or, when probe or eval was left off, "Check of the saved files:
 * static and probe, at 09:51" (never "full" beside "not a full check"). `at` is when the report arrived.
 */
export function fullCheckLabel(story: Pick<ScoreStory, 'ran' | 'full'>, at: Date): string {
  // The structure check runs before every check and scores nothing of its own: the label names the layers that do.
  const ran = story.ran.filter((layer) => layer !== 'structure');
  const layers = ran.length <= 1 ? (ran[0] ?? 'nothing') : `${ran.slice(0, -1).join(', ')} and ${ran[ran.length - 1]}`;
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${story.full ? 'Full check' : 'Check'} of the saved files: ${layers}, at ${time}`;
}
