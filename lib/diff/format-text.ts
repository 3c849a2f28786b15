import type { Finding } from '../core/finding';
import { plainText } from '../report/formatters/escape';
import type { ReportDiff } from './diff';
import { policyChangeCounts, policyWeakened, type PolicyChange } from './policy-diff';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function line(f: Finding): string {
  return `  ${f.severity.padEnd(5)}  ${f.id}  ${f.file} ${f.pointer || '/'}:${f.line}:${f.column}\n      ${f.message}`;
}

/** "1 weakened, 2 neutral": the counts that are not zero, in the order the changes are listed. */
export function policyCountsText(changes: readonly PolicyChange[]): string {
  const counts = policyChangeCounts(changes);
  return (['weakened', 'strengthened', 'neutral'] as const)
    .filter((d) => counts[d] > 0)
    .map((d) => `${counts[d]} ${d}`)
    .join(', ');
}

/** Which layers each side ran, and those only one side ran: "ran structure, static → structure, static, probe". */
export function layersText(diff: ReportDiff): string | null {
  const { before, after, firstRun, notRerun } = diff.layers;
  if (!before || !after) return null;
  const list = (l: string[]) => (l.length ? l.join(', ') : 'none');
  const notes = [
    firstRun.length ? `first run of ${firstRun.join(', ')}` : '',
    notRerun.length ? `${notRerun.join(', ')} not run again` : '',
  ].filter(Boolean);
  return `layers ${list(before)} → ${list(after)}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

/** What the score line adds when the policy weakened and the score did not fall: the score never counts it. */
export function scoreCaveat(diff: ReportDiff): string {
  const fell = diff.score.delta !== null && diff.score.delta < 0;
  return policyWeakened(diff.policy) && !fell ? ' (the score does not count the policy weakened above)' : '';
}

/** The "Policy changes" section's lines (none when nothing changed). */
export function policyLines(changes: readonly PolicyChange[]): string[] {
  if (!changes.length) return [];
  return [
    `Policy changes (${policyCountsText(changes)}):`,
    ...changes.map((c) => `  ${c.direction.padEnd(12)}  ${plainText(c.message)}`),
    '',
  ];
}

/**
 * The `packstudio diff` text: the policy changes first, then the score line, the layers each side ran, and new, first
 * run, fixed and not-rechecked findings (moved ones counted).
 */
export function formatDiff(diff: ReportDiff, names: { before: string; after: string }): string {
  const moved = diff.kept.filter((k) => k.moved).length;
  const { score, grade } = diff;
  const layers = layersText(diff);
  const out = [
    ...policyLines(diff.policy),
    score.delta === null
      ? `score ${score.before ?? 'not scored'} → ${score.after ?? 'not scored'}${scoreCaveat(diff)}`
      : `score ${score.before} → ${score.after} (${signed(score.delta)}), grade ${grade.before} → ${grade.after}${scoreCaveat(diff)}`,
    `${names.before} → ${names.after}: ${plural(diff.added.length, 'new finding')}, ${plural(diff.fixed.length, 'fixed finding')}, ${diff.kept.length} unchanged${moved ? ` (${moved} moved)` : ''}${diff.firstRun.length ? `, ${diff.firstRun.length} first run` : ''}${diff.suppressed.length ? `, ${diff.suppressed.length} newly suppressed` : ''}`,
    ...(layers ? [layers] : []),
  ];
  if (diff.added.length) out.push('', 'New:', ...diff.added.map(line));
  if (diff.firstRun.length)
    out.push(
      '',
      `First run (${diff.layers.firstRun.join(', ')}: the older report did not run it):`,
      ...diff.firstRun.map(line),
    );
  if (diff.fixed.length) out.push('', 'Fixed:', ...diff.fixed.map(line));
  if (diff.suppressed.length)
    out.push('', 'Suppressed in packstudio.json (still there, not fixed):', ...diff.suppressed.map(line));
  if (diff.notRechecked.length)
    out.push(
      '',
      `Not rechecked (${diff.layers.notRerun.join(', ')} did not run this time):`,
      ...diff.notRechecked.map(line),
    );
  return out.join('\n');
}
