import { describe, expect, it } from 'vitest';
import {
  detectFormat,
  editableFiles,
  FORMATS,
  formatById,
  formatOfFile,
  hcpFormat,
  recuedFormat,
  registerFormat,
  withArticle,
} from '.';
import { REPORT_KEYS } from '../core/report';
import { tinyFormat } from './testing/tiny';

/** Every subset of the names any format claims: 2^6 folders. */
function allFolders(): string[][] {
  const names = [...editableFiles()];
  return Array.from({ length: 2 ** names.length }, (_, mask) => names.filter((_, i) => mask & (1 << i)));
}

describe('the format registry', () => {
  // Deliberately changed (issue 11 §3): packstudio.json, the suppressions, is a file of every format.
  it('gives every file name to exactly one format but packstudio.json, which every format has; every format a unique id', () => {
    expect(new Set(FORMATS.map((f) => f.id)).size).toBe(FORMATS.length);
    expect(editableFiles()).toEqual([
      'surface.json',
      'policy.json',
      'HARNESS.md',
      'hcp.eval.json',
      'packstudio.json',
      'pack.json',
    ]);
    for (const file of editableFiles().filter((f) => f !== 'packstudio.json'))
      expect(FORMATS.filter((f) => (f.files as readonly string[]).includes(file))).toEqual([formatOfFile(file)]);
    for (const format of FORMATS) expect(format.files).toContain('packstudio.json');
    for (const format of FORMATS) {
      expect(format.files).toContain(format.mainFile);
      expect(formatById(format.id)).toBe(format);
    }
    expect(formatById('nope')).toBeNull();
  });

  it('detects at most one format for any folder: pack.json makes it Recued, any HCP file (hcp.eval.json too) HCP, packstudio.json alone nothing', () => {
    for (const names of allFolders()) {
      const matching = FORMATS.filter((f) => f.detect(names));
      expect(matching.length, names.join(',')).toBeLessThanOrEqual(1);
      const pack = names.filter((n) => n !== 'packstudio.json');
      const expected = pack.length === 0 ? null : pack.includes('pack.json') ? recuedFormat : hcpFormat;
      expect(detectFormat(names), names.join(',')).toBe(expected);
    }
    expect(detectFormat(['hcp.eval.json'])).toBe(hcpFormat);
    expect(detectFormat(['README.md', 'package.json'])).toBeNull();
  });

  it("each format's scaffold is detected as that format, loads and checks under the scaffold's id", () => {
    for (const format of FORMATS) {
      const generic = format as unknown as typeof hcpFormat;
      const texts = format.scaffold('fresh-pack');
      expect(Object.keys(texts).every((file) => (format.files as readonly string[]).includes(file))).toBe(true);
      expect(detectFormat(Object.keys(texts))).toBe(format);
      const report = generic.check(generic.load(texts as never, 'fresh-pack'));
      expect(report).toMatchObject({ pack_id: 'fresh-pack', format: format.id });
      expect(report.counts.error).toBe(report.findings.filter((f) => f.severity === 'error').length);
      expect(report.ok).toBe(report.counts.error === 0);
    }
  });

  it('HCP scores and flags its template commands; a Recued starter is publishable and not scored', () => {
    const hcp = hcpFormat.check(hcpFormat.load(hcpFormat.scaffold('fresh'), 'fresh'));
    expect(hcp.grade).toMatch(/^[A-F]$/);
    expect(hcp.score).toBeGreaterThan(0);
    expect(hcp.findings.some((f) => f.id === 'M018')).toBe(true);
    expect(hcpFormat.describe(hcpFormat.load(hcpFormat.scaffold('fresh'), 'fresh'))).toMatchObject({
      name: 'Fresh',
      commands: 5,
    });

    const recued = recuedFormat.load(recuedFormat.scaffold('fresh', { publisher: 'acme' }), 'fresh');
    expect(recuedFormat.check(recued, { publisher: 'acme' })).toMatchObject({
      ok: true,
      findings: [],
      score: null,
      grade: null,
    });
    expect(recuedFormat.check(recued, { publisher: 'someone-else' }).ok).toBe(false);
    // The workspace row shows pack.json's own description, not the format's name.
    expect(recuedFormat.describe(recued)).toEqual({
      name: 'Fresh',
      description: 'Read Fresh records.',
      commands: null,
    });
    expect(
      recuedFormat.describe(recuedFormat.load({ 'pack.json': '{"name": "X", "description": "  "}' }, 'x')).description,
    ).toBeNull();
  });

  it('a Recued folder without pack.json yet has nothing to report; a malformed one is a finding, not a throw', () => {
    expect(recuedFormat.check(recuedFormat.load({}, 'empty'))).toMatchObject({
      ok: true,
      findings: [],
      layers: [{ layer: 'static', status: 'not_run' }],
    });
    const broken = recuedFormat.check(recuedFormat.load({ 'pack.json': '{"name": ' }, 'broken'));
    expect(broken.ok).toBe(false);
    expect(broken.findings[0]).toMatchObject({ id: 'C-json-syntax', file: 'pack.json' });
    expect(recuedFormat.describe(recuedFormat.load({ 'pack.json': '{"name": ' }, 'broken')).name).toBeNull();
  });

  it('offers a draft-07 JSON Schema only for files it names, ', () => {
    for (const format of FORMATS)
      for (const [file, schema] of Object.entries(format.jsonSchemas)) {
        expect(format.files as readonly string[]).toContain(file);
        expect((schema as { $schema?: string }).$schema).toBe('http://json-schema.org/draft-07/schema#');
      }
    expect(Object.keys(hcpFormat.jsonSchemas).sort()).toEqual([
      'hcp.eval.json',
      'packstudio.json',
      'policy.json',
      'surface.json',
    ]);
    // packstudio.json's schema is each format's own: an entry names a file of that format's packs.
    type SuppressionsSchema = { properties: { suppressions: { items: { properties: { file: { enum: string[] } } } } } };
    for (const format of FORMATS) {
      const schema = format.jsonSchemas['packstudio.json'] as unknown as SuppressionsSchema;
      expect(schema.properties.suppressions.items.properties.file.enum).toEqual(
        format.files.filter((f) => f !== 'packstudio.json'),
      );
    }
    expect(withArticle(hcpFormat)).toBe('an HCP pack');
    expect(withArticle(recuedFormat)).toBe('a Recued composition');
  });
});

describe("a format's report sections", () => {
  it("are never named as a key of the report's own (the JSON report writes them beside those)", () => {
    const named = FORMATS.flatMap((f) => (f.reportSections ?? []).map((s) => s.id));
    expect(named.filter((id) => (REPORT_KEYS as readonly string[]).includes(id))).toEqual([]);
    const clashing = {
      ...tinyFormat,
      id: 'clash',
      reportSections: [{ ...tinyFormat.reportSections![0]!, id: 'score' }],
    };
    expect(() => registerFormat(clashing)).toThrow('report section "score" is a key of every report');
    expect(formatById('clash')).toBeNull();
  });
});
