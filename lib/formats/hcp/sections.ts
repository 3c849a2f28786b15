import { z } from 'zod';
import { EvalSummarySchema, ProbeRecordSchema, type EvalSummary, type ProbeRecord } from '../../hcp/records';
import { htmlText, markdownCode, markdownText, plainText } from '../../report/formatters/escape';
import { htmlTable, type SectionView } from '../../report/formatters/section-view';
import { plural } from '../../report/formatters/types';
import type { ReportSection } from '../types';

/**
 * HCP's report sections: the probe layer's runs and the eval layer's summary, under the keys hcpx's JSON report gives
 * them (`probes`, `eval`). Every formatter draws them from here; the studio's panels are components/hcp's tables.
 */

const exitWords = (p: ProbeRecord) => String(p.exit_code ?? (p.timed_out ? 'timed out' : 'killed'));
const skippedCount = (probes: readonly ProbeRecord[]) => probes.filter((p) => p.skipped !== undefined).length;

function probesView(probes: ProbeRecord[]): SectionView {
  const skipped = skippedCount(probes);
  return {
    title: 'Probes',
    summary: `${probes.length - skipped} run(s)${skipped ? `, ${skipped} not run` : ''}`,
    columns: ['Command', 'Exit', 'ms', 'Tokens', 'JSON'],
    rows: probes.map((p) =>
      p.skipped !== undefined
        ? [p.argv.join(' '), `not run: ${p.skipped}`, '–', '–', '–']
        : [p.argv.join(' '), exitWords(p), String(p.ms), String(p.tokens), p.json ? 'yes' : 'no'],
    ),
  };
}

export const probesSection: ReportSection<ProbeRecord[]> = {
  id: 'probes',
  title: 'Probes',
  schema: z.array(ProbeRecordSchema),
  present: (probes) => probes.length > 0,
  view: probesView,
  draw: {
    text: (probes) => [
      '',
      `probes: ${probesView(probes).summary}`,
      ...probes.map((p) =>
        p.skipped !== undefined
          ? `  not run  ${plainText(p.argv.join(' '))}: ${plainText(p.skipped)}`
          : `  ${p.exit_code ?? 'killed'}  ${p.ms} ms  ${p.tokens} tok  ${p.json ? 'json' : 'text'}  ${plainText(p.argv.join(' '))}`,
      ),
    ],
    markdown: (probes) => [
      `<details><summary>${plural(probes.length, 'probe')}</summary>`,
      '',
      '| Command | Exit | ms | Tokens | JSON |',
      '|---|---|---|---|---|',
      ...probes.map((p) =>
        p.skipped !== undefined
          ? `| ${markdownCode(p.argv.join(' '))} | not run: ${markdownText(p.skipped)} | – | – | – |`
          : `| ${markdownCode(p.argv.join(' '))} | ${exitWords(p)} | ${p.ms} | ${p.tokens} | ${p.json ? 'yes' : 'no'} |`,
      ),
      '',
      '</details>',
    ],
    html: (probes) => [
      '<h2>Probes</h2>',
      htmlTable(
        ['Command', 'Exit', 'ms', 'Tokens', 'JSON'],
        probes.map((p) =>
          p.skipped !== undefined
            ? [`<code>${htmlText(p.argv.join(' '))}</code>`, `not run: ${htmlText(p.skipped)}`, '–', '–', '–']
            : [
                `<code>${htmlText(p.argv.join(' '))}</code>`,
                htmlText(exitWords(p)),
                htmlText(p.ms),
                htmlText(p.tokens),
                p.json ? 'yes' : 'no',
              ],
        ),
      ),
    ],
    // The agent's loop is the findings: a probe that says something is a finding already.
    agent: () => [],
  },
};

const evalLine = (e: EvalSummary) => `${e.passed} passed, ${e.failed} failed, p50 ${e.p50_ms} ms, p95 ${e.p95_ms} ms`;

export const evalSection: ReportSection<EvalSummary | null> = {
  id: 'eval',
  title: 'Eval',
  schema: EvalSummarySchema.nullable(),
  present: (e) => e !== null,
  view: (e) => ({
    title: 'Eval',
    summary: e ? evalLine(e) : 'did not run',
    columns: ['Case', 'Command', 'Result', 'ms', 'Tokens'],
    rows: (e?.cases ?? []).map((c) => [
      c.name,
      c.verb,
      c.passed ? 'pass' : `FAIL: ${c.error ?? ''}`,
      String(c.ms),
      String(c.tokens),
    ]),
  }),
  draw: {
    text: (e) => (e ? ['', `eval: ${evalLine(e)}`] : []),
    markdown: (e) =>
      e
        ? [
            `<details><summary>Eval: ${e.passed} passed, ${e.failed} failed (p50 ${e.p50_ms} ms, p95 ${e.p95_ms} ms)</summary>`,
            '',
            '| Case | Command | Result | ms | Tokens |',
            '|---|---|---|---|---|',
            ...e.cases.map(
              (c) =>
                `| ${markdownText(c.name)} | ${markdownCode(c.verb)} | ${c.passed ? 'pass' : `FAIL: ${markdownText(c.error ?? '')}`} | ${c.ms} | ${c.tokens} |`,
            ),
            '',
            '</details>',
          ]
        : [],
    html: (e) =>
      e
        ? [
            `<h2>Eval <span class="muted">${e.passed} passed, ${e.failed} failed · p50 ${e.p50_ms} ms, p95 ${e.p95_ms} ms</span></h2>`,
            htmlTable(
              ['Case', 'Command', 'Result', 'ms', 'Tokens'],
              e.cases.map((c) => [
                htmlText(c.name),
                `<code>${htmlText(c.verb)}</code>`,
                c.passed
                  ? '<span class="pill ok">pass</span>'
                  : `<span class="pill error">fail</span> ${htmlText(c.error ?? '')}`,
                htmlText(c.ms),
                htmlText(c.tokens),
              ]),
            ),
          ]
        : [],
    agent: (e) =>
      e
        ? [
            '',
            '## Eval',
            '',
            '| case | command | result | ms | tokens |',
            '|---|---|---|---|---|',
            ...e.cases.map(
              (c) =>
                `| ${markdownText(c.name)} | ${markdownText(c.verb)} | ${c.passed ? 'pass' : `FAIL: ${markdownText(c.error ?? '')}`} | ${c.ms} | ${c.tokens} |`,
            ),
            '',
            `${e.passed} passed, ${e.failed} failed; p50 ${e.p50_ms} ms, p95 ${e.p95_ms} ms.`,
          ]
        : [],
  },
};

/** HCP's sections, in the order its JSON report lists them. */
export const HCP_REPORT_SECTIONS = [probesSection, evalSection] as const;
