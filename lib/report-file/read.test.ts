import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticReport } from '../hcp/report';
import { loadPackFromDir } from '../node/load-dir';
import { checkComposition } from '../recued/check';
import { readFileSync } from 'node:fs';
import { readReport, readReports } from './read';
import { storedFinding } from '../core/finding';
import { reportSectionsOf } from '../formats';

const packs = fileURLToPath(new URL('../../packs/', import.meta.url));

describe('readReport', () => {
  it('reads a check report as the CLI writes it, keeping score, grade and findings', async () => {
    const report = staticReport(await loadPackFromDir(`${packs}broken-demo`));
    const read = readReport(JSON.stringify(report, null, 2), 'broken.json', reportSectionsOf);
    if (!read.ok) throw new Error(read.error);
    expect(read.report).toEqual({ ...report, findings: report.findings.map(storedFinding) });
    expect(read.report.score).toBe(report.score);
    expect(read.report.grade).toBe(report.grade);
    expect(read.report.findings).toEqual(report.findings.map(storedFinding));
    expect(read.report.counts.error).toBe(report.findings.filter((f) => f.severity === 'error').length);
  });

  it('reads a composition report, which has findings and no score', () => {
    const text = readFileSync(`${packs}acme-tasks/pack.json`, 'utf8');
    const report = checkComposition(text.replace('"name"', '"nmae"'));
    const read = readReport(JSON.stringify(report), 'the file', reportSectionsOf);
    if (!read.ok) throw new Error(read.error);
    expect(read.report.format).toBe('recued');
    expect(read.report.score).toBeNull();
    expect(read.report.findings.length).toBeGreaterThan(0);
  });

  it('says a damaged file is not valid JSON', () => {
    const read = readReport('{"pack_id": "x", "findings": [', 'cut.json', reportSectionsOf);
    expect(read).toMatchObject({ ok: false });
    expect(!read.ok && read.error).toMatch(/^cut\.json is not valid JSON, so it is damaged or cut short/);
  });

  it('says JSON that is not a report is not one', () => {
    for (const text of ['[]', '"text"', '{"name": "ledger"}', 'null']) {
      const read = readReport(text, 'x.json', reportSectionsOf);
      expect(!read.ok && read.error).toMatch(/^x\.json is not a Pack Studio report/);
    }
  });

  it('a report of the version before the one Report shape is another version', async () => {
    const {
      format: _f,
      layers: _l,
      ok: _o,
      counts: _c,
      ...older
    } = staticReport(await loadPackFromDir(`${packs}ledger`));
    const read = readReport(JSON.stringify(older), 'v0.json', reportSectionsOf);
    expect(!read.ok && read.error).toMatch(
      /^v0\.json looks like a report, but not one this version of Pack Studio can read .*format/,
    );
  });

  it('names the fields a report of another version gets wrong', async () => {
    const report = staticReport(await loadPackFromDir(`${packs}broken-demo`));
    const older = {
      ...report,
      grade: 'E',
      findings: report.findings.map((f, i) => (i === 0 ? { ...f, severity: 'critical' } : f)),
    };
    const read = readReport(JSON.stringify(older), 'old.json', reportSectionsOf);
    expect(!read.ok && read.error).toMatch(
      /^old\.json looks like a report, but not one this version of Pack Studio can read/,
    );
    expect(!read.ok && read.error).toMatch(/grade/);
    expect(!read.ok && read.error).toMatch(/findings\.0\.severity/);
  });
});

describe("a report's sections (the format's, validated by its schema)", () => {
  const PROBE = { argv: ['ledger', '--help'], exit_code: 0, ms: 3, tokens: 9, json: false, timed_out: false };
  const EVAL = { cases: [], passed: 0, failed: 0, p50_ms: 0, p95_ms: 0 };
  const ledger = async () => staticReport(await loadPackFromDir(`${packs}ledger`));

  it('reads them at the top level, as the JSON report writes them and every older report did', async () => {
    const { sections: _s, ...core } = await ledger();
    const read = readReport(JSON.stringify({ ...core, probes: [PROBE], eval: EVAL }), 'old.json', reportSectionsOf);
    if (!read.ok) throw new Error(read.error);
    expect(read.report.sections).toEqual({ probes: [PROBE], eval: EVAL });
    expect(read.report).not.toHaveProperty('probes');
  });

  it('reads them under `sections`, as a report kept in memory is stored', async () => {
    const report = { ...(await ledger()), sections: { probes: [PROBE], eval: null } };
    const read = readReport(JSON.stringify(report), 'stored.json', reportSectionsOf);
    if (!read.ok) throw new Error(read.error);
    expect(read.report.sections).toEqual({ probes: [PROBE], eval: null });
  });

  it("names a section that is not its format's shape, with its path from the top", async () => {
    const { sections: _s, ...core } = await ledger();
    const read = readReport(
      JSON.stringify({ ...core, probes: [{ ...PROBE, argv: 'ledger --help' }] }),
      'odd.json',
      reportSectionsOf,
    );
    expect(!read.ok && read.error).toMatch(/^odd\.json looks like a report, but not one .*probes\.0\.argv/);
  });

  it("leaves a format's sections to that format: another format's report keeps none of them", () => {
    const report = checkComposition(readFileSync(`${packs}acme-tasks/pack.json`, 'utf8'));
    const read = readReport(JSON.stringify({ ...report, probes: [PROBE] }), 'the file', reportSectionsOf);
    if (!read.ok) throw new Error(read.error);
    expect(read.report.sections).toEqual({});
  });
});

describe('readReports', () => {
  it('reads one report, a many-pack { reports } object, or an array, each report as readReport reads it', async () => {
    const hcp = staticReport(await loadPackFromDir(`${packs}ledger`));
    const recued = checkComposition(readFileSync(`${packs}acme-tasks/pack.json`, 'utf8'));
    const stored = (r: typeof hcp) => ({ ...r, findings: r.findings.map(storedFinding) });
    expect(readReports(JSON.stringify(hcp), 'the file', reportSectionsOf)).toEqual({
      ok: true,
      reports: [stored(hcp)],
    });
    expect(readReports(JSON.stringify({ reports: [hcp, recued], errors: [] }), 'the file', reportSectionsOf)).toEqual({
      ok: true,
      reports: [stored(hcp), stored(recued)],
    });
    expect(readReports(JSON.stringify([recued]), 'the file', reportSectionsOf)).toEqual({
      ok: true,
      reports: [stored(recued)],
    });
  });

  it('names the report of the set that cannot be read, and a damaged file as damaged', () => {
    const bad = readReports(JSON.stringify({ reports: [{ findings: [] }] }), 'set.json', reportSectionsOf);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^set\.json \(report 1\) looks like a report, but not one this version/);
    const cut = readReports('{"reports": [', 'cut.json', reportSectionsOf);
    expect(!cut.ok && cut.error).toMatch(/^cut\.json is not valid JSON/);
  });
});

describe('readReport of a many-pack file', () => {
  it("says it holds several packs' reports rather than that it is no report", () => {
    expect(readReport(JSON.stringify({ reports: [{}, {}], errors: [] }), 'set.json', reportSectionsOf)).toEqual({
      ok: false,
      error:
        "set.json holds the reports of 2 packs (`packstudio check DIR… --json`); open one pack's report, as `packstudio check DIR --json` writes it.",
    });
    expect(readReport('{"reports": [], "errors": []}', 'empty.json', reportSectionsOf)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^empty\.json holds the reports of 0 packs/),
    });
  });
});
