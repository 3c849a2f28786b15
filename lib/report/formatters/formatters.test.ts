import { describe, expect, it } from 'vitest';

import { createReport, ran, reportJson, type Report } from '@/lib/core/report';
import { FORMATTERS, FORMAT_NAMES, isFormatName, type FormatterContext } from '.';
import { finding, recuedReport } from './test-fixtures';
import { formatFinding } from './text';
import { plural } from './types';
import { HCP_CATEGORIES } from '../../formats/hcp/categories';
import { reportSectionsOf } from '@/lib/formats';

const hcp = createReport({
  pack_id: 'ledger',
  format: 'hcp',
  scoredCategories: HCP_CATEGORIES,
  findings: [
    finding({}),
    finding({
      id: 'L-extra_verb',
      severity: 'error',
      category: 'structure',
      file: 'policy.json',
      pointer: '/verbs/refund',
      line: 9,
      column: 2,
    }),
  ],
  layers: [
    ran('structure'),
    ran('static'),
    {
      layer: 'probe',
      status: 'not_run',
      reason: 'bin "ledger" not allow-listed; allow it with PACKSTUDIO_ALLOWLIST=ledger',
    },
  ],
});
const recued = recuedReport;
const context: FormatterContext = {
  docsBase: 'https://studio.example',
  rule: () => undefined,
  sectionsOf: reportSectionsOf,
};

describe('the formatter map', () => {
  // Deliberately changed: the map grew the CI formats of issue 11 (sarif, github, markdown, junit, html).
  it('names every format, each a formatter with a description', () => {
    expect(new Set(FORMAT_NAMES)).toEqual(
      new Set(['text', 'json', 'agent', 'sarif', 'github', 'markdown', 'junit', 'html']),
    );
    for (const name of FORMAT_NAMES) {
      expect(FORMATTERS[name].description.length).toBeGreaterThan(10);
      expect(FORMATTERS[name].format([hcp], context)).not.toBe('');
    }
    expect(isFormatName('json')).toBe(true);
    expect(isFormatName('toString')).toBe(false);
  });
});

describe('text', () => {
  it('errors first, each with where, message and fix; not-run layers; the score line', () => {
    const out = FORMATTERS.text.format([hcp], context).split('\n');
    expect(out[0]).toBe('error  L-extra_verb     policy.json /verbs/refund:9:2');
    expect(out).toContain('       fix: Add one.');
    expect(out).toContain(
      'probe: did not run (bin "ledger" not allow-listed; allow it with PACKSTUDIO_ALLOWLIST=ledger)',
    );
    expect(out.at(-1)).toBe('ledger: score 84/100, grade D, 1 error, 1 warning, 0 notes');
  });

  it('a format that does not score prints the counts only', () => {
    expect(FORMATTERS.text.format([recued], context)).toBe('acme-tasks: 0 errors, 0 warnings, 0 notes');
  });

  it('a finding without a pointer prints the file alone', () => {
    expect(formatFinding(finding({ pointer: '', file: 'HARNESS.md' })).split('\n')[0]).toBe(
      'warn   M001             HARNESS.md:3:5',
    );
  });
});

describe('json', () => {
  // Deliberately changed (issue 11 §2): several reports print as one object { reports, errors }, no longer an array.
  it('one report prints as the report itself; several, or any many-pack run, as { reports, errors }', () => {
    // The report as its JSON carries it: each section at the top level (none in these two), no `sections` key.
    expect(JSON.parse(FORMATTERS.json.format([hcp], context))).toEqual(reportJson(hcp));
    expect(JSON.parse(FORMATTERS.json.format([hcp], context))).not.toHaveProperty('sections');
    expect(JSON.parse(FORMATTERS.json.format([hcp, recued], context)) as { reports: Report[] }).toEqual({
      reports: [reportJson(hcp), reportJson(recued)],
      errors: [],
    });
    const errors = [{ code: 'no_input' as const, path: 'nope', message: 'cannot read nope: no such folder' }];
    expect(JSON.parse(FORMATTERS.json.format([hcp], { ...context, packSet: { errors } }))).toEqual({
      reports: [reportJson(hcp)],
      errors,
    });
  });
});

describe('text over several packs', () => {
  it('prints each report, then a summary table: pack, format, grade, score, errors, warnings', () => {
    const out = FORMATTERS.text.format([hcp, recued], context);
    const single = FORMATTERS.text.format([hcp], context);
    expect(out.startsWith(single)).toBe(true);
    const table = out.slice(out.lastIndexOf('\npack ') + 1).split('\n');
    expect(table[0]!.split(/\s+/)).toEqual(['pack', 'format', 'grade', 'score', 'errors', 'warnings']);
    expect(table[1]!.split(/\s+/)).toEqual([
      hcp.pack_id,
      'hcp',
      hcp.grade,
      String(hcp.score),
      String(hcp.counts.error),
      String(hcp.counts.warn),
    ]);
    expect(table[2]!.split(/\s+/)).toEqual([
      recued.pack_id,
      'recued',
      '-',
      '-',
      String(recued.counts.error),
      String(recued.counts.warn),
    ]);
    expect(table.at(-1)).toBe(
      `2 packs: ${plural(hcp.counts.error + recued.counts.error, 'error')}, ${plural(hcp.counts.warn + recued.counts.warn, 'warning')}`,
    );
    // One pack named alone keeps the single-pack text; a many-pack run of one still ends with the table.
    expect(single).not.toMatch(/^pack +format/m);
    expect(FORMATTERS.text.format([hcp], { ...context, packSet: { errors: [] } })).toMatch(
      /^pack +format +grade +score +errors +warnings$/m,
    );
  });
});

describe('agent', () => {
  it('headed by this tool, errors before warnings, links under the docs base, the layers that did not run', () => {
    const out = FORMATTERS.agent.format([hcp], context);
    expect(out.startsWith('# Pack Studio check: ledger\n\nScore 84/100, grade D. 1 error, 1 warning.\n')).toBe(true);
    expect(out.indexOf('## Fix now (errors)')).toBeLessThan(out.indexOf('## Then (warnings)'));
    expect(out).toContain('   Why: https://studio.example/rules/L-extra_verb');
    expect(out).toContain('## Not run');
    expect(out).toContain('- **probe**: bin "ledger" not allow-listed; allow it with PACKSTUDIO_ALLOWLIST=ledger');
    expect(out).toContain('run `packstudio check DIR --probe --agent` again');
  });

  it("the loop uses the caller's command, and a clean unscored report says to stop", () => {
    expect(FORMATTERS.agent.format([hcp], { ...context, rerun: 'packstudio check packs/ledger --agent' })).toContain(
      'run `packstudio check packs/ledger --agent` again',
    );
    const out = FORMATTERS.agent.format([recued], context);
    expect(out).toMatch(/^# Pack Studio check: acme-tasks\n\n0 errors, 0 warnings\.\n/);
    expect(out.trimEnd().endsWith('Nothing to fix. Stop here.')).toBe(true);
    expect(out).not.toContain('Score');
  });
});
