import { describe, expect, it } from 'vitest';
import type { Finding } from '../core/finding';
import { createReport, ran, readyAfterSuppressions, usesSuppressions, type Report } from '../core/report';
import { hcpFormat } from '../formats/hcp';
import { recuedFormat } from '../formats/recued';
import { finding } from '../report/formatters/test-fixtures';
import { applySuppressions, readSuppressions } from './apply';
import { HCP_CATEGORIES } from '../formats/hcp/categories';
import { HCP_FILES } from '../formats/hcp/files';
import { HCP_SUPPRESSION_SCOPE } from '../hcp/report';

const error = finding({
  id: 'L-extra_verb',
  severity: 'error',
  category: 'structure',
  file: 'policy.json',
  pointer: '/verbs/refund',
  line: 9,
  column: 2,
});
const warn = finding({});
const base = (findings: Finding[] = [error, warn], layers = [ran('structure'), ran('static')]): Report =>
  createReport({ pack_id: 'p', format: 'hcp', scoredCategories: HCP_CATEGORIES, findings, layers });
const file = (...entries: unknown[]) => JSON.stringify({ suppressions: entries }, null, 2);
const entry = (over: Record<string, unknown> = {}) => ({
  id: 'L-extra_verb',
  file: 'policy.json',
  pointer: '/verbs/refund',
  reason: 'Kept for the v1 clients.',
  ...over,
});

describe('applySuppressions', () => {
  it('moves a matched finding to suppressed with its reason; counts, ok and the after score leave it out, the spec score keeps it', () => {
    const before = base();
    const after = applySuppressions(before, file(entry()), HCP_SUPPRESSION_SCOPE);
    expect(after.findings.map((f) => f.id)).toEqual(['M001']);
    expect(after.suppressed).toEqual([{ finding: error, reason: 'Kept for the v1 clients.' }]);
    expect(after.counts).toEqual({ error: 0, warn: 1, info: 0 });
    expect(after.ok).toBe(true);
    // The spec score is hcpx's: 100 − 12 − 4, suppression or not; the after score counts the warning alone.
    expect(before.score).toBe(84);
    expect(after).toMatchObject({
      score: 84,
      grade: 'D',
      ready: false,
      scoreAfterSuppressions: 96,
      gradeAfterSuppressions: 'A',
      unmatchedSuppressions: [],
    });
    expect(after.categories).toEqual(before.categories);
    expect(readyAfterSuppressions(after)).toBe(true);
    expect(usesSuppressions(after)).toBe(true);
  });

  it('matches id + file + pointer exactly, and never by line: a finding that moved is still suppressed', () => {
    const moved = applySuppressions(
      base([{ ...error, line: 40, column: 7 }, warn]),
      file(entry()),
      HCP_SUPPRESSION_SCOPE,
    );
    expect(moved.suppressed.map((s) => s.finding.line)).toEqual([40]);
    for (const other of [
      entry({ id: 'L-missing_verb' }),
      entry({ file: 'surface.json' }),
      entry({ pointer: '/verbs/refunds' }),
      entry({ pointer: '/verbs' }),
    ]) {
      const report = applySuppressions(base(), file(other), HCP_SUPPRESSION_SCOPE);
      expect(report.suppressed, JSON.stringify(other)).toEqual([]);
      expect(report.findings.some((f) => f.id === 'L-extra_verb')).toBe(true);
    }
  });

  it('one entry suppresses every finding of its id at its pointer (two messages at one place)', () => {
    const twice = [
      finding({ id: 'M026', pointer: '/verbs/show/title/live', message: 'a' }),
      finding({ id: 'M026', pointer: '/verbs/show/title/live', message: 'b' }),
    ];
    const report = applySuppressions(
      base(twice),
      file(entry({ id: 'M026', file: 'surface.json', pointer: '/verbs/show/title/live' })),
      HCP_SUPPRESSION_SCOPE,
    );
    expect(report.suppressed.map((s) => s.finding.message)).toEqual(['a', 'b']);
    expect(report.findings).toEqual([]);
  });

  it('an entry that matches nothing is listed and reported as a warning on its line of packstudio.json, outside the spec score', () => {
    const text = file(entry(), entry({ id: 'M002', file: 'surface.json', pointer: '/id' }));
    const report = applySuppressions(base(), text, HCP_SUPPRESSION_SCOPE);
    expect(report.unmatchedSuppressions).toEqual([
      {
        id: 'M002',
        file: 'surface.json',
        pointer: '/id',
        reason: 'Kept for the v1 clients.',
        entry: '/suppressions/1',
      },
    ]);
    const stale = report.findings.find((f) => f.id === 'L-unmatched_suppression')!;
    expect(stale).toMatchObject({
      severity: 'warn',
      category: 'structure',
      file: 'packstudio.json',
      pointer: '/suppressions/1',
      line: 9,
      column: 5,
      docs: '/rules/L-unmatched_suppression',
    });
    expect(stale.message).toBe('suppression of M002 surface.json /id matches no finding');
    expect(report.score).toBe(84);
    expect(report.scoreAfterSuppressions).toBe(92);
    expect(report.counts).toEqual({ error: 0, warn: 2, info: 0 });
  });

  it('does not call an entry unmatched when the layer that reports its id did not run, or a pack file does not parse', () => {
    const probeEntry = entry({ id: 'R003', file: 'surface.json', pointer: '/verbs/list' });
    const staticOnly = base([error], [ran('structure'), ran('static'), { layer: 'probe', status: 'not_requested' }]);
    expect(applySuppressions(staticOnly, file(probeEntry), HCP_SUPPRESSION_SCOPE).unmatchedSuppressions).toEqual([]);
    const probed = base([error], [ran('structure'), ran('static'), ran('probe')]);
    expect(applySuppressions(probed, file(probeEntry), HCP_SUPPRESSION_SCOPE).unmatchedSuppressions).toHaveLength(1);
    const unparsed = base([finding({ id: 'L-invalid_json', severity: 'error', category: 'structure' })]);
    expect(
      applySuppressions(unparsed, file(entry({ id: 'M001' })), HCP_SUPPRESSION_SCOPE).unmatchedSuppressions,
    ).toEqual([]);
  });

  it('a malformed packstudio.json is an error finding on it, never a throw, and suppresses nothing', () => {
    for (const [text, at] of [
      ['{ "suppressions": [', 1],
      ['', 1],
      ['[]', 1],
      ['{ "suppressions": {} }', 1],
      ['"x"', 1],
    ] as const) {
      const report = applySuppressions(base(), text, HCP_SUPPRESSION_SCOPE);
      const bad = report.findings.filter((f) => f.id === 'L-invalid_suppressions');
      expect(bad.length, text).toBeGreaterThan(0);
      expect(bad[0]).toMatchObject({ severity: 'error', file: 'packstudio.json', line: at });
      expect(report.suppressed).toEqual([]);
      expect(report.score).toBe(84);
    }
    expect(readSuppressions('{ "suppressions": [', HCP_FILES).findings[0]!.message).toMatch(
      /^packstudio\.json does not parse: .*; no suppression applies until it does\.$/,
    );
  });

  it('an entry without a reason, with a blank one, or with an unknown key applies to nothing and is reported where it is', () => {
    const text = file(
      entry({ reason: undefined }),
      entry({ reason: '   ' }),
      entry({ because: 'x' }),
      entry({ id: 'M001', file: 'surface.json', pointer: '/verbs' }),
    );
    const report = applySuppressions(base(), text, HCP_SUPPRESSION_SCOPE);
    expect(report.suppressed.map((s) => s.finding.id)).toEqual(['M001']);
    const bad = report.findings.filter((f) => f.id === 'L-invalid_suppressions');
    expect(bad.map((f) => f.pointer)).toEqual([
      '/suppressions/0/reason',
      '/suppressions/1/reason',
      '/suppressions/2/because',
    ]);
    expect(bad[0]!.message).toBe(
      'packstudio.json /suppressions/0/reason: the reason is missing or blank; every suppression needs one a reviewer can read. This entry suppresses nothing until it is fixed.',
    );
    expect(bad[1]!.message).toBe(bad[0]!.message.replace('/0/', '/1/'));
    expect(bad[2]!.message).toMatch(/unknown key "because"/);
    // The missing reason points at its entry (line 3); the blank one and the unknown key at themselves.
    expect(bad.map((f) => f.line)).toEqual([3, 12, 19]);
    expect(report.findings.some((f) => f.id === 'L-extra_verb')).toBe(true);
  });

  it('is idempotent, and without a file leaves the report as it was', () => {
    const once = applySuppressions(base(), file(entry(), entry({ id: 'X' })), HCP_SUPPRESSION_SCOPE);
    expect(applySuppressions(once, file(entry(), entry({ id: 'X' })), HCP_SUPPRESSION_SCOPE)).toEqual(once);
    expect(applySuppressions(once, undefined, HCP_SUPPRESSION_SCOPE)).toEqual(base());
    expect(usesSuppressions(base())).toBe(false);
  });

  it('an unscored report stays unscored', () => {
    const lint = createReport({
      pack_id: 'p',
      format: 'hcp',
      scoredCategories: null,
      findings: [error],
      layers: [ran('structure')],
    });
    expect(applySuppressions(lint, file(entry()), HCP_SUPPRESSION_SCOPE)).toMatchObject({
      score: null,
      scoreAfterSuppressions: null,
      ready: null,
      ok: true,
      counts: { error: 0 },
    });
  });
});

describe('the formats apply packstudio.json in their check', () => {
  it("HCP: the texts' packstudio.json suppresses on the static check", () => {
    const texts = hcpFormat.scaffold('fresh');
    const plain = hcpFormat.check(hcpFormat.load(texts, 'fresh'));
    const target = plain.findings.find((f) => f.id === 'M018')!;
    const suppressions = file({
      id: target.id,
      file: target.file,
      pointer: target.pointer,
      reason: 'Template commands stay until the CLI ships.',
    });
    const report = hcpFormat.check(hcpFormat.load({ ...texts, 'packstudio.json': suppressions }, 'fresh'));
    expect(report.suppressed.map((s) => s.finding)).toContainEqual(target);
    expect(report.score).toBe(plain.score);
    expect(report.scoreAfterSuppressions).toBeGreaterThan(plain.score!);
  });

  it('Recued: packstudio.json beside pack.json suppresses a composition finding; a broken pack.json calls no entry unmatched', () => {
    const text = recuedFormat.scaffold('fresh', { publisher: 'acme' })['pack.json'];
    const plain = recuedFormat.check(recuedFormat.load({ 'pack.json': text }, 'fresh'), { publisher: 'other' });
    const target = plain.findings.find((f) => f.severity === 'error')!;
    const suppressions = file({
      id: target.id,
      file: 'pack.json',
      pointer: target.pointer,
      reason: 'Published under the team handle.',
    });
    const report = recuedFormat.check(
      recuedFormat.load({ 'pack.json': text, 'packstudio.json': suppressions }, 'fresh'),
      { publisher: 'other' },
    );
    expect(report.suppressed.map((s) => s.finding.id)).toEqual([target.id]);
    expect(report.ok).toBe(plain.findings.filter((f) => f.severity === 'error').length === 1);
    const broken = recuedFormat.check(
      recuedFormat.load({ 'pack.json': '{', 'packstudio.json': suppressions }, 'fresh'),
    );
    expect(broken.unmatchedSuppressions).toEqual([]);
  });
});
