import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeWorkspace, runCli, tempWorkspace } from '../cli/test-cli';
import { indexWorkspace } from '../node/workspace-index';
import { readReport } from '../report-file/read';
import { FORMAT_NAMES } from '../report/formatters';
import { expectValidSarif } from '../report/formatters/test-multitool';
import { catalogueEntry, catalogueGroups } from '../rules-catalogue';
import { detectFormat, registerFormat, reportSectionsOf } from '.';
import { registerServerPart } from './node';
import { tinyFormat, tinyServer } from './testing/tiny';

/**
 * A third format costs one folder: lib/formats/testing/tiny (one file, one category, one rule with a fix), registered
 * here and nowhere else, goes through `check` (the CLI in process), every formatter, `--fix`, suppressions, the rule
 * catalogue and the workspace summary with no edit anywhere in the engine, the CLI or the studio's server. Its layer
 * beyond the static check (measure, probe-like: its server part) is declared in its PackFormat with its own flag
 * (`--measure`), and adds its own report section, which the JSON report, every formatter and a report file read
 * back carry, again from that folder alone.
 */

let unregister: () => void;
let unregisterServer: () => void;
beforeAll(() => {
  unregister = registerFormat(tinyFormat);
  unregisterServer = registerServerPart(tinyFormat.id, tinyServer);
});
afterAll(() => {
  unregisterServer();
  unregister();
});

let ws: string;
const widget = () => join(ws, 'widget');
const packstudio = (...argv: string[]) => runCli(argv, ws);
const TINY = '{\n  "name": "Widget"\n}\n';

beforeEach(() => {
  ws = tempWorkspace('packstudio-tiny-');
  mkdirSync(widget());
  writeFileSync(join(widget(), 'tiny.json'), TINY);
  return () => removeWorkspace(ws);
});

describe('a third format, registered from its own folder', () => {
  it('is detected, and its rule and category are in the catalogue', () => {
    expect(detectFormat(['tiny.json'])).toBe(tinyFormat);
    expect(catalogueGroups().map((g) => g.id)).toContain('tiny');
    expect(catalogueEntry('T001')).toMatchObject({ group: 'tiny', format: 'tiny', layer: 'static', severity: 'warn' });
  });

  it('check DIR --json: its report, scored by its one category, with the rule finding where and what', async () => {
    const r = await packstudio('check', 'widget', '--json');
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({
      pack_id: 'widget',
      format: 'tiny',
      ok: true,
      score: 96,
      grade: 'A',
      categories: { tiny: 96 },
      counts: { error: 0, warn: 1, info: 0 },
      layers: [
        { layer: 'static', status: 'ran' },
        { layer: 'measure', status: 'not_requested', reason: 'not asked for (check --measure runs it)' },
      ],
    });
    // The measure layer did not run, so its section is not in the report.
    expect(report).not.toHaveProperty('measures');
    expect(report.findings).toEqual([
      {
        id: 'T001',
        severity: 'warn',
        category: 'tiny',
        file: 'tiny.json',
        pointer: '/name',
        line: 2,
        column: 11,
        message: 'name "Widget" has capitals; a tiny pack\'s name is lower case.',
        fix: 'Write "widget".',
        docs: '/rules/T001',
        quickFix: {
          kind: 'fix',
          title: 'Write "widget"',
          edits: [{ file: 'tiny.json', offset: 12, length: 8, newText: '"widget"' }],
        },
      },
    ]);
  });

  it.each(FORMAT_NAMES)('check DIR --format %s prints the finding and exits as the finding says', async (format) => {
    const r = await packstudio('check', 'widget', '--format', format);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout).toContain('T001');
  });

  it("its SARIF is valid to the Multitool, with the rule in the driver's rules and the result on widget/tiny.json", async () => {
    const sarif = (await packstudio('check', 'widget', '--format', 'sarif')).stdout;
    expectValidSarif(sarif);
    const run = JSON.parse(sarif).runs[0];
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toContain('T001');
    expect(run.results).toMatchObject([
      { ruleId: 'T001', locations: [{ physicalLocation: { artifactLocation: { uri: 'widget/tiny.json' } } }] },
    ]);
  }, 90_000);

  it('its JUnit suite has a case for its rule, failed by the finding', async () => {
    const junit = (await packstudio('check', 'widget', '--format', 'junit')).stdout;
    expect(junit).toMatch(/<testcase classname="widget" name="T001">\n\s+<failure /);
  });

  it('check DIR --fix applies the fix to tiny.json, then reports what is left: nothing', async () => {
    const r = await packstudio('check', 'widget', '--fix', '--json');
    expect(r.stderr).toContain('fixed T001 tiny.json /name: Write "widget"');
    expect(readFileSync(join(widget(), 'tiny.json'), 'utf8')).toBe('{\n  "name": "widget"\n}\n');
    expect(JSON.parse(r.stdout)).toMatchObject({ score: 100, findings: [] });
    expect(r.code).toBe(0);
  });

  it("packstudio.json suppresses its finding by id, file and pointer; a stale entry and another format's file are findings", async () => {
    const entry = { id: 'T001', file: 'tiny.json', pointer: '/name', reason: 'The brand is written so.' };
    writeFileSync(
      join(widget(), 'packstudio.json'),
      JSON.stringify({ suppressions: [entry, { ...entry, pointer: '/gone' }, { ...entry, file: 'surface.json' }] }),
    );
    const r = await packstudio('check', 'widget', '--json');
    const report = JSON.parse(r.stdout);
    expect(report.suppressed).toEqual([
      { finding: expect.objectContaining({ id: 'T001', pointer: '/name' }), reason: 'The brand is written so.' },
    ]);
    expect(report.findings.map((f: { id: string; pointer: string }) => [f.id, f.pointer])).toEqual([
      ['L-invalid_suppressions', '/suppressions/2/file'],
      ['L-unmatched_suppression', '/suppressions/1'],
    ]);
    // The spec score still counts the suppressed finding; the one after suppressions does not.
    expect(report).toMatchObject({ score: 96, scoreAfterSuppressions: 100 - 12 - 4 });
    expect(r.code).toBe(1);
  });

  it('check --workspace finds it by its main file, and the workspace summary lists it as its format', async () => {
    const r = await packstudio('check', '--workspace', '.', '--json');
    expect(JSON.parse(r.stdout).reports.map((x: { format: string }) => x.format)).toEqual(['tiny']);
    const [row] = await indexWorkspace(ws);
    expect(row).toMatchObject({
      id: 'widget',
      format: 'tiny',
      href: '/packs/widget',
      score: 96,
      grade: 'A',
      counts: { error: 0, warn: 1, info: 0 },
      problem: null,
    });
  });
});

describe("a third format's layer beyond the static check, and its report section", () => {
  const SUMMARY = '1 field(s) measured, 8 characters';

  it('check DIR --measure --json: the layer ran, and its section is at the top level, as the format declares it', async () => {
    const r = await packstudio('check', 'widget', '--measure', '--json');
    const report = JSON.parse(r.stdout);
    expect(report.layers).toEqual([
      { layer: 'static', status: 'ran' },
      { layer: 'measure', status: 'ran' },
    ]);
    expect(report.measures).toEqual([{ field: 'name', chars: 8 }]);
    expect(report).not.toHaveProperty('sections');
    // A report file reads it back into the report's sections, by the format's schema.
    const read = readReport(r.stdout, 'tiny.json', reportSectionsOf);
    if (!read.ok) throw new Error(read.error);
    expect(read.report.sections).toEqual({ measures: [{ field: 'name', chars: 8 }] });
  });

  it.each(FORMAT_NAMES.filter((f) => f !== 'json'))(
    'check DIR --measure --format %s shows the section',
    async (format) => {
      const r = await packstudio('check', 'widget', '--measure', '--format', format);
      expect(r.stdout, r.stderr).toContain(SUMMARY);
      expect(r.stdout).toMatch(/Measures|measures/);
    },
  );

  it("another format's flags are not its own: --probe and --no-eval parse, and leave its layer as declared", async () => {
    const r = await packstudio('check', 'widget', '--probe', '--no-eval', '--json');
    expect(r.code, r.stderr).toBe(2);
    expect(JSON.parse(r.stdout).layers).toContainEqual(
      expect.objectContaining({ layer: 'measure', status: 'not_requested' }),
    );
  });

  it("its flag is in the usage line, beside the built-in formats' own", async () => {
    const r = await packstudio('check');
    expect(r.code).toBe(64);
    expect(r.stderr).toContain('[--measure] [--no-eval] [--probe]');
  });

  it('without --measure no formatter shows it', async () => {
    for (const format of FORMAT_NAMES) {
      const r = await packstudio('check', 'widget', '--format', format);
      expect(r.stdout).not.toContain(SUMMARY);
    }
  });
});
