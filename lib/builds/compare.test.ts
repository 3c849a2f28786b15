import { describe, expect, it } from 'vitest';
import type { Finding } from '../core/finding';
import { finding, packReport, withPolicy } from '../node/builds-store/test-reports';
import { attentionOf, comparePack } from './compare';

const layerOf = (f: Finding) => ({ manifest: 'static', probe: 'probe', eval: 'eval' })[f.category as string];

describe('comparing a pack with the build before', () => {
  it('counts a Skill that newly teaches a gate the policy lacks as a weakening', () => {
    const commands = [{ id: 'deploy', risk: 'write', confirm: false as const }];
    const before = withPolicy(packReport('p', []), commands, {
      skillTeaches: [{ command: 'deploy', risk: 'write', confirm: false, line: 9 }],
    });
    const after = withPolicy(packReport('p', []), commands, {
      skillTeaches: [{ command: 'deploy', risk: 'write', confirm: true, line: 9 }],
    });
    const c = comparePack(before, after, layerOf, true);
    expect(c.weakened).toBe(true);
    expect(attentionOf(c)).toBe(0);
    expect(c.policy![0]).toMatchObject({ kind: 'skill-drift', command: 'deploy' });
    expect(c.policy![0]!.message).toContain('HARNESS.md now teaches "deploy" as write, confirmed');
    // Drift the old build already had is not news.
    expect(comparePack(after, after, layerOf, true).weakened).toBe(false);
  });

  it('reads an old report without a policy section as "not recorded", never as everything added', () => {
    const after = withPolicy(packReport('p', []), [{ id: 'rm', risk: 'destructive', confirm: false }]);
    const c = comparePack(packReport('p', []), after, layerOf, true);
    expect(c.weakened).toBe(false);
    expect(c.policy).toEqual([expect.objectContaining({ kind: 'not-recorded', direction: 'neutral' })]);
  });

  it('gives findings of a layer the other build did not run as first run, and resolves nothing in a layer this one skipped', () => {
    const probe = finding({ id: 'R001', category: 'probe', pointer: '/bin' });
    const evalFinding = finding({ id: 'E001', category: 'eval', pointer: '/cases/0' });
    const before = packReport('p', [evalFinding], ['structure', 'static', 'eval']);
    const after = packReport('p', [probe], ['structure', 'static', 'probe']);
    const c = comparePack(before, after, layerOf, true);
    expect(c.firstRun).toEqual({ layers: ['probe'], findings: [expect.objectContaining({ id: 'R001' })] });
    expect(c.newFindings).toEqual([]);
    expect(c.resolved).toEqual([]);
    expect(c.regression).toBe(false);
  });

  it('with no earlier build, nothing is new and nothing regressed', () => {
    const c = comparePack(undefined, packReport('p', [finding({ severity: 'error' })]), layerOf, false);
    expect(c).toMatchObject({ basis: 'no-ancestor', newFindings: [], stillPresent: 1, regression: false });
  });
});
