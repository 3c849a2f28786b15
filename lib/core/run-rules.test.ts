import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Finding, RawFinding } from './finding';
import { ruleCreator, severityNote, type RuleMeta } from './rule';
import { MAX_FINDINGS_PER_RULE, isCrashFinding, runRules } from './run-rules';

const createRule = ruleCreator<{ manifest: number[] }>();
const docs = { title: 't', why: 'w', incorrect: 'i', correct: 'c' };
const raw = (pointer: string): RawFinding => ({ file: 'surface.json', pointer, message: `at ${pointer}`, fix: 'f' });
const locate = (meta: RuleMeta<any>, r: RawFinding): Finding => ({
  id: meta.id,
  severity: r.severity ?? meta.severity,
  category: meta.category,
  file: r.file,
  pointer: r.pointer,
  line: 1,
  column: 1,
  message: r.message,
  fix: r.fix,
  docs: meta.url,
});

const each = createRule({
  id: 'M900',
  category: 'manifest',
  severity: 'warn',
  docs,
  check: (ns) => ns.map((n) => raw(`/n/${n}`)),
});
const throws = createRule({
  id: 'M901',
  category: 'manifest',
  severity: 'info',
  docs,
  check: () => {
    throw new Error('boom');
  },
});
const limited = createRule({
  id: 'M902',
  category: 'manifest',
  severity: 'info',
  escalation: { to: 'error', when: 'above {{max}}' },
  options: z.object({ max: z.number().int().default(2) }),
  messages: { over: '{{count}} over {{max}}' },
  docs,
  check: (ns, { options: { max }, message }) =>
    ns.length > max ? [{ ...raw(''), severity: 'error', message: message('over', { count: ns.length }) }] : [],
});

describe('runRules', () => {
  it('turns a throwing rule into one error finding naming it, and runs the others', () => {
    const findings = runRules([throws, each], [1], { locate, crashFile: 'surface.json' });
    expect(findings.map((f) => [f.id, f.severity])).toEqual([
      ['M901', 'error'],
      ['M900', 'warn'],
    ]);
    expect(findings[0].message).toBe(
      'internal: rule M901 stopped on this document (boom), so the file was not fully checked.',
    );
    expect(isCrashFinding(findings[0])).toBe(true);
    expect(isCrashFinding(findings[1])).toBe(false);
  });

  it('caps each rule at MAX_FINDINGS_PER_RULE and says how many more there were', () => {
    const ns = Array.from({ length: MAX_FINDINGS_PER_RULE + 5 }, (_, i) => i);
    const findings = runRules([each], ns, { locate, crashFile: 'surface.json' });
    expect(findings).toHaveLength(MAX_FINDINGS_PER_RULE + 1);
    expect(findings.filter((f) => f.message.startsWith('…and 5 more M900 findings like the ones above'))).toHaveLength(
      1,
    );
    expect(runRules([each], [1, 2, 3], { locate, crashFile: 'surface.json', cap: 2 })).toHaveLength(3);
  });

  it('sorts errors first, then by file, line and id', () => {
    const findings = runRules([each, limited], [1, 2, 3], { locate, crashFile: 'surface.json' });
    expect(findings.map((f) => f.id)).toEqual(['M902', 'M900', 'M900', 'M900']);
  });

  it('skips the rules skip() names', () => {
    expect(
      runRules([each, throws], [1], { locate, crashFile: 'surface.json', skip: (r) => r.meta.id === 'M901' }).map(
        (f) => f.id,
      ),
    ).toEqual(['M900']);
  });

  it('runs a rule with the options given for its id, else its defaults', () => {
    expect(runRules([limited], [1, 2, 3], { locate, crashFile: 'surface.json' }).map((f) => f.message)).toEqual([
      '3 over 2',
    ]);
    expect(
      runRules([limited], [1, 2, 3], { locate, crashFile: 'surface.json', options: { M902: { max: 3 } } }),
    ).toEqual([]);
  });
});

describe('createRule', () => {
  it('fills the escalation from the option defaults, and writes the catalogue note from the data', () => {
    expect(limited.meta.escalation).toEqual({ to: 'error', when: 'above 2' });
    expect(severityNote(limited.meta)).toBe('info, error above 2');
    expect(severityNote(each.meta)).toBe('warn');
    expect(limited.meta.url).toBe('/rules/M902');
  });

  it('validates options from outside against the schema, filling defaults', () => {
    expect(limited.parseOptions({})).toEqual({ ok: true, options: { max: 2 } });
    expect(limited.parseOptions({ max: 'many' })).toMatchObject({ ok: false, error: expect.stringContaining('max') });
  });

  it('refuses an options schema without defaults, and a template without its value', () => {
    expect(() =>
      createRule({
        id: 'M903',
        category: 'manifest',
        severity: 'warn',
        options: z.object({ n: z.number() }),
        docs,
        check: () => [],
      }),
    ).toThrow(/default/);
    const bad = createRule({
      id: 'M904',
      category: 'manifest',
      severity: 'warn',
      messages: { m: '{{missing}}' },
      docs,
      check: (_, { message }) => [{ ...raw(''), message: message('m') }],
    });
    expect(runRules([bad], [], { locate, crashFile: 'surface.json' })[0].message).toContain(
      'message template needs "missing"',
    );
  });
});
