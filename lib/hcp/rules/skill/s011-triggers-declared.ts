import { headingAbove } from '../../skill-lines';
import { createRule } from '../create';
import { ledgerExample } from '../example';

/** The example's Skill line, worded as a trigger. */
const TRIGGER_LINE = 'When a provider link goes bad, the pack announces `binding.degraded`;';
const TRIGGER_MENTION = 'When a provider link goes bad, the pack raises the trigger `binding.degraded`;';

/** Words that promise pushed events: trigger, stimulus, stimuli, and Sense (capitalised, so "makes sense" does not count). */
const TRIGGER_WORDS = /\b(?:[Tt]riggers?|TRIGGERS?|[Ss]timulus|[Ss]timuli|Sense)\b/;

/**
 * Whether the text can hold a trigger word: every match of TRIGGER_WORDS holds one of these stems. `includes` finds
 * them several times faster than the word pattern walks a Skill of 1 MB, so only a text that holds one meets it.
 */
const TRIGGER_STEMS = ['IGGER', 'Sense', 'gger', 'imul'];

export function mayMentionTriggers(text: string): boolean {
  return TRIGGER_STEMS.some((stem) => text.includes(stem));
}

export const s011TriggersDeclared = createRule({
  id: 'S011',
  category: 'skill',
  severity: 'info',
  docs: {
    title: 'Triggers are mentioned only when declared',
    why: 'A Skill that promises events the manifest never declares makes an agent wait for announcements that never come.',
    ...ledgerExample('HARNESS.md', {
      incorrect: { 'HARNESS.md': [[TRIGGER_LINE, TRIGGER_MENTION]], 'surface.json': { '/stimulusTriggers': [] } },
      correct: { 'HARNESS.md': [[TRIGGER_LINE, TRIGGER_MENTION]] },
      at: { file: 'HARNESS.md', pointer: 'Setup' },
    }),
    fix: 'Remove the mention of triggers from HARNESS.md, or declare them: "stimulusTriggers": [{ "ref": "<ref>" }] in surface.json and "stimuli": { "<ref>": { "risk": "read" } } in policy.json.',
  },
  check: ({ skill, model }) => {
    // One pass over the whole text first: no word matches across a line break, so a text without a match has no such line.
    if (!skill || !model.surface || model.triggers.length > 0) return [];
    if (!mayMentionTriggers(skill.text) || !TRIGGER_WORDS.test(skill.text)) return [];
    const at = skill.lines.findIndex((l) => TRIGGER_WORDS.test(l));
    if (at < 0) return [];
    const word = TRIGGER_WORDS.exec(skill.lines[at])![0];
    return [
      {
        file: 'HARNESS.md',
        pointer: headingAbove(skill, at + 1),
        line: at + 1,
        message: `HARNESS.md mentions "${word}" (line ${at + 1}), but surface.json declares no stimulusTriggers.`,
        fix: `Remove the mention at line ${at + 1}, or declare the trigger in surface.json: "stimulusTriggers": [{ "ref": "<ref>" }] with "stimuli": { "<ref>": { "risk": "read" } } in policy.json.`,
      },
    ];
  },
});
