import type { Finding } from '@/lib/core/finding';
import { layersNotRun, usesSuppressions, type Report } from '@/lib/core/report';
import { READY_SCORE, type Grade } from '@/lib/core/score';
import { htmlText } from './escape';
import { htmlSection, htmlTable, shownSections } from './section-view';
import { findingPlace, listedFindings, NOT_SCORED, READINESS_TITLE, readinessLine, tokenLine } from './readiness';
import { summaryLine } from './text';
import { TOOL } from './tool';
import { docsHref, notChecked, plural, type Formatter, type FormatterContext } from './types';
import { formatCount } from '@/lib/core/number-format';

/** The dashboard's palette (app/globals.css, zinc/indigo/emerald/amber/red), written out so the file needs nothing else. */
const CSS = `
:root{color-scheme:light dark;--fg:#18181b;--muted:#71717a;--canvas:#fafafa;--surface:#fff;--line:#e4e4e7;--soft:#f4f4f5;--accent:#4f46e5;
--error:#b91c1c;--error-soft:#fef2f2;--warn:#b45309;--warn-soft:#fffbeb;--ok:#047857;--ok-soft:#ecfdf5;--info:#3f3f46}
@media (prefers-color-scheme:dark){:root{--fg:#f4f4f5;--muted:#a1a1aa;--canvas:#09090b;--surface:#18181b;--line:#27272a;--soft:#27272a;--accent:#818cf8;
--error:#f87171;--error-soft:#450a0a;--warn:#fbbf24;--warn-soft:#451a03;--ok:#34d399;--ok-soft:#022c22;--info:#d4d4d8}}
*{box-sizing:border-box}body{margin:0;background:var(--canvas);color:var(--fg);font:14px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:64rem;margin:0 auto;padding:2rem 1.25rem}h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.05rem;margin:1.75rem 0 .75rem}
.muted{color:var(--muted)}.card{background:var(--surface);border:1px solid var(--line);border-radius:.75rem;padding:1.25rem}
.head{display:flex;gap:1.5rem;align-items:center;flex-wrap:wrap}.dial{position:relative;width:132px;height:132px;flex:none}
.dial svg{width:100%;height:100%;transform:rotate(-90deg)}.dial .v{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center}
.dial b{font-size:1.9rem;font-variant-numeric:tabular-nums}.bars{display:grid;gap:.55rem;flex:1;min-width:16rem;margin:0}
.bars div{display:grid;grid-template-columns:6rem 1fr 2.5rem;gap:.75rem;align-items:center}.bars dt{color:var(--muted);text-transform:capitalize}
.bars dd{margin:0}.track{height:.5rem;border-radius:9999px;background:var(--soft);overflow:hidden}.track i{display:block;height:100%;border-radius:9999px}
.num{text-align:right;font-variant-numeric:tabular-nums;font-weight:600}.pill{display:inline-block;border-radius:9999px;padding:0 .5rem;font-size:.75rem;font-weight:600}
.error{color:var(--error);background:var(--error-soft)}.warn{color:var(--warn);background:var(--warn-soft)}.info{color:var(--info);background:var(--soft)}.ok{color:var(--ok);background:var(--ok-soft)}
ol.findings{list-style:none;padding:0;margin:0;display:grid;gap:.6rem}ol.findings li{background:var(--surface);border:1px solid var(--line);border-radius:.6rem;padding:.75rem 1rem}
code{font:12.5px ui-monospace,SFMono-Regular,Menlo,monospace;background:var(--soft);border-radius:.25rem;padding:0 .25rem}
.fix{margin:.35rem 0 0;padding:.4rem .6rem;border-left:3px solid var(--accent);background:var(--soft);border-radius:.25rem}
table{width:100%;border-collapse:collapse;background:var(--surface);border:1px solid var(--line);border-radius:.6rem;overflow:hidden}
th,td{text-align:left;padding:.4rem .7rem;border-bottom:1px solid var(--line);vertical-align:top}th{font-weight:600;color:var(--muted);font-size:.8rem}
.scores{margin:.75rem 0 0}.suppressed li{opacity:.85}.reason{margin:.35rem 0 0;padding:.4rem .6rem;border-left:3px solid var(--muted);background:var(--soft);border-radius:.25rem}
.figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.6rem;margin:.5rem 0 1rem}.figures div{background:var(--surface);border:1px solid var(--line);border-radius:.6rem;padding:.6rem .8rem}
.figures dt{color:var(--muted);font-size:.75rem}.figures dd{margin:0;font-size:1.25rem;font-weight:600;font-variant-numeric:tabular-nums}h3{font-size:.95rem;margin:1.25rem 0 .5rem}
a{color:var(--accent)}footer{margin-top:2.5rem;color:var(--muted);font-size:.8rem}.not-checked h2{margin-top:0}.pack+.pack,.not-checked+.pack{margin-top:3rem;padding-top:2rem;border-top:1px solid var(--line)}
`.trim();

const DIAL_COLOUR: Record<Grade, string> = { A: '#10b981', B: '#10b981', C: '#f59e0b', D: '#f97316', F: '#ef4444' };
const barColour = (v: number) => (v >= READY_SCORE ? '#10b981' : v >= 70 ? '#f59e0b' : v >= 60 ? '#f97316' : '#ef4444');

/** The score as a ring with the grade inside: the studio's ScoreDial, as inline SVG. */
function dial(score: number, grade: Grade, label = ''): string {
  const r = 52;
  const c = 2 * Math.PI * r;
  const arc = (Math.max(0, Math.min(100, score)) / 100) * c;
  const ring =
    score > 0
      ? `<circle cx="60" cy="60" r="${r}" fill="none" stroke-width="10" stroke-linecap="round" stroke="${DIAL_COLOUR[grade]}" stroke-dasharray="${arc.toFixed(2)} ${c.toFixed(2)}"/>`
      : '';
  return `<div class="dial" role="img" aria-label="Score ${score} of 100, grade ${grade}"><svg viewBox="0 0 120 120"><circle cx="60" cy="60" r="${r}" fill="none" stroke-width="10" stroke="var(--line)"/>${ring}</svg><div class="v"><b>${score}</b><span class="muted">${label ? `${htmlText(label)} · ` : ''}grade ${grade}</span></div></div>`;
}

function categoryBars(report: Report): string {
  if (!report.categories) return '';
  const notRun = new Set(layersNotRun(report).map((l) => l.layer as string));
  const rows = Object.entries(report.categories).map(([name, v]) =>
    notRun.has(name)
      ? `<div><dt>${htmlText(name)}</dt><dd class="muted">not run</dd><dd class="num muted">—</dd></div>`
      : `<div><dt>${htmlText(name)}</dt><dd class="track"><i style="width:${Math.max(2, v)}%;background:${barColour(v)}"></i></dd><dd class="num">${v}</dd></div>`,
  );
  return `<dl class="bars">${rows.join('')}</dl>`;
}

const LABEL = { error: 'error', warn: 'warning', info: 'note' } as const;

/** A finding as the dashboard lists it; a suppressed one shows its reason where the others show their fix. */
function findingItem(f: Finding, context: FormatterContext, reason?: string): string {
  const where = `${htmlText(f.file)}${f.pointer ? ` <code>${htmlText(f.pointer)}</code>` : ''} · line ${f.line}, column ${f.column}`;
  const tail =
    reason === undefined
      ? `<p class="fix"><b>Fix:</b> ${htmlText(f.fix)}</p>`
      : `<p class="reason"><b>Reason:</b> ${htmlText(reason)}</p>`;
  return `<li data-finding="${htmlText(f.id)}"><span class="pill ${htmlText(f.severity)}">${LABEL[f.severity] ?? htmlText(f.severity)}</span> <a href="${htmlText(docsHref(context, f.docs))}"><b>${htmlText(f.id)}</b></a> <span class="muted">${where}</span><div>${htmlText(f.message)}</div>${tail}</li>`;
}

function packSection(report: Report, context: FormatterContext): string {
  const out: string[] = [
    `<section class="pack" data-pack="${htmlText(report.pack_id)}">`,
    `<h1>${htmlText(report.pack_id)}</h1>`,
    `<p class="muted">${htmlText(summaryLine(report))}</p>`,
  ];
  const both = usesSuppressions(report);
  if (report.score !== null && report.grade !== null) {
    out.push(
      `<div class="card head">${dial(report.score, report.grade, both ? 'spec score' : '')}${categoryBars(report)}</div>`,
    );
    if (both)
      out.push(
        `<p class="scores" data-scores><b>Spec score</b> ${report.score}/100, grade ${htmlText(report.grade)} (every finding counted, as hcpx scores) · <b>After suppressions</b> ${htmlText(report.scoreAfterSuppressions ?? '–')}/100, grade ${htmlText(report.gradeAfterSuppressions ?? '–')}</p>`,
      );
  }
  const notRun = layersNotRun(report);
  if (notRun.length)
    out.push(
      `<h2>Not run</h2><ul>${notRun.map((n) => `<li><b>${htmlText(n.layer)}</b>: ${htmlText(n.reason ?? '')}</li>`).join('')}</ul>`,
    );
  out.push(
    `<h2>Findings <span class="muted">${htmlText(`${plural(report.counts.error, 'error')}, ${plural(report.counts.warn, 'warning')}, ${plural(report.counts.info, 'note')}`)}</span></h2>`,
  );
  out.push(
    report.findings.length
      ? `<ol class="findings">${report.findings.map((f) => findingItem(f, context)).join('')}</ol>`
      : '<p class="pill ok">No findings.</p>',
  );
  if (report.suppressed.length) {
    out.push(
      `<h2>Suppressed <span class="muted">${report.suppressed.length}, not counted (the spec score still counts them)</span></h2>`,
    );
    out.push(
      `<ol class="findings suppressed">${report.suppressed.map((s) => findingItem(s.finding, context, s.reason)).join('')}</ol>`,
    );
  }
  for (const { section, data } of shownSections(report, context.sectionsOf))
    out.push(...(section.draw?.html?.(data) ?? htmlSection(section.view(data))));
  if (report.agent) out.push(readinessSection(report.agent));
  out.push('</section>');
  return out.join('\n');
}

/** The agent-readiness layer: its four numbers, its findings (but the host refusals), tokens per tool, the host matrix, the tasks. */
function readinessSection(agent: NonNullable<Report['agent']>): string {
  const f = agent.figures;
  const figure = (label: string, value: string) => `<div><dt>${htmlText(label)}</dt><dd>${htmlText(value)}</dd></div>`;
  const listed = listedFindings(agent);
  const hosts = agent.hosts.hosts;
  const tasks = agent.confusion.tasks.filter((t) => t.source !== 'description' || t.rank !== 1);
  return [
    `<section class="readiness" data-agent-readiness><h2>${READINESS_TITLE} <span class="muted">${NOT_SCORED}</span></h2>`,
    `<p class="muted">${htmlText(readinessLine(agent))}</p>`,
    `<dl class="figures">${[
      ...(f.skillDrift === null ? [] : [figure('Skill drift', String(f.skillDrift))]),
      figure('Worst margin', f.worstMargin === null ? '–' : f.worstMargin.toFixed(2)),
      figure('Confusable pairs', String(f.pairsFlagged)),
      figure('Tokens', formatCount(f.tokens)),
      figure('Host refusals', String(f.hostRefusals)),
    ].join('')}</dl>`,
    listed.length
      ? `<ol class="findings">${listed
          .map(
            (x) =>
              `<li data-agent-finding="${htmlText(x.id)}"><span class="pill ${x.severity === 'warn' ? 'warn' : 'info'}">${x.severity === 'warn' ? 'warning' : 'note'}</span> <b>${htmlText(x.id)}</b> <span class="muted">${htmlText(findingPlace(x))}</span><div>${htmlText(x.message)}</div><p class="fix"><b>Fix:</b> ${htmlText(x.fix)}</p></li>`,
          )
          .join('')}</ol>`
      : '<p class="pill ok">Nothing an agent would trip on.</p>',
    `<h3>Tokens <span class="muted">${htmlText(tokenLine(agent))}</span></h3>`,
    htmlTable(
      ['Command', 'Tool', 'Name', 'Description', 'Schema', 'Total'],
      agent.tokens.tools.map((t) => [
        `<code>${htmlText(t.command)}</code>`,
        `<code>${htmlText(t.tool)}</code>`,
        htmlText(t.name),
        htmlText(t.description),
        htmlText(t.schema),
        htmlText(t.total),
      ]),
    ),
    '<h3>Hosts</h3>',
    htmlTable(
      ['Command', ...hosts.map((h) => h.name)],
      agent.hosts.commands.map((command) => [
        `<code>${htmlText(command)}</code>`,
        ...hosts.map((h) => {
          const cell = agent.hosts.cells.find((c) => c.host === h.id && c.command === command);
          return cell
            ? `<span class="pill error">refused</span> ${htmlText([...new Set(cell.refusals.map((r) => r.feature))].join('; '))}`
            : '<span class="pill ok">accepted</span>';
        }),
      ]),
    ),
    ...(tasks.length
      ? [
          '<h3>Tasks</h3>',
          htmlTable(
            ['Task', 'From', 'Meant for', 'Rank', 'Margin', 'Runner-up'],
            tasks.map((t) => [
              htmlText(t.text),
              htmlText(t.source),
              `<code>${htmlText(t.intended)}</code>`,
              htmlText(t.rank ?? '–'),
              htmlText(t.margin.toFixed(2)),
              t.runnerUp ? `<code>${htmlText(t.runnerUp)}</code>` : '–',
            ]),
          ),
        ]
      : []),
    '</section>',
  ].join('\n');
}

/** The DIRs that could not be checked, first on the page: a set whose sections all look clean may still have failed. */
function notCheckedSection(context: FormatterContext): string[] {
  const errors = notChecked(context);
  if (!errors.length) return [];
  return [
    `<section class="card not-checked" data-not-checked><h2>Not checked <span class="pill error">${htmlText(plural(errors.length, 'DIR'))}</span></h2><ul>${errors.map((e) => `<li data-path="${htmlText(e.path)}"><code>${htmlText(e.path)}</code>: ${htmlText(e.message)}</li>`).join('')}</ul></section>`,
  ];
}

/**
 * One self-contained HTML page that opens offline: inline CSS and SVG, system fonts, no script, nothing fetched.
 * The rule ids link to their pages as ordinary anchors (followed only when clicked).
 */
export const htmlFormatter: Formatter = {
  description: 'one self-contained HTML page (opens offline): score dial, categories, findings, probes, eval',
  format: (reports, context) => {
    const title =
      reports.length === 1
        ? `${reports[0]!.pack_id}: ${TOOL.fullName} report`
        : `${TOOL.fullName} report: ${plural(reports.length, 'pack')}`;
    return [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
      // No request of any kind: the policy forbids every fetch, so even a stray resource could not load.
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
      `<title>${htmlText(title)}</title><style>${CSS}</style></head><body><main>`,
      ...notCheckedSection(context),
      ...reports.map((r) => packSection(r, context)),
      `<footer>Made by ${htmlText(TOOL.fullName)} ${htmlText(TOOL.version)} (${htmlText(TOOL.name)}).</footer>`,
      '</main></body></html>',
    ].join('\n');
  },
};
