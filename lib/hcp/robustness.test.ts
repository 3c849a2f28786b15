import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../core/finding';
import { HCP_FILES, type HcpPackFile } from '../formats/hcp/files';
import { summarize } from '../core/score';
import { checkStatic } from './check';
import { lintLoadedPack } from './lint/lint';
import { loadPackFromTexts, type PackTexts } from './load';
import { packTexts } from './rules/testing';
import { HCP_CATEGORIES } from '../formats/hcp/categories';

/** Bad input of every kind yields a report with findings: never an exception, never an internal rule failure. */
function expectReport(texts: PackTexts) {
  const pack = loadPackFromTexts(texts, 'fuzz');
  expect(() => lintLoadedPack(pack)).not.toThrow();
  const findings = checkStatic(pack);
  for (const f of findings) expectWellFormed(f);
  expect(findings.filter((f) => f.message.startsWith('internal:'))).toEqual([]);
  const { score } = summarize(findings, HCP_CATEGORIES);
  expect(score).toBeGreaterThanOrEqual(0);
  expect(score).toBeLessThanOrEqual(100);
  return findings;
}

function expectWellFormed(f: Finding) {
  expect(['error', 'warn', 'info']).toContain(f.severity);
  expect(f.line).toBeGreaterThanOrEqual(1);
  expect(f.column).toBeGreaterThanOrEqual(1);
  expect(f.message.length).toBeGreaterThan(0);
  expect(f.fix.length).toBeGreaterThan(0);
  expect(f.docs).toMatch(/^\/rules\//);
}

const ledger = packTexts('ledger');
const JSON_FILES = HCP_FILES.filter((f) => f.endsWith('.json'));

/** Every path to a value in a JSON document, so a mutation can land anywhere. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  return out;
}

function setAt(doc: unknown, path: (string | number)[], replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const root = structuredClone(doc) as Record<string | number, unknown>;
  let node = root;
  for (const seg of path.slice(0, -1)) node = node[seg] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove && !Array.isArray(node)) delete node[last];
  else node[last] = replacement;
  return root;
}

const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    [],
    {},
    '',
    'TODO',
    '{{',
    '{{argv}}',
    '}}{{',
    -1,
    0,
    1e308,
    true,
    '../../etc/passwd',
    'ghp_' + 'x'.repeat(36),
    'a'.repeat(5000),
  ),
);

const jsonMutation = fc.record({
  file: fc.constantFrom(...JSON_FILES),
  pick: fc.nat(),
  value: oddValue,
  remove: fc.boolean(),
});
const textMutation = fc.record({
  file: fc.constantFrom(...HCP_FILES),
  at: fc.nat(),
  cut: fc.nat({ max: 40 }),
  insert: fc.string({ maxLength: 8 }),
});

describe('robustness: lint, rules and score on bad input', () => {
  it('survives thousands of structural mutations of a real pack', () => {
    fc.assert(
      fc.property(fc.array(jsonMutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        const texts: PackTexts = { ...ledger };
        for (const m of mutations) {
          const doc = JSON.parse(texts[m.file]!);
          const all = paths(doc);
          const path = all[m.pick % all.length];
          texts[m.file] = JSON.stringify(setAt(doc, path, m.value, m.remove));
        }
        expectReport(texts);
      }),
      { numRuns: 1500 },
    );
    // 1,500 full checks take ~9 s on an idle machine; the shared CI box runs many suites at once.
  }, 120_000);

  it('survives thousands of textual mutations (cuts and insertions anywhere)', () => {
    fc.assert(
      fc.property(fc.array(textMutation, { minLength: 1, maxLength: 3 }), (mutations) => {
        const texts: PackTexts = { ...ledger };
        for (const m of mutations) {
          const t = texts[m.file] ?? '';
          const at = m.at % (t.length + 1);
          texts[m.file] = t.slice(0, at) + m.insert + t.slice(at + m.cut);
        }
        expectReport(texts);
      }),
      { numRuns: 1500 },
    );
  });

  it('survives arbitrary text in every file, including missing files', () => {
    const fileText = fc.option(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), { nil: undefined });
    fc.assert(
      fc.property(fc.tuple(fileText, fileText, fileText, fileText), (values) => {
        const texts: PackTexts = {};
        HCP_FILES.forEach((f, i) => values[i] !== undefined && (texts[f] = values[i]));
        expectReport(texts);
      }),
      { numRuns: 500 },
    );
  });

  const named = (name: string, file: HcpPackFile, text: string) => [name, file, text] as const;
  it.each([
    named('empty surface', 'surface.json', ''),
    named('binary surface', 'surface.json', String.fromCharCode(...Array.from({ length: 256 }, (_, i) => i))),
    named('10 MB surface', 'surface.json', JSON.stringify({ id: 'big', verbs: {}, pad: 'x'.repeat(10 * 1024 * 1024) })),
    named('10,000-deep policy', 'policy.json', '['.repeat(10000) + ']'.repeat(10000)),
    named('10,000-deep object', 'surface.json', '{"a":'.repeat(10000) + '1' + '}'.repeat(10000)),
    named(
      'wrong types everywhere',
      'surface.json',
      JSON.stringify({
        id: 7,
        kind: [],
        binding: 'x',
        wrap: 1,
        verbs: { a: 'x', b: [], c: { cli: 'x', args: 'y', title: 3, preview: [] } },
        stimulusTriggers: {},
      }),
    ),
    named(
      'an unclosed {{ in templates',
      'surface.json',
      (ledger['surface.json'] ?? '').replaceAll('{{amount}}', '{{amount'),
    ),
    named('1 MB Skill of one line', 'HARNESS.md', '# '.padEnd(1024 * 1024, 'x')),
    named('policy as an array', 'policy.json', '[]'),
  ])('gives findings for %s', (_name, file, text) => {
    const started = performance.now();
    const findings = expectReport({ ...ledger, [file]: text });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(findings.length).toBeGreaterThan(0);
  });
});
