import { describe, expect, it } from 'vitest';
import { hcpReport } from '../report/formatters/test-fixtures';
import { expectValidSarif } from '../report/formatters/test-multitool';
import { FORMATTERS } from '../report/formatters';
import { catalogue, catalogueEntry } from '../rules-catalogue';
import { DOWNLOAD_FORMATS, renderReport } from './report-downloads';
import { reportSectionsOf } from '../formats';
import { reportJson } from '../core/report';
import { readReport } from '../report-file/read';

const at = new Date(2026, 11, 1, 16, 12, 40);
const place = { docsBase: 'http://127.0.0.1:3000', packDir: 'ledger' };
type SarifUris = {
  runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[];
};
const uris = (text: string) =>
  (JSON.parse(text) as SarifUris).runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri);

describe('renderReport: the studio downloads every format the CLI writes', () => {
  it('offers HTML, SARIF, Markdown, JUnit and JSON, each named as the JSON download with its own extension', () => {
    expect(DOWNLOAD_FORMATS.map((d) => d.label)).toEqual(['HTML', 'SARIF', 'Markdown', 'JUnit', 'JSON']);
    const stem = `ledger-2026-12-01T1612-${hcpReport.score}${hcpReport.grade}`;
    expect(DOWNLOAD_FORMATS.map((d) => renderReport(hcpReport, d.format, at, place).fileName)).toEqual([
      `${stem}.html`,
      `${stem}.sarif`,
      `${stem}.md`,
      `${stem}.junit.xml`,
      `${stem}.json`,
    ]);
  });

  it("writes exactly what the CLI's formatter writes, for the pack as the workspace names it", () => {
    for (const { format } of DOWNLOAD_FORMATS) {
      const cli = FORMATTERS[format].format([hcpReport], {
        docsBase: place.docsBase,
        sectionsOf: reportSectionsOf,
        rule: catalogueEntry,
        rules: catalogue,
        packDirs: ['ledger'],
      });
      expect(renderReport(hcpReport, format, at, place).text.trimEnd()).toBe(cli.trimEnd());
    }
    // The JSON download is the report as the CLI's JSON writes it: its sections at the top level.
    expect(JSON.parse(renderReport(hcpReport, 'json', at, place).text)).toEqual(reportJson(hcpReport));
    expect(readReport(renderReport(hcpReport, 'json', at, place).text, 'download.json', reportSectionsOf)).toEqual({
      ok: true,
      report: expect.objectContaining({ sections: hcpReport.sections }),
    });
    expect(renderReport(hcpReport, 'html', at, place).text).toMatch(/^<!doctype html>/i);
    expect(renderReport(hcpReport, 'junit', at, place).text).toMatch(/^<\?xml/);
    expect(renderReport(hcpReport, 'markdown', at, place).type).toBe('text/markdown;charset=utf-8');
  });

  it('gives SARIF paths relative to the workspace, valid to the Multitool; never a path that climbs out', () => {
    const sarif = renderReport(hcpReport, 'sarif', at, place).text;
    expect(uris(sarif).every((u) => u.startsWith('ledger/'))).toBe(true);
    expectValidSarif(sarif);
    // The viewer does not know the pack's folder: files stay relative to the pack. A hostile folder is ignored.
    for (const packDir of [undefined, '../../tmp/x', '..']) {
      const text = renderReport(hcpReport, 'sarif', at, { docsBase: place.docsBase, packDir }).text;
      expect(uris(text).every((u) => !u.includes('..') && !u.includes('/'))).toBe(true);
    }
  });
});
