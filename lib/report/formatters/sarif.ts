import type { Finding, Severity } from '@/lib/core/finding';
import { usesSuppressions, type Report } from '@/lib/core/report';
import type { AgentFinding } from '@/lib/core/agent-readiness';
import { SUPPRESSIONS_FILE } from '@/lib/core/suppressions-file';
import { AGENT_CHECKS, AGENT_READINESS_PAGE } from '@/lib/agent/checks';
import { jsonText, sarifText, uriPath } from './escape';
import { shownSections } from './section-view';
import { TOOL } from './tool';
import { docsHref, notChecked, repoPath, type Formatter, type FormatterContext, type RuleDoc } from './types';

/** SARIF's levels for ours: `warn` is "warning", `info` is "note". */
const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warn: 'warning', info: 'note' };

/** SARIF wants a rule's `name` to be an identifier distinct from its id: the title in PascalCase. */
export function ruleName(rule: Pick<RuleDoc, 'id' | 'title'>): string {
  // One-letter words go ("has a description", "not x"): a lone capital is not Pascal case to the Multitool.
  const words = rule.title
    .replace(/[`'"’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 1 || /[0-9]/.test(w));
  // Pascal case as the Multitool checks it (SARIF2012): each word capitalised once, so "JSON" reads "Json".
  const name = words
    .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())
    .join('')
    .slice(0, 80);
  if (!name || name === rule.id) return `Rule${rule.id.replace(/[^A-Za-z0-9]/g, '')}`;
  return /^[0-9]/.test(name) ? `Rule${name}` : name;
}

/** A message string: a sentence that ends with a full stop, as SARIF's messages are asked to, braces doubled. */
const sentence = (text: string) => sarifText(/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

function describe(rule: RuleDoc, context: FormatterContext) {
  return {
    id: rule.id,
    name: ruleName(rule),
    shortDescription: { text: sentence(rule.title) },
    fullDescription: { text: sentence(rule.why || rule.title) },
    ...(rule.fix ? { help: { text: sentence(rule.fix) } } : {}),
    helpUri: docsHref(context, rule.docs),
    defaultConfiguration: { level: LEVEL[rule.severity] ?? 'error' },
  };
}

/** The agent-readiness layer's checks as rules (group `agent-readiness`): none is a spec rule. */
const AGENT_RULES: RuleDoc[] = AGENT_CHECKS.map((c) => ({
  id: c.id,
  title: c.title,
  severity: c.severity,
  docs: AGENT_READINESS_PAGE,
  group: 'agent-readiness',
  why: `${c.why} Agent readiness: not part of the score.`,
}));

/** Every rule the run can name: the whole catalogue, plus any finding's id the catalogue does not hold. */
function rulesOf(reports: readonly Report[], context: FormatterContext): RuleDoc[] {
  const rules = new Map<string, RuleDoc>();
  for (const rule of context.rules?.() ?? []) rules.set(rule.id, rule);
  for (const f of reports.flatMap((r) => [...r.findings, ...r.suppressed.map((s) => s.finding)])) {
    if (!rules.has(f.id))
      rules.set(f.id, context.rule(f.id) ?? { id: f.id, title: f.id, severity: f.severity, docs: f.docs });
  }
  if (reports.some((r) => r.agent)) {
    for (const rule of AGENT_RULES) rules.set(rule.id, rule);
    for (const f of reports.flatMap((r) => r.agent?.findings ?? []))
      if (!rules.has(f.id))
        rules.set(f.id, { id: f.id, title: f.id, severity: f.severity, docs: AGENT_READINESS_PAGE });
  }
  return [...rules.values()];
}

/** An agent-readiness finding as a result (placed and worded as any finding), tagged as that layer: never a spec rule's. */
function agentResult(f: AgentFinding, uri: string, ruleIndex: number, context: FormatterContext): SarifResult {
  const placed = { ...f, category: f.part, docs: AGENT_READINESS_PAGE };
  return {
    ...result(placed, uri, ruleIndex, context),
    properties: { layer: 'agent-readiness', scored: false, subject: f.subject },
  };
}

/** The run's property bag: each pack's two scores where packstudio.json took part, and each pack's agent-readiness figures. */
function runProperties(reports: readonly Report[], context: FormatterContext) {
  const properties: Record<string, unknown> = {};
  if (reports.some(usesSuppressions))
    properties.packs = reports.map((r) => ({
      pack: r.pack_id,
      specScore: r.score,
      specGrade: r.grade,
      scoreAfterSuppressions: r.scoreAfterSuppressions,
      gradeAfterSuppressions: r.gradeAfterSuppressions,
      suppressed: r.suppressed.length,
    }));
  if (reports.some((r) => r.agent))
    properties.agentReadiness = reports.flatMap((r) => (r.agent ? [{ pack: r.pack_id, ...r.agent.figures }] : []));
  // A format's sections by their summary (the rows stay in the JSON report): what a code-scanning run keeps of them.
  const sections = reports.flatMap((r) =>
    shownSections(r, context.sectionsOf).map(({ section, data }) => ({
      pack: r.pack_id,
      section: section.id,
      title: section.title,
      summary: section.view(data).summary,
    })),
  );
  if (sections.length) properties.sections = sections;
  return Object.keys(properties).length ? { properties } : {};
}

/**
 * A suppressed finding stays a result, as SARIF wants (viewers hide it, GitHub code scanning closes its alert):
 * `suppressions` with kind "external" (packstudio.json, not a comment in the analysed file) and the reason as justification.
 */
function suppression(by: SuppressedBy) {
  return [
    {
      kind: 'external',
      status: 'accepted',
      justification: by.reason,
      location: { physicalLocation: { artifactLocation: { uri: uriPath(by.uri), uriBaseId: 'SRCROOT' } } },
    },
  ];
}

/** The entry that suppressed a result: its reason, and packstudio.json's path as the repository sees it. */
interface SuppressedBy {
  reason: string;
  uri: string;
}

/** One result as the run lists it: a spec finding (maybe suppressed) or an agent-readiness one. */
interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: {
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId: string };
      region: { startLine: number; startColumn: number };
    };
    logicalLocations?: { fullyQualifiedName: string; kind: string }[];
  }[];
  suppressions?: ReturnType<typeof suppression>;
  properties?: Record<string, unknown>;
}

function result(
  f: Finding,
  uri: string,
  ruleIndex: number,
  context: FormatterContext,
  suppressedBy?: SuppressedBy,
): SarifResult {
  return {
    ruleId: f.id,
    ruleIndex,
    level: LEVEL[f.severity] ?? 'error',
    message: { text: `${sentence(f.message)} Fix: ${sentence(f.fix)}` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: uriPath(uri), uriBaseId: 'SRCROOT' },
          region: { startLine: Math.max(1, f.line), startColumn: Math.max(1, f.column) },
        },
        // The JSON pointer (or Markdown heading) names the place independent of lines, as a logical location.
        ...(f.pointer
          ? {
              logicalLocations: [
                { fullyQualifiedName: f.pointer, kind: f.file.endsWith('.json') ? 'object' : 'module' },
              ],
            }
          : {}),
      },
    ],
    ...(suppressedBy ? { suppressions: suppression(suppressedBy) } : {}),
  };
}

/**
 * A many-pack run's DIRs that could not be checked, as SARIF says a tool's own trouble: an error notification each
 * in the run's one invocation, which then did not succeed (a viewer shows it; results alone would look clean).
 */
function invocations(context: FormatterContext) {
  const errors = notChecked(context);
  if (!errors.length) return {};
  // No location: the DIR may be absolute or outside SRCROOT, and the message names it as it was typed.
  const notifications = errors.map((e) => ({ level: 'error', message: { text: sentence(e.message) } }));
  return { invocations: [{ executionSuccessful: false, toolExecutionNotifications: notifications }] };
}

/**
 * SARIF 2.1.0, for GitHub code scanning and every SARIF viewer: one run for all the packs, the catalogue as the
 * driver's rules, each finding a result on its file, line and column with its pointer as a logical location.
 */
export function toSarif(reports: readonly Report[], context: FormatterContext) {
  const rules = rulesOf(reports, context);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: TOOL.name,
            fullName: TOOL.fullName,
            version: TOOL.version,
            semanticVersion: TOOL.version,
            // The studio's home: where the rule pages (every helpUri) are served.
            informationUri: docsHref(context, '/'),
            rules: rules.map((r) => describe(r, context)),
          },
        },
        ...invocations(context),
        originalUriBaseIds: {
          SRCROOT: { description: { text: 'The folder the check ran in (the repository root in CI).' } },
        },
        columnKind: 'utf16CodeUnits',
        results: reports.flatMap((report, i) => [
          ...report.findings.map((f) => result(f, repoPath(context, i, f.file), index.get(f.id)!, context)),
          ...report.suppressed.map(({ finding: f, reason }) =>
            result(f, repoPath(context, i, f.file), index.get(f.id)!, context, {
              reason,
              uri: repoPath(context, i, SUPPRESSIONS_FILE),
            }),
          ),
          ...(report.agent?.findings ?? []).map((f) =>
            agentResult(f, repoPath(context, i, f.file), index.get(f.id)!, context),
          ),
        ]),
        // SARIF has no score: the run's property bag carries each pack's two, labelled, where packstudio.json took part.
        ...runProperties(reports, context),
      },
    ],
  };
}

export const sarifFormatter: Formatter = {
  description: 'SARIF 2.1.0, for GitHub code scanning and SARIF viewers',
  format: (reports, context) => jsonText(toSarif(reports, context)),
};
