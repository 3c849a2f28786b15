import { describe, expect, it } from 'vitest';
import { SEVERITY_ORDER } from '@/lib/core/finding';
import { MAX_FINDINGS_PER_RULE, checkComposition } from './check';
import { isCrashFinding } from '@/lib/core/run-rules';
import { RECUED_RULE_IDS } from './checks';
import { cliPackValue, expectFindings, httpPack, httpPackValue, textAt, type Draft } from './test-fixtures';

describe('checkComposition: syntax', () => {
  it('reports a syntax error with its line and column', () => {
    const text = '{\n  "manifest_version": 2,\n}';
    const { ok, findings } = checkComposition(text);
    expect(ok).toBe(false);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      id: 'C-json-syntax',
      severity: 'error',
      category: 'structure',
      file: 'pack.json',
      pointer: '',
      line: 3,
      column: 1,
    });
  });
  it.each([
    ['empty', ''],
    ['whitespace', '  \n '],
    ['binary', '\u0000\u0001\uFFFD\u0007PK'],
    ['deep', '['.repeat(100000)],
    ['comment', '// x\n{}'],
  ])('reports %s input as one syntax finding', (_, text) => {
    const { ok, findings } = checkComposition(text);
    expect(ok).toBe(false);
    expect(findings.map((f) => f.id)).toEqual(['C-json-syntax']);
    expect(findings[0].line).toBeGreaterThanOrEqual(1);
  });
  it('never throws for a non-string passed from untyped code', () => {
    expect(checkComposition(undefined as unknown as string).ok).toBe(false);
    expect(checkComposition(42 as unknown as string).ok).toBe(false);
  });
});

describe('checkComposition: schema', () => {
  it('reports a top-level array as one schema finding', () => {
    const { findings } = checkComposition('[1, 2]');
    expect(findings).toEqual([
      expect.objectContaining({ id: 'C-schema', pointer: '', line: 1, column: 1, category: 'structure' }),
    ]);
  });
  it('reports a wrong type with its pointer and position', () =>
    expectFindings(
      httpPack((p) => (p.contents[0].composition.operations[0].cache_ttl_ms = '60s')),
      [
        {
          id: 'C-schema',
          pointer: '/contents/0/composition/operations/0/cache_ttl_ms',
          severity: 'error',
          at: '"60s"',
        },
      ],
    ));
  it('reports a missing field at its parent', () =>
    expectFindings(
      httpPack((p) => delete p.contents[0].composition.operations[0].risk),
      [{ id: 'C-schema', pointer: '/contents/0/composition/operations/0/risk', severity: 'error', at: '{' }],
    ));
  it('reports a wrong enum value listing the options', () => {
    const [f] = expectFindings(
      httpPack((p) => (p.contents[0].composition.operations[0].risk = 'reed')),
      [{ id: 'C-schema', pointer: '/contents/0/composition/operations/0/risk', severity: 'error', at: '"reed"' }],
    );
    expect(f.message).toContain('"read", "write"');
  });
  it('reports an unknown ingredient kind at kind', () =>
    expectFindings(
      httpPack((p) => (p.contents[0].composition.ingredients[0].kind = 'graphql')),
      [{ id: 'C-schema', pointer: '/contents/0/composition/ingredients/0/kind', severity: 'error', at: '"graphql"' }],
    ));
  it('leaves a problem a check explains to the check (no duplicate)', () => {
    const { findings } = checkComposition(httpPack((p) => (p.manifest_version = 3)));
    expect(findings.map((f) => f.id)).toEqual(['C-manifest-version']);
  });
});

describe('checkComposition: report', () => {
  it('sorts errors before warnings, then by position', () => {
    const { findings } = checkComposition(
      httpPack((p) => {
        p.contents[0].composition.ingredients[0].http.base = 'https://api.acme.example/v1';
        p.contents[0].composition.operations[1].approval = 'never';
        p.trust_summary = {};
      }),
    );
    expect(findings.map((f) => f.id)).toEqual(['C-trust-summary', 'C-base-origin-only', 'C-write-without-approval']);
    const order = findings.map((f) => [SEVERITY_ORDER[f.severity], f.line]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });
  it('is ok with warnings only', () => {
    const report = checkComposition(httpPack((p) => (p.contents[0].composition.operations[1].approval = 'never')));
    expect(report.ok).toBe(true);
    expect(report.findings).toHaveLength(1);
  });
  it('folds a flood of findings for one rule into one line', () => {
    const pack = httpPackValue();
    const op = pack.contents[0].composition.operations[0];
    pack.contents[0].composition.operations = Array.from({ length: 250 }, () => ({ ...op, ingredient: 'nope' }));
    const { findings } = checkComposition(JSON.stringify(pack));
    const mine = findings.filter((f) => f.id === 'C-operation-ingredient');
    expect(mine).toHaveLength(MAX_FINDINGS_PER_RULE + 1);
    expect(mine.some((f) => f.message.startsWith('…and 150 more C-operation-ingredient findings'))).toBe(true);
  });
  it('handles a 10 MB document quickly', () => {
    const pack = httpPackValue();
    pack.tags = Array.from({ length: 400000 }, (_, i) => `tag:${i}-${'x'.repeat(12)}`);
    const text = JSON.stringify(pack);
    expect(text.length).toBeGreaterThan(10_000_000);
    const started = Date.now();
    expect(checkComposition(text).findings).toEqual([]);
    expect(Date.now() - started).toBeLessThan(10000);
  });
  it('handles a 10 MB value of the wrong type', () => {
    const text = JSON.stringify({
      ...httpPackValue(),
      contents: 'x'.repeat(10_000_000),
      connection_hints: [{ connection: 'acme', values: { 'auth.scope': 'y'.repeat(1_000_000) } }],
    });
    const { ok, findings } = checkComposition(text);
    expect(ok).toBe(false);
    expect(findings.map((f) => f.id).sort()).toEqual(['C-hint-connection', 'C-hint-length', 'C-schema']);
    expect(findings.every((f) => f.message.length < 1000)).toBe(true);
  });
  it('bounds the report for thousands of wrong entries', () => {
    const text = JSON.stringify({ contents: Array.from({ length: 20000 }, () => ({ type: 1, composition: 'x' })) });
    const { ok, findings } = checkComposition(text);
    expect(ok).toBe(false);
    expect(findings.length).toBeLessThanOrEqual(MAX_FINDINGS_PER_RULE + 1 + 8);
    expect(findings.some((f) => /more C-schema findings/.test(f.message))).toBe(true);
  });
});

/** Every path in a fixture replaced by every wrong type: the engine reports, never throws. */
describe('checkComposition: wrong types everywhere', () => {
  const wrong: unknown[] = [null, 0, -1, 1.5, '', 'x', true, [], [null], {}, { x: 1 }];
  for (const [name, make] of [
    ['http', httpPackValue],
    ['cli', cliPackValue],
  ] as const) {
    it(`survives every field of the ${name} fixture replaced by every wrong type`, () => {
      let runs = 0;
      for (const path of paths(make())) {
        for (const value of wrong) {
          const pack = make();
          setAt(pack, path, value);
          const text = JSON.stringify(pack, null, 2);
          const report = checkComposition(text);
          runs++;
          for (const f of report.findings) {
            expect(RECUED_RULE_IDS).toContain(f.id);
            expect(f.id).not.toBe('C-check-crashed');
            expect(isCrashFinding(f), f.message).toBe(false);
            expect(textAt(text, f.line, f.column)).not.toBe(undefined);
          }
        }
      }
      expect(runs).toBeGreaterThan(500);
    });
  }
});

function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => paths(v, [...prefix, i]))];
  if (value && typeof value === 'object')
    return [prefix, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]))];
  return [prefix];
}

function setAt(root: Draft, path: (string | number)[], value: unknown): void {
  if (!path.length) return;
  let node = root;
  for (const seg of path.slice(0, -1)) node = node[seg];
  node[path[path.length - 1]] = value;
}
