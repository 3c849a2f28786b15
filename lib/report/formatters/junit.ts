import type { Finding } from '@/lib/core/finding';
import { usesSuppressions, type Report } from '@/lib/core/report';
import { xmlText } from './escape';
import { shownSections } from './section-view';
import { NOT_SCORED, READINESS_TITLE, readinessLine } from './readiness';
import { TOOL } from './tool';
import { notChecked, type Formatter, type FormatterContext, type PackSetError, type RuleDoc } from './types';

/** The catalogue's rules of the pack's format, then any other rule a finding of it names. */
function rulesFor(report: Report, context: FormatterContext): RuleDoc[] {
  const all = context.rules?.() ?? [];
  const mine = all.filter((r) => r.format === report.format);
  const known = new Set(mine.map((r) => r.id));
  const extra = [...new Set([...report.findings, ...report.suppressed.map((s) => s.finding)].map((f) => f.id))].filter(
    (id) => !known.has(id),
  );
  return [...mine, ...extra.map((id) => context.rule(id) ?? { id, title: id, severity: 'error' as const, docs: '' })];
}

function failure(f: Finding): string {
  const where = `${f.file}${f.pointer ? ` ${f.pointer}` : ''}:${f.line}:${f.column}`;
  const body = `${where}\n${f.message}\nfix: ${f.fix}`;
  return `      <failure message="${xmlText(f.message)}" type="${xmlText(f.severity)}">${xmlText(body)}</failure>`;
}

/** A case's suppressed findings: not failures, but said in its output with their reasons, so a reviewer sees them. */
function suppressedOutput(report: Report, rule: RuleDoc): string {
  const lines = report.suppressed
    .filter((s) => s.finding.id === rule.id)
    .map(
      ({ finding: f, reason }) =>
        `suppressed: ${f.file}${f.pointer ? ` ${f.pointer}` : ''}:${f.line}:${f.column} ${f.message} (reason: ${reason})`,
    );
  return lines.length ? `      <system-out>${xmlText(lines.join('\n'))}</system-out>` : '';
}

/**
 * The suite's properties: the two scores, labelled (the spec score and, where packstudio.json took part, the one
 * after it), and the agent-readiness figures, named as that layer (not part of the score).
 */
function scoreProperties(report: Report, context: FormatterContext): string[] {
  const props: [string, string | number | null][] = [];
  if (report.score !== null) {
    props.push(['spec-score', report.score], ['spec-grade', report.grade]);
    if (usesSuppressions(report))
      props.push(
        ['score-after-suppressions', report.scoreAfterSuppressions],
        ['grade-after-suppressions', report.gradeAfterSuppressions],
        ['suppressed', report.suppressed.length],
      );
  }
  const figures = report.agent?.figures;
  if (figures)
    props.push(
      ...(figures.skillDrift === null ? [] : [['agent-readiness-skill-drift', figures.skillDrift] as [string, number]]),
      ['agent-readiness-worst-margin', figures.worstMargin],
      ['agent-readiness-confusable-pairs', figures.pairsFlagged],
      ['agent-readiness-tokens', figures.tokens],
      ['agent-readiness-host-refusals', figures.hostRefusals],
    );
  // A format's sections (a probe layer's runs, an eval summary): each one's summary, under its key.
  for (const { section, data } of shownSections(report, context.sectionsOf))
    props.push([section.id, section.view(data).summary]);
  if (!props.length) return [];
  return [
    '    <properties>',
    ...props.map(([name, value]) => `      <property name="${name}" value="${xmlText(String(value))}"/>`),
    '    </properties>',
  ];
}

function testcase(report: Report, rule: RuleDoc): { xml: string; failed: boolean; skipped: boolean } {
  const findings = report.findings.filter((f) => f.id === rule.id);
  const out = suppressedOutput(report, rule);
  const layer = rule.layer;
  const record = layer ? report.layers.find((l) => l.layer === layer) : undefined;
  const skipped = !findings.length && record !== undefined && record.status !== 'ran';
  const open = `    <testcase classname="${xmlText(report.pack_id)}" name="${xmlText(rule.id)}"`;
  if (findings.length)
    return {
      xml: [`${open}>`, ...findings.map(failure), ...(out ? [out] : []), '    </testcase>'].join('\n'),
      failed: true,
      skipped: false,
    };
  if (skipped)
    return {
      xml: `${open}>\n      <skipped message="${xmlText(record.reason ?? `${layer} ${record.status.replace('_', ' ')}`)}"/>\n    </testcase>`,
      failed: false,
      skipped: true,
    };
  return { xml: out ? [`${open}>`, out, '    </testcase>'].join('\n') : `${open}/>`, failed: false, skipped: false };
}

/**
 * The agent-readiness layer's findings as the suite's output: never failures (the layer is not part of the score,
 * and a CI dashboard reads a failure as a failing check), but there for a reviewer to read.
 */
function readinessOutput(report: Report): string[] {
  const agent = report.agent;
  if (!agent) return [];
  const lines = [
    `${READINESS_TITLE} (${NOT_SCORED}): ${readinessLine(agent)}`,
    ...agent.findings.map((f) => `${f.severity} ${f.id} ${f.file}:${f.line}:${f.column} ${f.message} (fix: ${f.fix})`),
  ];
  return [`    <system-out>${xmlText(lines.join('\n'))}</system-out>`];
}

/** A DIR of a many-pack run that could not be checked: its own suite, one case in error (not a failure: nothing was judged). */
function notCheckedSuite(e: PackSetError): string {
  return [
    `  <testsuite name="${xmlText(e.path)}" tests="1" failures="0" errors="1" skipped="0">`,
    `    <testcase classname="${xmlText(e.path)}" name="check">`,
    `      <error message="${xmlText(e.message)}" type="${xmlText(e.code)}">${xmlText(e.message)}</error>`,
    '    </testcase>',
    '  </testsuite>',
  ].join('\n');
}

/**
 * JUnit XML for CI dashboards: a suite per pack, a test case per rule (classname = pack, name = rule id), a
 * `<failure>` per finding, and `<skipped>` for the rules of a layer that did not run; a DIR that could not be
 * checked is a suite of one case with an `<error>`.
 */
export const junitFormatter: Formatter = {
  description: 'JUnit XML: a test case per rule per pack, a failure per finding',
  format: (reports, context) => {
    let tests = 0;
    let failures = 0;
    const suites = reports.map((report) => {
      const cases = rulesFor(report, context).map((rule) => testcase(report, rule));
      const failed = cases.filter((c) => c.failed).length;
      tests += cases.length;
      failures += failed;
      const skipped = cases.filter((c) => c.skipped).length;
      return [
        `  <testsuite name="${xmlText(report.pack_id)}" tests="${cases.length}" failures="${failed}" errors="0" skipped="${skipped}">`,
        ...scoreProperties(report, context),
        ...cases.map((c) => c.xml),
        ...readinessOutput(report),
        '  </testsuite>',
      ].join('\n');
    });
    const unchecked = notChecked(context);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<testsuites name="${xmlText(`${TOOL.name} ${TOOL.version}`)}" tests="${tests + unchecked.length}" failures="${failures}" errors="${unchecked.length}">`,
      ...suites,
      ...unchecked.map(notCheckedSuite),
      '</testsuites>',
    ].join('\n');
  },
};
