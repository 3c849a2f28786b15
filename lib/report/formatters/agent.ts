import type { Finding } from '@/lib/core/finding';
import { layersNotRun, readyAfterSuppressions, usesSuppressions, type Report } from '@/lib/core/report';
import { noScoreNote } from '@/lib/core/unparsed';
import { markdownCode, markdownText } from './escape';
import { agentSection, shownSections } from './section-view';
import { hostGlanceLine, hostGlances, listedFindings, NOT_SCORED, readinessLine, tokenLine } from './readiness';
import { scoreWords } from './suppressions';
import { docsHref, plural, type Formatter, type FormatterContext } from './types';

/** The command an agent runs again when the caller does not say: the full check, every layer, of any format. */
const RERUN = 'packstudio check DIR --probe --agent';

function formatOne(report: Report, context: FormatterContext): string {
  const errors = report.findings.filter((f) => f.severity === 'error');
  const warnings = report.findings.filter((f) => f.severity === 'warn');
  const counts = `${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')}.`;
  const words = scoreWords(report);
  const scoreLine = words
    ? `${words.text[0]!.toUpperCase()}${words.text.slice(1)}. ${counts}`
    : noScoreNote(report.findings)
      ? `No score: ${noScoreNote(report.findings)}. ${counts}`
      : counts;
  const out = [`# Pack Studio check: ${markdownText(report.pack_id)}`, '', scoreLine];
  const section = (title: string, list: Finding[]) => {
    if (!list.length) return;
    out.push('', `## ${title}`, '');
    list.forEach((f, i) => {
      out.push(
        `${i + 1}. **${markdownText(f.file)} ${markdownCode(f.pointer || '/')}** (${markdownText(f.id)}): ${markdownText(f.message)}`,
      );
      out.push(`   Do: ${markdownText(f.fix)}`);
      out.push(`   Why: ${docsHref(context, f.docs)}`);
    });
  };
  section('Fix now (errors)', errors);
  section('Then (warnings)', warnings);
  if (report.suppressed.length) {
    out.push(
      '',
      '## Suppressed (leave these)',
      '',
      'packstudio.json suppresses these, each with its reason: do not fix them or remove the entry unless asked.',
      '',
    );
    for (const { finding: f, reason } of report.suppressed)
      out.push(
        `- ${markdownText(f.file)} ${markdownCode(f.pointer || '/')} (${markdownText(f.id)}): ${markdownText(f.message)} Reason: ${markdownText(reason)}`,
      );
  }
  const notRun = layersNotRun(report);
  if (notRun.length) {
    out.push(
      '',
      '## Not run',
      '',
      'These layers were asked for and did not run, so the report says nothing about them:',
      '',
    );
    for (const n of notRun) out.push(`- **${markdownText(n.layer)}**: ${markdownText(n.reason ?? '')}`);
  }
  for (const { section, data } of shownSections(report, context.sectionsOf))
    out.push(...(section.draw?.agent?.(data) ?? agentSection(section.view(data))));
  if (report.agent) out.push('', ...readiness(report.agent));
  out.push('', '## Loop', '', loop(report, context.rerun ?? RERUN));
  return out.join('\n');
}

/** The agent-readiness layer for a coding agent: what it measured, and each warning with what to do; it never blocks the loop. */
function readiness(agent: NonNullable<Report['agent']>): string[] {
  const warnings = listedFindings(agent).filter((f) => f.severity === 'warn');
  const out = [
    `## Agent readiness (${NOT_SCORED})`,
    '',
    `${markdownText(readinessLine(agent))}. Tokens: ${markdownText(tokenLine(agent))}. Hosts: ${markdownText(hostGlances(agent).map(hostGlanceLine).join('; '))}.`,
  ];
  if (warnings.length) {
    out.push(
      '',
      'Where an agent using the pack will go wrong (fix these when the task is to make the pack work for an agent; they do not change the score):',
      '',
    );
    warnings.forEach((f, i) => {
      out.push(
        `${i + 1}. **${markdownText(f.file)} line ${f.line}** (${markdownText(f.id)}): ${markdownText(f.message)}`,
      );
      out.push(`   Do: ${markdownText(f.fix)}`);
    });
  }
  return out;
}

function loop(report: Report, rerun: string): string {
  const never = 'Never weaken an eval expectation to make a case pass.';
  if (report.score === null) {
    return report.findings.some((f) => f.severity !== 'info')
      ? `Fix the errors, then the warnings, and run ${markdownCode(rerun)} again; stop when none are left. ${never}`
      : 'Nothing to fix. Stop here.';
  }
  if (report.ready) return 'Ready: score 90 or more with no errors. Stop here.';
  // Suppressions count as decided: the loop stops on the score after them, said as such.
  return usesSuppressions(report) && readyAfterSuppressions(report)
    ? 'Ready after suppressions: the score after them is 90 or more with no errors left. Stop here.'
    : `Fix the errors, then the warnings, and run ${markdownCode(rerun)} again; stop at 90 or more with no errors. ${never}`;
}

/** `--agent`: Markdown for a coding agent: errors, then warnings, each with a "Do:" line, then the eval table and the loop. */
export const agentFormatter: Formatter = {
  description: 'Markdown for a coding agent: what to fix, in order, and when to stop',
  format: (reports, context) => reports.map((r) => formatOne(r, context)).join('\n\n---\n\n'),
};
