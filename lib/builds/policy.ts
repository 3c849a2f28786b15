import type { Report } from '../core/report';
import {
  diffPolicy,
  policyDrift,
  teachingWords,
  type PolicyChange as DiffChange,
  type PolicyDrift,
} from '../diff/policy-diff';

/**
 * What a build does to a pack's policy, for the reviewer: the policy diff (lib/diff/policy-diff.ts, weakened first),
 * plus Skill ↔ policy drift this build has and the other did not (HARNESS.md teaching a gate or risk policy.json does
 * not have), which tells an agent a person approves calls no one approves: a weakening too.
 */
export type PolicyChange = Omit<DiffChange, 'kind'> & { kind: DiffChange['kind'] | 'skill-drift' };

const driftKey = (d: PolicyDrift) => JSON.stringify([d.policy.id, d.teaching.risk, d.teaching.confirm]);

export function policyChangesOf(before: Report, after: Report): PolicyChange[] {
  const changes: PolicyChange[] = diffPolicy(before.policy, after.policy);
  const had = new Set(before.policy ? policyDrift(before.policy).map(driftKey) : []);
  const drift = (after.policy ? policyDrift(after.policy) : [])
    .filter((d) => !had.has(driftKey(d)))
    .map((d): PolicyChange => ({
      kind: 'skill-drift',
      command: d.policy.id,
      before: teachingWords(d.policy.risk, d.policy.confirm),
      after: teachingWords(d.teaching.risk, d.teaching.confirm),
      direction: 'weakened',
      message: `HARNESS.md now teaches "${d.policy.id}" as ${teachingWords(d.teaching.risk, d.teaching.confirm)}, but policy.json has ${teachingWords(d.policy.risk, d.policy.confirm)}.`,
    }));
  return [...drift, ...changes];
}

export function policyWeakened(changes: readonly PolicyChange[] | null): boolean {
  return !!changes?.some((c) => c.direction === 'weakened');
}
