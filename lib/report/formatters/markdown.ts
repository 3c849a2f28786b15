import type { Finding } from '@/lib/core/finding';
import { layersNotRun, usesSuppressions, type Report } from '@/lib/core/report';
import { noScoreNote } from '@/lib/core/unparsed';
import { markdownCode, markdownText } from './escape';
import { listedFindings, NOT_SCORED, READINESS_TITLE, readinessLine, tokenLine } from './readiness';
import { markdownSection, shownSections } from './section-view';
import { scoreWords, suppressedNote } from './suppressions';
import { TOOL } from './tool';
import { docsHref, notChecked, plural, type Formatter, type FormatterContext } from './types';

/** Every untrusted text goes through markdownText (a table cell included: its `|` are escaped) or markdownCode. */
const cell = markdownText;
const code = markdownCode;

function headline(report: Report): string {
  const { error, warn, info } = report.counts;
  // Scored packs say whether they may be shared (90+ and no error); the others say only how bad it is.
  const verdict =
    report.ready === null
      ? error
        ? '❌'
        : warn
          ? '⚠️'
          : '✅'
      : report.ready
        ? '✅ ready to share'
        : '❌ not ready to share';
  const blocked = noScoreNote(report.findings);
  const words = scoreWords(report);
  const score = !words
    ? blocked
      ? `**${blocked}** · `
      : ''
    : words.after === null
      ? `**${report.score}/100**, grade **${report.grade}** · `
      : `Spec score **${report.score}/100**, grade **${report.grade}** · after suppressions **${report.scoreAfterSuppressions}/100**, grade **${report.gradeAfterSuppressions}** · `;
  return `${score}${plural(error, 'error')}, ${plural(warn, 'warning')}, ${plural(info, 'note')}${suppressedNote(report)} · ${verdict}`;
}

const SEVERITY_CELL = { error: '❌ error', warn: '⚠️ warning', info: 'ℹ️ note' } as const;

function findingTable(findings: Finding[], context: FormatterContext): string[] {
  const rows = findings.map(
    (f) =>
      `| ${SEVERITY_CELL[f.severity]} | [${cell(f.id)}](${docsHref(context, f.docs)}) | ${code(f.file)} ${code(f.pointer)} line ${f.line} | ${cell(f.message)} | ${cell(f.fix)} |`,
  );
  return ['| | Rule | Where | Finding | Fix |', '|---|---|---|---|---|', ...rows];
}

/** What only a reader who opens it needs: notes, layers, categories, probes, eval. */
function details(report: Report, context: FormatterContext): string[] {
  const out: string[] = [];
  const notes = report.findings.filter((f) => f.severity === 'info');
  if (notes.length)
    out.push(
      `<details><summary>${plural(notes.length, 'note')}</summary>`,
      '',
      ...findingTable(notes, context),
      '',
      '</details>',
    );
  if (report.suppressed.length) {
    const rows = report.suppressed.map(
      ({ finding: f, reason }) =>
        `| ${SEVERITY_CELL[f.severity]} | [${cell(f.id)}](${docsHref(context, f.docs)}) | ${code(f.file)} ${code(f.pointer)} line ${f.line} | ${cell(f.message)} | ${cell(reason)} |`,
    );
    out.push(
      `<details><summary>${report.suppressed.length} suppressed (not counted; the spec score still counts them)</summary>`,
      '',
      '| | Rule | Where | Finding | Reason |',
      '|---|---|---|---|---|',
      ...rows,
      '',
      '</details>',
    );
  }
  if (report.categories) {
    out.push('<details><summary>Category scores</summary>', '', '| Category | Score |', '|---|---|');
    for (const [name, score] of Object.entries(report.categories)) out.push(`| ${cell(name)} | ${score} |`);
    out.push('', '</details>');
  }
  const layers = report.layers.map(
    (l) => `| ${cell(l.layer)} | ${cell(l.status.replace('_', ' '))} | ${cell(l.reason ?? '')} |`,
  );
  out.push(
    '<details><summary>Layers</summary>',
    '',
    '| Layer | Status | Why |',
    '|---|---|---|',
    ...layers,
    '',
    '</details>',
  );
  for (const { section, data } of shownSections(report, context.sectionsOf))
    out.push(...(section.draw?.markdown?.(data) ?? markdownSection(section.view(data))));
  return out;
}

function formatOne(report: Report, context: FormatterContext, heading: string): string[] {
  const out = [`${heading} ${cell(report.pack_id)}`, '', headline(report)];
  const blocking = report.findings.filter((f) => f.severity !== 'info');
  if (blocking.length) out.push('', ...findingTable(blocking, context));
  const notRun = layersNotRun(report);
  if (notRun.length) out.push('', ...notRun.map((n) => `> **${cell(n.layer)}** did not run: ${cell(n.reason ?? '')}`));
  if (report.agent) out.push('', `**${READINESS_TITLE}** (${NOT_SCORED}): ${cell(readinessLine(report.agent))}`);
  out.push('', ...details(report, context), ...(report.agent ? readinessDetails(report.agent) : []));
  return out;
}

const AGENT_SEVERITY = { warn: '⚠️ warning', info: 'ℹ️ note' } as const;

/** The agent-readiness layer, folded: its findings, the tokens per command (and against a baseline), the host matrix. */
function readinessDetails(agent: NonNullable<Report['agent']>): string[] {
  const out = [`<details><summary>${READINESS_TITLE} (${NOT_SCORED})</summary>`, ''];
  const listed = listedFindings(agent);
  if (listed.length)
    out.push(
      '| | Check | Where | Finding | Fix |',
      '|---|---|---|---|---|',
      ...listed.map(
        (f) =>
          `| ${AGENT_SEVERITY[f.severity]} | ${code(f.id)} | ${code(f.file)} line ${f.line} | ${cell(f.message)} | ${cell(f.fix)} |`,
      ),
      '',
    );
  const change = agent.tokens.baseline;
  const before = new Map(change?.commands.map((c) => [c.command, c.before]) ?? []);
  out.push(
    `Tokens: ${cell(tokenLine(agent))}.`,
    '',
    `| Command | Tool | Name | Description | Schema | Total${change ? ' | Change |' : ' |'}`,
    `|---|---|---|---|---|---|${change ? '---|' : ''}`,
    ...agent.tokens.tools.map((t) => {
      const was = before.get(t.command);
      const delta = change
        ? ` ${was === undefined ? '' : was === 0 ? 'new' : `${t.total - was > 0 ? '+' : ''}${t.total - was}`} |`
        : '';
      return `| ${code(t.command)} | ${code(t.tool)} | ${t.name} | ${t.description} | ${t.schema} | ${t.total} |${delta}`;
    }),
    ...(change?.commands
      .filter((c) => c.after === 0)
      .map((c) => `| ${code(c.command)} | removed | | | | 0 | −${c.before} |`) ?? []),
    '',
  );
  const hosts = agent.hosts.hosts;
  out.push(
    `| Command | ${hosts.map((h) => cell(h.name)).join(' | ')} |`,
    `|---|${hosts.map(() => '---|').join('')}`,
    ...agent.hosts.commands.map((command) => {
      const cells = hosts.map((h) => {
        const refused = agent.hosts.cells.find((c) => c.host === h.id && c.command === command);
        return refused ? `❌ ${cell([...new Set(refused.refusals.map((r) => r.feature))].join('; '))}` : '✅';
      });
      return `| ${code(command)} | ${cells.join(' | ')} |`;
    }),
    '',
    '</details>',
  );
  return out;
}

/** The packs at a glance, when there are several: the summary table of a many-pack check. */
export function summaryTable(reports: readonly Report[]): string[] {
  // The score after suppressions gets its own labelled column only when some pack has a packstudio.json.
  if (reports.some(usesSuppressions)) {
    const rows = reports.map(
      (r) =>
        `| ${cell(r.pack_id)} | ${cell(r.format)} | ${r.grade ?? '–'} | ${r.score ?? '–'} | ${r.scoreAfterSuppressions ?? '–'} | ${r.counts.error} | ${r.counts.warn} |`,
    );
    return [
      '| Pack | Format | Grade | Spec score | After suppressions | Errors | Warnings |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ];
  }
  const rows = reports.map(
    (r) =>
      `| ${cell(r.pack_id)} | ${cell(r.format)} | ${r.grade ?? '–'} | ${r.score ?? '–'} | ${r.counts.error} | ${r.counts.warn} |`,
  );
  return ['| Pack | Format | Grade | Score | Errors | Warnings |', '|---|---|---|---|---|---|', ...rows];
}

/** A line per DIR of the set that could not be checked, under the summary table. */
function notCheckedLines(context: FormatterContext): string[] {
  const errors = notChecked(context);
  return errors.length
    ? [
        '',
        `**Not checked** (${plural(errors.length, 'DIR')}):`,
        '',
        ...errors.map((e) => `- ❌ ${code(e.path)}: ${cell(e.message)}`),
      ]
    : [];
}

/** A pull-request comment: the headline and the errors and warnings with their fixes up front, the rest folded. */
export const markdownFormatter: Formatter = {
  description: 'a pull-request comment: score, counts, findings with fixes, details folded',
  format: (reports, context) => {
    const title = `## ${TOOL.fullName} check`;
    if (reports.length === 1 && !context.packSet) return formatOne(reports[0]!, context, `${title}:`).join('\n');
    return [
      title,
      '',
      ...summaryTable(reports),
      ...notCheckedLines(context),
      '',
      ...reports.flatMap((r) => [...formatOne(r, context, '###'), '']),
    ]
      .join('\n')
      .trimEnd();
  },
};
