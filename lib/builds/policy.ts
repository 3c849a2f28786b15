import type { Report } from '../core/report';

/**
 * The policy diff of two reports of one pack, as lib/diff/policy-diff.ts (helper "review", see
 * /work/brief/policy-diff-contract.md) defines it. Until that module is on this branch, a report carries no policy
 * section and every comparison reads "policy not recorded": this file is the one seam to swap for its import.
 */
export interface PolicyChange {
  kind: string;
  command?: string;
  before?: unknown;
  after?: unknown;
  direction: 'weakened' | 'strengthened' | 'neutral';
  message: string;
}

/** Null when either report has no policy section (an older report): "not recorded", never "everything added". */
export function policyChangesOf(before: Report, after: Report): PolicyChange[] | null {
  const a = (before as { policy?: unknown }).policy;
  const b = (after as { policy?: unknown }).policy;
  if (a === undefined || b === undefined) return null;
  return [];
}

export function policyWeakened(changes: readonly PolicyChange[] | null): boolean {
  return !!changes?.some((c) => c.direction === 'weakened');
}
