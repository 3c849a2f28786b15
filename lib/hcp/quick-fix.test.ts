import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyQuickFixes, fixAll } from '../core/apply-edits';
import type { Finding } from '../core/finding';
import { checkStatic } from './check';
import { LINT_KINDS } from './lint/rules';
import { loadPackFromTexts, type PackTexts } from './load';
import { STATIC_RULES } from './rules';
import { mutatedPack } from './rules/mutate';
import { packTexts } from './rules/testing';

const check = (texts: PackTexts) => checkStatic(loadPackFromTexts(texts, 'fuzz'));
const at = (findings: readonly Finding[], f: Finding) =>
  findings.filter((g) => g.id === f.id && g.pointer === f.pointer).length;

/** A pack with the mechanical mistakes quick fixes exist for, made on a clean pack's own text. */
function breakLedger(): PackTexts {
  const t = packTexts('ledger');
  const surface = JSON.parse(t['surface.json']!);
  const policy = JSON.parse(t['policy.json']!);
  // An upper-case name, renamed in the surface, policy and Skill only (eval keeps its cases' verbs).
  const verbs = Object.keys(surface.verbs);
  const renamed = verbs.find((v) => t['HARNESS.md']!.includes(`\`${v}\``))!;
  const upper = renamed.toUpperCase();
  surface.verbs = Object.fromEntries(Object.entries(surface.verbs).map(([k, v]) => [k === renamed ? upper : k, v]));
  policy.verbs = Object.fromEntries(Object.entries(policy.verbs).map(([k, v]) => [k === renamed ? upper : k, v]));
  // A policy row removed, a stray row added, a public binding with a keyring hub.
  const dropped = verbs.find((v) => v !== renamed)!;
  delete policy.verbs[dropped];
  policy.verbs.leftover = { risk: 'read' };
  surface.binding = { mode: 'public', hub: 'keyring' };
  return {
    ...t,
    'surface.json': JSON.stringify(surface, null, 2),
    'policy.json': JSON.stringify(policy, null, 2),
    'HARNESS.md': t['HARNESS.md']!.split(`\`${renamed}\``).join(`\`${upper}\``),
  };
}

describe('quick fixes', () => {
  it('are declared by the rules that offer them: at least 15 rule ids and lint kinds', () => {
    const fixable = [...Object.values(LINT_KINDS), ...STATIC_RULES].filter((r) => r.meta.fixable).map((r) => r.meta.id);
    expect(fixable.length).toBeGreaterThanOrEqual(15);
    expect(fixable).toEqual(
      expect.arrayContaining(['L-missing_verb', 'L-extra_verb', 'M002', 'M014', 'M023', 'P004', 'M025']),
    );
  });

  it('fix a broken pack with fixes, suggestions only by hand, keeping the rest of the text as it was', () => {
    const broken = breakLedger();
    const before = check(broken);
    const offered = before.filter((f) => f.quickFix);
    expect(offered.map((f) => `${f.id}:${f.quickFix!.kind}`)).toEqual(
      expect.arrayContaining(['M002:fix', 'L-missing_verb:fix', 'L-extra_verb:suggestion', 'M014:fix']),
    );
    const { texts, applied } = fixAll(broken, check);
    expect(applied.every((f) => f.quickFix!.kind === 'fix')).toBe(true);
    const after = check(texts);
    expect(after.filter((f) => ['M002', 'L-missing_verb', 'M014'].includes(f.id))).toEqual([]);
    // The suggestion is still offered, not applied.
    expect(after.filter((f) => f.id === 'L-extra_verb').map((f) => f.quickFix?.kind)).toEqual(['suggestion']);
    // The rename reached the Skill's table and policy.json in the same edit set.
    const rename = offered.find((f) => f.id === 'M002')!.quickFix!;
    expect(new Set(rename.edits.map((e) => e.file))).toEqual(new Set(['surface.json', 'policy.json', 'HARNESS.md']));
    // Untouched lines keep their layout: the clean ledger's other rows are byte-identical.
    const keptLine = broken['policy.json']!.split('\n').find((l) => l.includes('"risk"'))!;
    expect(texts['policy.json']!.split('\n')).toContain(keptLine);
  });

  it('fixes broken-demo only where it is safe, and says what is left', () => {
    const demo = packTexts('broken-demo');
    const before = check(demo);
    const { texts, applied } = fixAll(demo, check);
    const after = check(texts);
    expect(applied.map((f) => f.id).sort()).toEqual(['L-missing_verb', 'M002', 'P002']);
    expect(after.filter((f) => f.severity === 'error').length).toBeLessThan(
      before.filter((f) => f.severity === 'error').length,
    );
    expect(fixAll(texts, check).applied).toEqual([]); // a second run has nothing left to fix
  });

  /**
   * The property: any offered edit on any fuzzed pack leaves JSON that parses and removes its finding without
   * adding one like it.
   */
  it('applying any offered edit to a fuzzed pack gives parseable JSON and never adds a finding of the same id at the same pointer', () => {
    const bases = [packTexts('broken-demo'), breakLedger(), packTexts('ledger'), packTexts('transit')];
    let applied = 0;
    fc.assert(
      fc.property(fc.constantFrom(...bases).chain(mutatedPack), (texts) => {
        const before = check(texts);
        for (const f of before.filter((g) => g.quickFix)) {
          const fixed = applyQuickFixes(texts, [f.quickFix!]);
          for (const file of ['surface.json', 'policy.json', 'hcp.eval.json'] as const)
            if (fixed[file] !== texts[file])
              expect(() => JSON.parse(fixed[file]!), `${f.id} ${f.quickFix!.title}: ${file}`).not.toThrow();
          const after = check(fixed);
          expect(at(after, f), `${f.id} at ${f.pointer}: ${f.quickFix!.title}`).toBeLessThan(at(before, f));
          const pointersBefore = new Set(before.filter((g) => g.id === f.id).map((g) => g.pointer));
          expect(after.filter((g) => g.id === f.id && !pointersBefore.has(g.pointer)).map((g) => g.message)).toEqual(
            [],
          );
          applied++;
        }
      }),
      { numRuns: 60, seed: 10 },
    );
    expect(applied).toBeGreaterThan(100);
  });

  /** Issue 26: a fix never creates a finding whose fix undoes it (P002's gate, then a P004 whose flag removes it). */
  it('no offered edit creates a finding whose own quick fix takes the pack back to where it was', () => {
    const bases = [packTexts('broken-demo'), breakLedger(), packTexts('ledger'), packTexts('transit')];
    const same = (a: PackTexts, b: PackTexts) =>
      (['surface.json', 'policy.json', 'hcp.eval.json', 'HARNESS.md'] as const).every((f) => a[f] === b[f]);
    fc.assert(
      fc.property(fc.constantFrom(...bases).chain(mutatedPack), (texts) => {
        const before = check(texts);
        const known = new Set(before.map((g) => `${g.id} ${g.pointer}`));
        for (const f of before.filter((g) => g.quickFix)) {
          const fixed = applyQuickFixes(texts, [f.quickFix!]);
          for (const g of check(fixed).filter((x) => x.quickFix && !known.has(`${x.id} ${x.pointer}`))) {
            expect(same(applyQuickFixes(fixed, [g.quickFix!]), texts), `${f.id} → ${g.id}: ${g.quickFix!.title}`).toBe(
              false,
            );
          }
        }
      }),
      { numRuns: 40, seed: 26 },
    );
  });

  it("P002's gate on broken-demo leaves a P004 that offers no flag its CLI was never seen to take", () => {
    const demo = packTexts('broken-demo');
    const p002 = check(demo).find((f) => f.id === 'P002' && f.quickFix)!;
    const after = check(applyQuickFixes(demo, [p002.quickFix!]));
    const p004 = after.filter((f) => f.id === 'P004');
    expect(p004.length).toBeGreaterThan(0);
    expect(p004.map((f) => f.quickFix)).toEqual(p004.map(() => undefined));
  });
});
