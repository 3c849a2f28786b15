import { describe, expect, it } from 'vitest';
import { applyQuickFixes } from '../core/apply-edits';
import type { HcpPackFile } from '../formats/hcp/files';
import { checkStatic } from './check';
import { loadPackFromTexts, type PackTexts } from './load';
import { commandNameAt, hcpRename, planRename, renameOfferOf, renameProblem } from './rename';
import { packTexts } from './rules/testing';

const ledger = packTexts('ledger');
const pack = loadPackFromTexts(ledger);

/** The offset of the `nth` occurrence of `needle` in a file, plus `shift` characters. */
function offsetOf(texts: PackTexts, file: HcpPackFile, needle: string, shift = 1, nth = 0): number {
  const text = texts[file as keyof PackTexts]!;
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  if (at < 0) throw new Error(`${needle} not in ${file}`);
  return at + shift;
}

function applied(texts: PackTexts, from: string, to: string): PackTexts {
  const plan = planRename(loadPackFromTexts(texts), from, to);
  if (!plan.ok) throw new Error(plan.reason);
  return applyQuickFixes(texts, [{ kind: 'fix', title: 'rename', edits: plan.edits }]) as PackTexts;
}

describe('commandNameAt: where a rename can start', () => {
  it('finds a command on its surface.json key, its policy.json row, an eval case verb and a backticked name in HARNESS.md', () => {
    for (const [file, needle] of [
      ['surface.json', '"transfer": {'],
      ['policy.json', '"transfer"'],
      ['hcp.eval.json', '"verb": "transfer"'],
      ['HARNESS.md', '`transfer`'],
    ] as const) {
      const shift = needle.startsWith('"verb"') ? needle.indexOf('transfer') : 2;
      const at = commandNameAt(pack, file, offsetOf(ledger, file, needle, shift));
      expect(at, file).toMatchObject({ ok: true, name: 'transfer', length: 'transfer'.length });
      // The range covers the name itself, not its quotes or backticks.
      if (at.ok) expect(ledger[file]!.slice(at.offset, at.offset + at.length)).toBe('transfer');
    }
  });

  it('takes the cursor at either edge of the name (Monaco puts it after the closing quote)', () => {
    const start = offsetOf(ledger, 'surface.json', '"setup.status"', 0);
    expect(commandNameAt(pack, 'surface.json', start)).toMatchObject({ ok: true, name: 'setup.status' });
    expect(commandNameAt(pack, 'surface.json', start + '"setup.status"'.length)).toMatchObject({
      ok: true,
      name: 'setup.status',
    });
  });

  it('refuses, saying why, anywhere that is not a command name', () => {
    // A property key that is not a command ("risk" in policy.json), a value in surface.json, prose in HARNESS.md.
    expect(commandNameAt(pack, 'policy.json', offsetOf(ledger, 'policy.json', '"risk"'))).toEqual({
      ok: false,
      reason: expect.stringContaining('key under "verbs"'),
    });
    expect(commandNameAt(pack, 'surface.json', offsetOf(ledger, 'surface.json', '"id"', 7))).toMatchObject({
      ok: false,
    });
    expect(commandNameAt(pack, 'HARNESS.md', 2)).toEqual({ ok: false, reason: expect.stringContaining('backticks') });
    // A backticked word that is no command (`--json`).
    const notCommand = commandNameAt(pack, 'HARNESS.md', offsetOf(ledger, 'HARNESS.md', '`--json`'));
    expect(notCommand).toEqual({ ok: false, reason: expect.stringContaining('is not a command') });
  });
});

describe('renameProblem and planRename', () => {
  it("refuses a name M002 would flag, with M002's words for what is wrong", () => {
    expect(renameProblem(pack, 'list', 'List')).toMatch(/"List" has upper case; command names are lower case/);
    expect(renameProblem(pack, 'list', 'entry-list')).toMatch(/uses '-' instead of '_'/);
    expect(renameProblem(pack, 'list', '')).toMatch(/is empty/);
    expect(planRename(pack, 'list', 'entries list')).toEqual({
      ok: false,
      reason: expect.stringContaining('has spaces'),
    });
  });

  it('refuses a clash with another command, and a name policy.json already has a row for', () => {
    expect(planRename(pack, 'list', 'status')).toEqual({
      ok: false,
      reason: expect.stringMatching(/"status" is already a command/),
    });
    const stray = {
      ...ledger,
      'policy.json': ledger['policy.json']!.replace('"verbs": {', '"verbs": {\n    "entry.list": { "risk": "read" },'),
    };
    expect(planRename(loadPackFromTexts(stray), 'list', 'entry.list')).toEqual({
      ok: false,
      reason: expect.stringContaining('policy.json already has a row "entry.list"'),
    });
  });

  it('renames a command in all four files and nothing else, and a second rename back restores every file', () => {
    const renamed = applied(ledger, 'transfer', 'payment.send');
    const after = loadPackFromTexts(renamed);
    expect(after.model.commands.map((c) => c.key)).toEqual(
      pack.model.commands.map((c) => (c.key === 'transfer' ? 'payment.send' : c.key)),
    );
    expect(after.model.policy!.verbs.map((r) => r.key)).toEqual(
      pack.model.policy!.verbs.map((r) => (r.key === 'transfer' ? 'payment.send' : r.key)),
    );
    expect(renamed['HARNESS.md']).not.toContain('`transfer`');
    expect(renamed['HARNESS.md']).toContain('| `payment.send` |');
    // The CLI's own subcommand word is not the command's name and stays.
    expect(renamed['surface.json']).toContain('"cli": ["ledger", "transfer"');
    expect(after.model.evalCases!.filter((c) => c.verb === 'payment.send')).toHaveLength(
      ledger['hcp.eval.json']!.split('"verb": "transfer"').length - 1,
    );
    // The rename adds no finding: the pack checks as before, with the same ids.
    const ids = (texts: PackTexts) =>
      checkStatic(loadPackFromTexts(texts))
        .map((f) => f.id)
        .sort();
    expect(ids(renamed)).toEqual(ids(ledger));
    expect(applied(renamed, 'payment.send', 'transfer')).toEqual(ledger);
  });

  it('offers no edits for the same name, and refuses a name that is no command', () => {
    expect(planRename(pack, 'list', 'list')).toEqual({ ok: true, edits: [] });
    expect(planRename(pack, 'nothing', 'other')).toMatchObject({ ok: false });
  });

  it("works over the texts as given (the editor's unsaved ones)", () => {
    const at = hcpRename.at(ledger, 'HARNESS.md', offsetOf(ledger, 'HARNESS.md', '`status`'));
    expect(at).toMatchObject({ ok: true, name: 'status' });
    const plan = hcpRename.plan(ledger, 'status', 'ledger.status');
    expect(plan.ok && new Set(plan.edits.map((e) => e.file))).toEqual(
      new Set(['surface.json', 'policy.json', 'HARNESS.md', 'hcp.eval.json']),
    );
  });
});

describe('renameOfferOf', () => {
  it('offers "Rename…" on M002 findings only, prefilled with the lower-cased name', () => {
    const bad = { ...ledger, 'surface.json': ledger['surface.json']!.replace('"list": {', '"List": {') };
    const m002 = checkStatic(loadPackFromTexts(bad)).find((f) => f.id === 'M002')!;
    expect(renameOfferOf(m002)).toEqual({ from: 'List', prefill: 'list' });
    expect(renameOfferOf({ id: 'M002', file: 'surface.json', pointer: '/verbs/issueList' })).toEqual({
      from: 'issueList',
      prefill: 'issue_list',
    });
    expect(renameOfferOf({ id: 'M002', file: 'surface.json', pointer: '/verbs/a~1b' })).toEqual({
      from: 'a/b',
      prefill: 'a.b',
    });
    expect(renameOfferOf({ id: 'M001', file: 'surface.json', pointer: '/verbs/List' })).toBeUndefined();
  });
});
