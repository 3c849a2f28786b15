// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FORMATTERS } from '.';
import { cliContext, hcpReport, suppressedReport as report } from './test-fixtures';
import { toSarif } from './sarif';

/** Every format lists suppressed findings apart with their reason and names both scores (issue 11 §3). */
describe('formatters under suppressions', () => {
  it('the fixture: the error suppressed, the spec score unchanged, one stale entry as a warning', () => {
    expect(report).toMatchObject({
      score: 84,
      grade: 'D',
      scoreAfterSuppressions: 92,
      gradeAfterSuppressions: 'A',
      counts: { error: 0, warn: 2, info: 1 },
    });
    expect(report.suppressed.map((s) => s.finding.id)).toEqual(['L-extra_verb']);
    expect(report.unmatchedSuppressions.map((u) => u.id)).toEqual(['M002']);
  });

  it('text: the suppressed section with its reason, apart from the findings, and both scores labelled', () => {
    const out = FORMATTERS.text.format([report], cliContext);
    const lines = out.split('\n');
    expect(lines.filter((l) => /^(error|warn|info) /.test(l)).map((l) => l.split(/\s+/)[1])).toEqual([
      'L-unmatched_suppression',
      'M001',
      'S002',
    ]);
    const at = lines.indexOf('suppressed (1, not counted; the spec score still counts them):');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe(
      '  error  L-extra_verb     policy.json /verbs/refund:9:2  policy verb "refund" not in pack manifest',
    );
    expect(lines[at + 2]).toBe('         reason: Kept for the v1 clients until June.');
    expect(lines.at(-1)).toBe(
      'ledger: spec score 84/100, grade D; after suppressions 92/100, grade A; 0 errors, 2 warnings, 1 note, 1 suppressed',
    );
    // Without a packstudio.json there is one score, as before.
    expect(FORMATTERS.text.format([hcpReport], cliContext).split('\n').at(-1)).toBe(
      'ledger: score 84/100, grade D, 1 error, 1 warning, 1 note',
    );
  });

  it('text: the many-pack table adds a labelled column only when a pack uses suppressions', () => {
    const table = FORMATTERS.text.format([report, hcpReport], cliContext).split('\n');
    const head = table.find((l) => l.startsWith('pack '))!;
    expect(head).toMatch(/grade +score +after suppressions +errors +warnings$/);
    expect(table.find((l) => l.startsWith('ledger ') && / 92 /.test(l))).toBeDefined();
    expect(FORMATTERS.text.format([hcpReport, hcpReport], cliContext)).not.toContain('after suppressions');
  });

  it('json: the report carries the suppressed findings, the unmatched entries and both scores', () => {
    const json = JSON.parse(FORMATTERS.json.format([report], cliContext));
    expect(json).toMatchObject({
      score: 84,
      scoreAfterSuppressions: 92,
      suppressed: [{ reason: 'Kept for the v1 clients until June.', finding: { id: 'L-extra_verb' } }],
      unmatchedSuppressions: [{ id: 'M002', entry: '/suppressions/1' }],
    });
  });

  it('agent: both scores, the suppressed ones under "leave these", and the loop stops on the score after them', () => {
    const out = FORMATTERS.agent.format([report], cliContext);
    expect(out).toContain(
      '\n\nSpec score 84/100, grade D; after suppressions 92/100, grade A. 0 errors, 2 warnings.\n',
    );
    expect(out).not.toContain('## Fix now (errors)');
    expect(out).toContain('## Suppressed (leave these)');
    expect(out).toContain(
      '- policy.json `/verbs/refund` (L-extra_verb): policy verb "refund" not in pack manifest Reason: Kept for the v1 clients until June.',
    );
    // probe did not run in the fixture, so it is not ready either way; with every layer run it is.
    expect(
      out
        .trimEnd()
        .endsWith('Ready after suppressions: the score after them is 90 or more with no errors left. Stop here.'),
    ).toBe(false);
    const allRan = { ...report, layers: report.layers.map((l) => ({ layer: l.layer, status: 'ran' as const })) };
    expect(
      FORMATTERS.agent
        .format([allRan], cliContext)
        .trimEnd()
        .endsWith('Ready after suppressions: the score after them is 90 or more with no errors left. Stop here.'),
    ).toBe(true);
  });

  it('sarif: a suppressed finding stays a result with an external suppression and its reason; the run names both scores', () => {
    const run = toSarif([report], cliContext).runs[0]!;
    const kept = run.results.find((r) => r.ruleId === 'L-extra_verb')!;
    expect(kept.suppressions).toEqual([
      {
        kind: 'external',
        status: 'accepted',
        justification: 'Kept for the v1 clients until June.',
        location: {
          physicalLocation: { artifactLocation: { uri: 'packs/ledger/packstudio.json', uriBaseId: 'SRCROOT' } },
        },
      },
    ]);
    expect(run.results.filter((r) => 'suppressions' in r)).toHaveLength(1);
    expect(
      run.results.find((r) => r.ruleId === 'L-unmatched_suppression')!.locations[0]!.physicalLocation.artifactLocation
        .uri,
    ).toBe('packs/ledger/packstudio.json');
    expect(run.tool.driver.rules.some((r) => r.id === 'L-unmatched_suppression')).toBe(true);
    expect(run).toMatchObject({
      properties: {
        packs: [
          {
            pack: 'ledger',
            specScore: 84,
            specGrade: 'D',
            scoreAfterSuppressions: 92,
            gradeAfterSuppressions: 'A',
            suppressed: 1,
          },
        ],
      },
    });
    // Without suppressions the run names no score of them; its sections (probes, eval) it names by their summary.
    expect(toSarif([hcpReport], cliContext).runs[0]!.properties).not.toHaveProperty('packs');
    expect(toSarif([hcpReport], cliContext).runs[0]!.properties!.sections).toEqual([
      { pack: 'ledger', section: 'probes', title: 'Probes', summary: '1 run(s)' },
      { pack: 'ledger', section: 'eval', title: 'Eval', summary: '1 passed, 1 failed, p50 5 ms, p95 7 ms' },
    ]);
  });

  it('github: the suppressed finding is not annotated, only logged with its reason; the score line names both', () => {
    const lines = FORMATTERS.github.format([report], cliContext).split('\n');
    expect(lines.filter((l) => l.startsWith('::')).some((l) => l.includes('L-extra_verb'))).toBe(false);
    expect(lines).toContain(
      'suppressed L-extra_verb packs/ledger/policy.json /verbs/refund:9: Kept for the v1 clients until June.',
    );
    expect(
      lines.some((l) =>
        l.startsWith('::warning file=packs/ledger/packstudio.json,line=9,col=5,title=L-unmatched_suppression::'),
      ),
    ).toBe(true);
    expect(lines.at(-1)).toContain('spec score 84/100, grade D; after suppressions 92/100, grade A');
  });

  it('markdown: both scores in the headline, the suppressed table folded with its reasons', () => {
    const out = FORMATTERS.markdown.format([report], cliContext);
    expect(out.split('\n')[2]).toBe(
      'Spec score **84/100**, grade **D** · after suppressions **92/100**, grade **A** · 0 errors, 2 warnings, 1 note, 1 suppressed · ❌ not ready to share',
    );
    expect(out.slice(0, out.indexOf('<details>'))).not.toContain('[L-extra_verb]');
    expect(out).toContain('<details><summary>1 suppressed (not counted; the spec score still counts them)</summary>');
    expect(out).toContain(
      '| ❌ error | [L-extra_verb](https://studio.example/rules/L-extra_verb) | `policy.json` `/verbs/refund` line 9 | policy verb "refund" not in pack manifest | Kept for the v1 clients until June. |',
    );
    expect(FORMATTERS.markdown.format([report, hcpReport], cliContext)).toContain(
      '| Pack | Format | Grade | Spec score | After suppressions | Errors | Warnings |',
    );
  });

  it('junit: a suppressed finding is no failure; its case says it with the reason, and the suite names both scores', () => {
    const doc = new DOMParser().parseFromString(FORMATTERS.junit.format([report], cliContext), 'application/xml');
    const suite = doc.getElementsByTagName('testsuite')[0]!;
    const extra = [...doc.getElementsByTagName('testcase')].find((c) => c.getAttribute('name') === 'L-extra_verb')!;
    expect(extra.getElementsByTagName('failure')).toHaveLength(0);
    expect(extra.getElementsByTagName('system-out')[0]!.textContent).toBe(
      'suppressed: policy.json /verbs/refund:9:2 policy verb "refund" not in pack manifest (reason: Kept for the v1 clients until June.)',
    );
    const props = Object.fromEntries(
      [...suite.getElementsByTagName('property')].map((p) => [p.getAttribute('name'), p.getAttribute('value')]),
    );
    expect(props).toEqual({
      'spec-score': '84',
      'spec-grade': 'D',
      'score-after-suppressions': '92',
      'grade-after-suppressions': 'A',
      suppressed: '1',
      probes: '1 run(s)',
      eval: '1 passed, 1 failed, p50 5 ms, p95 7 ms',
    });
    expect(Number(suite.getAttribute('failures'))).toBe(3);
  });

  it('html: the dial says spec score, the two scores labelled, and a Suppressed section with the reason', () => {
    const doc = new DOMParser().parseFromString(FORMATTERS.html.format([report], cliContext), 'text/html');
    expect(doc.querySelector('.dial')!.textContent).toContain('spec score · grade D');
    expect(doc.querySelector('[data-scores]')!.textContent).toBe(
      'Spec score 84/100, grade D (every finding counted, as hcpx scores) · After suppressions 92/100, grade A',
    );
    const suppressed = [...doc.querySelectorAll('ol.suppressed li')];
    expect(suppressed.map((li) => li.getAttribute('data-finding'))).toEqual(['L-extra_verb']);
    expect(suppressed[0]!.querySelector('.reason')!.textContent).toBe('Reason: Kept for the v1 clients until June.');
    expect(
      [...doc.querySelectorAll('ol.findings:not(.suppressed) li')].map((li) => li.getAttribute('data-finding')),
    ).not.toContain('L-extra_verb');
  });
});
