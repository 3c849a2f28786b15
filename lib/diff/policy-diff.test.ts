import { describe, expect, it } from 'vitest';
import { policySummary, type PolicyCommand, type PolicySummary } from '../core/policy-summary';
import { diffPolicy, policyChangeCounts, policyDrift, policyWeakened } from './policy-diff';

const cmd = (
  id: string,
  risk: string,
  confirm: PolicyCommand['confirm'] = false,
  argSources?: Record<string, string>,
) => ({
  id,
  risk,
  confirm,
  ...(argSources ? { argSources } : {}),
});

function summary(over: Partial<Omit<PolicySummary, 'version'>> = {}): PolicySummary {
  return policySummary({
    commands: [cmd('list', 'read'), cmd('allow.add', 'write', true), cmd('transfer', 'write', 'always')],
    grants: ['verb.exec.read', 'verb.exec.write'],
    settings: [{ field: 'binding.mode', label: 'Binding mode', value: 'local', breadth: 2 }],
    ...over,
  });
}

/** The same summary with one command replaced. */
function withCommand(c: PolicyCommand, base = summary()): PolicySummary {
  return policySummary({ ...base, commands: [...base.commands.filter((x) => x.id !== c.id), c] });
}

describe('diffPolicy', () => {
  it('finds nothing between a summary and itself', () => {
    expect(diffPolicy(summary(), summary())).toEqual([]);
  });

  it('a confirm gate removed from a write is weakened, with the values in the message', () => {
    const changes = diffPolicy(summary(), withCommand(cmd('allow.add', 'write', false)));
    expect(changes).toEqual([
      {
        kind: 'confirm-removed',
        command: 'allow.add',
        before: true,
        after: false,
        direction: 'weakened',
        message: '"allow.add": confirmed → no confirm gate: calls run without a person approving them.',
      },
    ]);
    expect(policyWeakened(changes)).toBe(true);
  });

  it('confirm "always" dropped to true is weakened; raised back is strengthened', () => {
    const dropped = withCommand(cmd('transfer', 'write', true));
    expect(diffPolicy(summary(), dropped).map((c) => [c.kind, c.direction])).toEqual([
      ['confirm-always-dropped', 'weakened'],
    ]);
    expect(diffPolicy(dropped, summary()).map((c) => [c.kind, c.direction])).toEqual([
      ['confirm-always-added', 'strengthened'],
    ]);
    expect(policyWeakened(diffPolicy(dropped, summary()))).toBe(false);
  });

  it('a gate added where there was none is strengthened', () => {
    const changes = diffPolicy(summary(), withCommand(cmd('list', 'read', true)));
    expect(changes.map((c) => [c.kind, c.command, c.direction])).toEqual([['confirm-added', 'list', 'strengthened']]);
  });

  it('a risk lowered from write to read is weakened; raised is strengthened; an unknown word is neutral', () => {
    const lowered = diffPolicy(summary(), withCommand(cmd('allow.add', 'read', true)));
    expect(lowered).toMatchObject([{ kind: 'risk-lowered', before: 'write', after: 'read', direction: 'weakened' }]);
    expect(lowered[0].message).toBe('"allow.add": risk write → read: a read grant alone now runs it.');
    expect(diffPolicy(summary(), withCommand(cmd('list', 'write')))).toMatchObject([
      { kind: 'risk-raised', direction: 'strengthened' },
    ]);
    expect(diffPolicy(summary(), withCommand(cmd('list', 'sometimes')))).toMatchObject([
      { kind: 'risk-changed', direction: 'neutral' },
    ]);
  });

  it('a write added without a gate is weakened; a gated write or a read added is neutral', () => {
    expect(diffPolicy(summary(), withCommand(cmd('delete', 'write')))).toMatchObject([
      {
        kind: 'command-added',
        command: 'delete',
        direction: 'weakened',
        message: '"delete" added: write, no confirm gate.',
      },
    ]);
    expect(diffPolicy(summary(), withCommand(cmd('delete', 'write', true)))[0].direction).toBe('neutral');
    expect(diffPolicy(summary(), withCommand(cmd('show', 'read')))[0].direction).toBe('neutral');
  });

  it('a write removed is strengthened; a read removed is neutral', () => {
    const base = summary();
    const without = (id: string) => policySummary({ ...base, commands: base.commands.filter((c) => c.id !== id) });
    expect(diffPolicy(base, without('transfer'))).toMatchObject([
      {
        kind: 'command-removed',
        direction: 'strengthened',
        message: '"transfer" removed (was write, always confirmed).',
      },
    ]);
    expect(diffPolicy(base, without('list'))).toMatchObject([{ kind: 'command-removed', direction: 'neutral' }]);
  });

  it('a grant added is weakened and one removed strengthened', () => {
    const changes = diffPolicy(
      summary({ grants: ['verb.exec.read'] }),
      summary({ grants: ['verb.exec.read', 'verb.exec.write', 'pass_through:api'] }),
    );
    expect(changes.map((c) => [c.kind, c.subject, c.direction])).toEqual([
      ['grant-added', 'pass_through:api', 'weakened'],
      ['grant-added', 'verb.exec.write', 'weakened'],
    ]);
    expect(diffPolicy(summary(), summary({ grants: ['verb.exec.read'] }))).toMatchObject([
      { kind: 'grant-removed', subject: 'verb.exec.write', direction: 'strengthened' },
    ]);
  });

  it('a setting widened by its breadth, or turned into a value it does not rank, is weakened; narrowed strengthened; unset neutral', () => {
    const mode = (value: string, breadth?: number) =>
      summary({
        settings: [
          { field: 'binding.mode', label: 'Binding mode', value, ...(breadth === undefined ? {} : { breadth }) },
        ],
      });
    expect(diffPolicy(mode('local', 2), mode('mothership', 4))).toEqual([
      {
        kind: 'setting-widened',
        subject: 'binding.mode',
        before: 'local',
        after: 'mothership',
        direction: 'weakened',
        message: 'Binding mode (binding.mode): local → mothership, wider.',
      },
    ]);
    expect(diffPolicy(mode('user', 3), mode('mock', 0))[0]).toMatchObject({
      kind: 'setting-narrowed',
      direction: 'strengthened',
    });
    // How far a misspelt mode reaches is unknown: a reviewer looks.
    expect(diffPolicy(mode('local', 2), mode('odd'))[0]).toMatchObject({
      kind: 'setting-changed',
      direction: 'weakened',
    });
    expect(diffPolicy(mode('odd'), mode('odder'))[0]).toMatchObject({ kind: 'setting-changed', direction: 'neutral' });
    expect(diffPolicy(mode('local', 2), summary({ settings: [] }))[0]).toMatchObject({
      kind: 'setting-changed',
      after: null,
      message: 'Binding mode (binding.mode): local → not set.',
    });
  });

  it("an argument's source changing is neutral and named; a side without sources says nothing", () => {
    const before = withCommand(cmd('pay', 'write', true, { to: '--to {{to}}', memo: '--memo {{memo}}' }));
    const after = withCommand(cmd('pay', 'write', true, { to: '{{to}}', note: '--note {{note}}' }));
    expect(diffPolicy(before, after).map((c) => c.message)).toEqual([
      '"pay": argument "memo" --memo {{memo}} → removed.',
      '"pay": argument "note" added, --note {{note}}.',
      '"pay": argument "to" --to {{to}} → {{to}}.',
    ]);
    expect(diffPolicy(withCommand(cmd('pay', 'write', true)), after)).toEqual([]);
  });

  it('lists weakened changes first, then strengthened, then neutral', () => {
    const after = policySummary({
      commands: [
        cmd('list', 'read', true),
        cmd('allow.add', 'write', false),
        cmd('show', 'read'),
        cmd('transfer', 'write', 'always'),
      ],
      grants: ['verb.exec.read', 'verb.exec.write'],
      settings: [{ field: 'binding.mode', label: 'Binding mode', value: 'user', breadth: 3 }],
    });
    const changes = diffPolicy(summary(), after);
    expect(changes.map((c) => [c.direction, c.kind])).toEqual([
      ['weakened', 'setting-widened'],
      ['weakened', 'confirm-removed'],
      ['strengthened', 'confirm-added'],
      ['neutral', 'command-added'],
    ]);
    expect(policyChangeCounts(changes)).toEqual({ weakened: 2, strengthened: 1, neutral: 1 });
  });

  it('an old report without a policy diffs as "not recorded", never as everything added', () => {
    for (const changes of [diffPolicy(undefined, summary()), diffPolicy(summary(), undefined)]) {
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ kind: 'not-recorded', direction: 'neutral' });
      expect(policyWeakened(changes)).toBe(false);
    }
    expect(diffPolicy(undefined, summary())[0].message).toMatch(/^The older report did not record/);
    expect(diffPolicy(undefined, undefined)).toEqual([]);
  });

  it('a summary of another version is read as not recorded', () => {
    const other = { ...summary(), version: 2 } as unknown as PolicySummary;
    expect(diffPolicy(other, summary())).toMatchObject([{ kind: 'not-recorded' }]);
  });
});

describe('policyDrift', () => {
  it('names each command whose risk or gate the Skill teaches differently', () => {
    const s = summary({
      skillTeaches: [
        { command: 'allow.add', risk: 'write', confirm: true, line: 9 },
        { command: 'list', risk: 'read', confirm: false, line: 7 },
        { command: 'transfer', risk: 'write', confirm: true, line: 11 },
        { command: 'unknown', risk: 'write', confirm: true, line: 12 },
      ],
    });
    expect(policyDrift(s)).toEqual([]);
    const drifted = withCommand(cmd('allow.add', 'write', false), s);
    expect(policyDrift(drifted)).toEqual([
      {
        teaching: { command: 'allow.add', risk: 'write', confirm: true, line: 9 },
        policy: cmd('allow.add', 'write', false),
        risk: false,
        confirm: true,
      },
    ]);
  });
});
