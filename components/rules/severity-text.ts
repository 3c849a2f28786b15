import type { Severity } from '@/lib/core/finding';

const WORD: Record<Severity, string> = { error: 'an error', warn: 'a warning', info: 'a note' };
const COST: Record<Severity, string> = {
  error: 'costs 12 points and caps the grade at D',
  warn: 'costs 4 points',
  info: 'costs nothing and never fails a run',
};
const SEVERITIES = new Set<string>(['error', 'warn', 'info']);

/**
 * The severity column in words: "warn, error above 12" reads "A finding is a warning: it costs 4 points.
 * Above 12 it is an error: it costs 12 points and caps the grade at D."
 */
export function severitySentences(severity: Severity, note: string): string[] {
  const first = `A finding is ${WORD[severity]}: it ${COST[severity]}.`;
  const [, raised] = note.split(/,\s*/, 2);
  const [word, ...when] = (raised ?? '').split(/\s+/);
  if (!raised || !SEVERITIES.has(word)) return raised ? [first, `The catalogue adds: ${raised}.`] : [first];
  const condition = when.join(' ');
  const lead = condition ? condition.charAt(0).toUpperCase() + condition.slice(1) : 'Sometimes';
  return [first, `${lead} it is ${WORD[word as Severity]}: it ${COST[word as Severity]}.`];
}
