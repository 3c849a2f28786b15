import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from '../../load';
import { editJson, findingsOf, packTexts, ruleCases } from '../testing';
import { m001CommandCount } from './m001-command-count';

const ledger = packTexts('ledger');

/** Ledger's first four commands, bound public, with these policy rows. */
function publicPack(
  rows: Record<string, unknown>,
  binding: Record<string, string> = { mode: 'public', hub: 'public' },
) {
  const surface = editJson(ledger, 'surface.json', (s) => {
    s.verbs = {
      list: s.verbs.list,
      status: s.verbs.status,
      'entry.show': s.verbs['entry.show'] ?? s.verbs.list,
      balance: s.verbs.list,
    };
    s.binding = binding;
  });
  return editJson(surface, 'policy.json', (p) => (p.verbs = rows));
}
const READS = {
  list: { risk: 'read' },
  status: { risk: 'read' },
  'entry.show': { risk: 'read' },
  balance: { risk: 'read' },
};

/** Ledger with exactly `n` commands (its own first, then extra reads), optionally of another kind. */
function withCommands(n: number, kind?: string) {
  return editJson(ledger, 'surface.json', (s) => {
    const own = Object.entries(s.verbs).slice(0, n);
    const extra = Array.from({ length: Math.max(0, n - own.length) }, (_, i) => [
      `extra.c${i}`,
      { description: 'Extra read.', cli: ['ledger', 'x'] },
    ]);
    s.verbs = Object.fromEntries([...own, ...extra]);
    if (kind) s.kind = kind;
  });
}

describe('M001 5 to 12 commands', () => {
  ruleCases(m001CommandCount, [
    { name: 'ledger as shipped (6 commands) is silent', texts: ledger, expect: [] },
    { name: '4 commands warn', texts: withCommands(4), expect: [['M001', '/verbs', 'warn']] },
    { name: '5 commands (the lower bound) are silent', texts: withCommands(5), expect: [] },
    { name: '12 commands (the upper bound) are silent', texts: withCommands(12), expect: [] },
    { name: '13 commands are an error', texts: withCommands(13), expect: [['M001', '/verbs', 'error']] },
    { name: 'a sense_only pack may have fewer than 5', texts: withCommands(2, 'sense_only'), expect: [] },
    { name: 'a sense_only pack with no commands is silent too', texts: withCommands(0, 'sense_only'), expect: [] },
    {
      name: 'the exemption is only from the lower bound: sense_only with 13 is an error',
      texts: withCommands(13, 'sense_only'),
      expect: [['M001', '/verbs', 'error']],
    },
    {
      name: 'a public pack of 4 reads may stay small (the guide: "fewer is fine")',
      texts: publicPack(READS),
      expect: [],
    },
    {
      name: 'a public pack of 4 warns once a write joins',
      texts: publicPack({ ...READS, balance: { risk: 'write' } }),
      expect: [['M001', '/verbs', 'warn']],
    },
    {
      name: 'a pack of 4 reads bound to a user keyring warns',
      texts: publicPack(READS, { mode: 'user', hub: 'keyring' }),
      expect: [['M001', '/verbs', 'warn']],
    },
  ]);

  it('words the warning and its fix from the options, singular where it is one', () => {
    const [f] = findingsOf(m001CommandCount, withCommands(4));
    expect(f.message).toBe('4 commands; a pack names 5 to 12.');
    expect(f.fix).toBe(
      'Add the 1 missing hot-path command from the CLI\'s --help. (A pack of public reads may stay small: bind it with "mode": "public" or "hub": "public" and give every command risk read.)',
    );
    expect(f.line).toBeGreaterThan(1);
    expect(findingsOf(m001CommandCount, withCommands(1))[0].message).toBe('1 command; a pack names 5 to 12.');
  });

  it('words the error and its fix from the options', () => {
    const [f] = findingsOf(m001CommandCount, withCommands(14));
    expect(f.message).toBe('14 commands; a pack names 5 to 12, and more means two packs.');
    expect(f.fix).toBe('Split the 14 commands into two packs of at most 12, keeping the hot path in this one.');
  });

  it("takes a team's range from its options, messages included", () => {
    const parsed = m001CommandCount.parseOptions({ min: 3, max: 4 });
    expect(parsed).toEqual({ ok: true, options: { min: 3, max: 4 } });
    expect(m001CommandCount.check(loadPackFromTexts(withCommands(4)), { min: 3, max: 4 })).toEqual([]);
    const [over] = m001CommandCount.check(loadPackFromTexts(withCommands(5)), { min: 3, max: 4 });
    expect(over).toMatchObject({
      severity: 'error',
      message: '5 commands; a pack names 3 to 4, and more means two packs.',
    });
    expect(m001CommandCount.parseOptions({ max: 'twelve' }).ok).toBe(false);
  });

  it('stays silent below 5 for a public read pack (the guide: "fewer is fine"), and warns once a write joins', () => {
    const publicReads = editJson(ledger, 'surface.json', (s) => {
      s.verbs = {
        list: s.verbs.list,
        status: s.verbs.status,
        'entry.show': s.verbs['entry.show'] ?? s.verbs.list,
        balance: s.verbs.list,
      };
      s.binding = { mode: 'public', hub: 'public' };
    });
    const policy = (texts: typeof ledger, rows: Record<string, unknown>) =>
      editJson(texts, 'policy.json', (p) => (p.verbs = rows));
    const reads = policy(publicReads, {
      list: { risk: 'read' },
      status: { risk: 'read' },
      'entry.show': { risk: 'read' },
      balance: { risk: 'read' },
    });
    expect(findingsOf(m001CommandCount, reads)).toEqual([]);
    const withWrite = policy(publicReads, {
      list: { risk: 'read' },
      status: { risk: 'read' },
      'entry.show': { risk: 'read' },
      balance: { risk: 'write' },
    });
    expect(findingsOf(m001CommandCount, withWrite)).toMatchObject([
      { id: 'M001', severity: 'warn', message: expect.stringContaining('4 commands') },
    ]);
    const keyring = editJson(reads, 'surface.json', (s) => (s.binding = { mode: 'user', hub: 'keyring' }));
    expect(findingsOf(m001CommandCount, keyring)).toHaveLength(1);
  });
});
