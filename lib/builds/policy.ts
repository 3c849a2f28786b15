import type { Report } from '../core/report';
import { diffReportPolicy, type PolicyChange } from '../diff/policy-diff';

/**
 * What a build does to a pack's policy, for the reviewer: the one policy diff (lib/diff/policy-diff.ts, weakened
 * first), which also names Skill ↔ policy drift this build has and the other did not, and policy findings newly
 * suppressed in packstudio.json.
 */
export type { PolicyChange };

export function policyChangesOf(
  before: Pick<Report, 'policy' | 'suppressed'>,
  after: Pick<Report, 'policy' | 'suppressed'>,
): PolicyChange[] {
  return diffReportPolicy(before, after);
}

export function policyWeakened(changes: readonly PolicyChange[] | null): boolean {
  return !!changes?.some((c) => c.direction === 'weakened');
}
