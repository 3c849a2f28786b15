import type { Severity } from '@/lib/core/finding';
import type { Escalation } from '@/lib/core/rule';

const WORD: Record<Severity, string> = { error: 'an error', warn: 'a warning', info: 'a note' };
const COST: Record<Severity, string> = {
  error: 'costs 12 points and caps the grade at D',
  warn: 'costs 4 points',
  info: 'costs nothing and never fails a run',
};

/**
 * A rule's severity in words, from its data: warn with `{ to: 'error', when: 'above 12' }` reads "A finding is a
 * warning: it costs 4 points. Above 12 it is an error: it costs 12 points and caps the grade at D."
 */
export function severitySentences(severity: Severity, escalation?: Escalation): string[] {
  const first = `A finding is ${WORD[severity]}: it ${COST[severity]}.`;
  if (!escalation) return [first];
  const when = escalation.when.trim();
  const lead = when ? when.charAt(0).toUpperCase() + when.slice(1) : 'Sometimes';
  return [first, `${lead} it is ${WORD[escalation.to]}: it ${COST[escalation.to]}.`];
}
