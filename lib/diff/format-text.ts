import type { Finding } from '../core/finding';
import type { ReportDiff } from './diff';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function line(f: Finding): string {
  return `  ${f.severity.padEnd(5)}  ${f.id}  ${f.file} ${f.pointer || '/'}:${f.line}:${f.column}\n      ${f.message}`;
}

/** The `packstudio diff` text: the score line, then new and fixed findings, moved ones counted. */
export function formatDiff(diff: ReportDiff, names: { before: string; after: string }): string {
  const moved = diff.kept.filter((k) => k.moved).length;
  const { score, grade } = diff;
  const out = [
    score.delta === null
      ? `score ${score.before ?? 'not scored'} → ${score.after ?? 'not scored'}`
      : `score ${score.before} → ${score.after} (${signed(score.delta)}), grade ${grade.before} → ${grade.after}`,
    `${names.before} → ${names.after}: ${plural(diff.added.length, 'new finding')}, ${plural(diff.fixed.length, 'fixed finding')}, ${diff.kept.length} unchanged${moved ? ` (${moved} moved)` : ''}`,
  ];
  if (diff.added.length) out.push('', 'New:', ...diff.added.map(line));
  if (diff.fixed.length) out.push('', 'Fixed:', ...diff.fixed.map(line));
  return out.join('\n');
}
