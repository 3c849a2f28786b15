import type { PackComparison } from './compare';

export type ReviewSubject = 'policy' | 'regression';

/**
 * What a pack's comparison still needs a reviewer's approval for, given the decisions that hold for it: a policy
 * weakening, a regression, each until an approval of that subject holds (a refusal counts as not approved).
 */
export function pendingSubjects(
  comparison: PackComparison | null,
  decisions: readonly { subject: ReviewSubject; decision: 'approve' | 'refuse' }[],
): ReviewSubject[] {
  const needs: ReviewSubject[] = [];
  if (comparison?.weakened) needs.push('policy');
  if (comparison?.regression) needs.push('regression');
  return needs.filter((s) => !decisions.some((d) => d.subject === s && d.decision === 'approve'));
}
