import { describe, expect, it } from 'vitest';
import { applyQuickFixes } from '../core/apply-edits';
import type { TextEdit } from '../core/finding';
import { checkStatic } from './check';
import { planAdd, planRemove, planSwap, type CommandEntry } from './command-edits';
import { lintLoadedPack } from './lint/lint';
import { loadPackFromTexts, type PackTexts } from './load';
import { packTexts } from './rules/testing';

const ledger = packTexts('ledger');

function applied(texts: PackTexts, plan: { ok: true; edits: TextEdit[] } | { ok: false; reason: string }): PackTexts {
  if (!plan.ok) throw new Error(plan.reason);
  return applyQuickFixes(texts, [{ kind: 'fix', title: 'edit', edits: plan.edits }]) as PackTexts;
}

const history: CommandEntry = {
  key: 'history',
  surface: {
    description: 'Show the last payments, newest first, with their amounts and payees.',
    cli: ['ledger', 'history', '--limit={{limit}}'],
    args: {
      type: 'object',
      properties: { limit: { type: 'string', description: 'How many payments to show, as the person asks.' } },
      required: [],
    },
  },
  policy: { risk: 'read' },
  use: 'See recent payments',
};

const ids = (texts: PackTexts) => Object.keys(JSON.parse(texts['surface.json']!).verbs);
const evalVerbs = (texts: PackTexts) =>
  (JSON.parse(texts['hcp.eval.json']!).cases as { verb: string }[]).map((c) => c.verb);

describe('removing a command', () => {
  it('takes it out of all four files in one edit per file, and the pack still lints clean', () => {
    const plan = planRemove(loadPackFromTexts(ledger), 'transfer');
    expect(plan.ok && plan.edits.map((e) => e.file).sort()).toEqual([
      'HARNESS.md',
      'hcp.eval.json',
      'policy.json',
      'surface.json',
    ]);
    const after = applied(ledger, plan);
    expect(ids(after)).not.toContain('transfer');
    expect(Object.keys(JSON.parse(after['policy.json']!).verbs)).not.toContain('transfer');
    expect(evalVerbs(after)).not.toContain('transfer');
    expect(after['HARNESS.md']).not.toMatch(/^\| `transfer` \|/m);
    expect(lintLoadedPack(loadPackFromTexts(after))).toEqual([]);
  });

  it('refuses a name that is not a command, and a surface.json that does not parse', () => {
    expect(planRemove(loadPackFromTexts(ledger), 'nope')).toEqual({
      ok: false,
      reason: '"nope" is not a command of surface.json "verbs".',
    });
    const broken = { ...ledger, 'surface.json': '{ "verbs": ' };
    expect(planRemove(loadPackFromTexts(broken), 'list')).toMatchObject({ ok: false, reason: /does not parse/ });
  });
});

describe('adding and swapping in a drafted command', () => {
  it('adds its entry, its row, its hot-path row and the starter case --init-evals would write', () => {
    const after = applied(ledger, planAdd(loadPackFromTexts(ledger), history));
    expect(JSON.parse(after['surface.json']!).verbs.history).toEqual(history.surface);
    expect(JSON.parse(after['policy.json']!).verbs.history).toEqual({ risk: 'read' });
    expect(after['HARNESS.md']).toContain('| `history` | See recent payments | read |');
    expect(JSON.parse(after['hcp.eval.json']!).cases.at(-1)).toMatchObject({
      name: 'history returns JSON',
      verb: 'history',
      expect: { ok: true, json: true },
    });
    // the added entry is laid out like the others, not on one line
    expect(after['surface.json']).toMatch(/\n {4}"history": \{\n {6}"description"/);
    const pack = loadPackFromTexts(after);
    expect(lintLoadedPack(pack)).toEqual([]);
    expect(checkStatic(pack).filter((f) => f.pointer.startsWith('/verbs/history') && f.severity !== 'info')).toEqual(
      [],
    );
  });

  it('swaps: the drafted command goes, the left-out one comes, in the same place of the table', () => {
    const before = ledger['HARNESS.md']!.split('\n').findIndex((l) => l.startsWith('| `list` |'));
    const after = applied(ledger, planSwap(loadPackFromTexts(ledger), 'list', history));
    expect(after['HARNESS.md']!.split('\n')[before]).toBe('| `history` | See recent payments | read |');
    expect(ids(after)).toContain('history');
    expect(ids(after)).not.toContain('list');
    expect(evalVerbs(after)).not.toContain('list');
    expect(lintLoadedPack(loadPackFromTexts(after))).toEqual([]);
  });

  it('refuses a name M002 would flag or one another command has', () => {
    const pack = loadPackFromTexts(ledger);
    expect(planAdd(pack, { ...history, key: 'list' })).toMatchObject({ ok: false, reason: /already a command/ });
    expect(planAdd(pack, { ...history, key: 'History' })).toMatchObject({ ok: false, reason: /lower case/ });
    // swapping a command for one of the same name is allowed (the entry replaces it)
    expect(planSwap(pack, 'list', { ...history, key: 'list' }).ok).toBe(true);
  });
});
