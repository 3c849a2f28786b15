import type { Finding } from '../core/finding';
import {
  escapeData,
  escapeProperty,
  markdownCode,
  markdownText,
  plainText,
  visibleText,
} from '../report/formatters/escape';
import type { ReportDiff } from './diff';
import { layersText, policyCountsText, scoreCaveat } from './format-text';
import type { PolicyChange, PolicyDirection } from './policy-diff';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const DIRECTION_CELL: Record<PolicyDirection, string> = {
  weakened: '🔴 weakened',
  strengthened: '🟢 strengthened',
  neutral: '⚪ neutral',
};
const SEVERITY_CELL = { error: '❌ error', warn: '⚠️ warning', info: 'ℹ️ note' } as const;

function findingTable(title: string, findings: readonly Finding[]): string[] {
  if (!findings.length) return [];
  return [
    `### ${title} (${findings.length})`,
    '',
    '| Severity | Rule | Where | Message |',
    '|---|---|---|---|',
    ...findings.map(
      (f) =>
        `| ${SEVERITY_CELL[f.severity] ?? markdownText(f.severity)} | ${markdownCode(f.id)} | ${markdownCode(`${f.file}:${f.line}`)} | ${markdownText(f.message)} |`,
    ),
    '',
  ];
}

function policyTable(changes: readonly PolicyChange[]): string[] {
  if (!changes.length) return [];
  return [
    `### Policy changes (${policyCountsText(changes)})`,
    '',
    '| | Command | Change |',
    '|---|---|---|',
    ...changes.map(
      (c) =>
        `| ${DIRECTION_CELL[c.direction]} | ${c.command ? markdownCode(c.command) : '—'} | ${markdownText(c.message)} |`,
    ),
    '',
  ];
}

/** `packstudio diff --format markdown`: a pull-request comment, the policy changes first. */
export function formatDiffMarkdown(diff: ReportDiff, names: { before: string; after: string }): string {
  const { score, grade } = diff;
  const layers = layersText(diff);
  return [
    `## ${markdownText(names.before)} → ${markdownText(names.after)}`,
    '',
    ...policyTable(diff.policy),
    score.delta === null
      ? `Score ${score.before ?? 'not scored'} → ${score.after ?? 'not scored'}${scoreCaveat(diff)}`
      : `Score **${score.before} → ${score.after}** (${signed(score.delta)}), grade ${grade.before} → ${grade.after}${scoreCaveat(diff)}`,
    '',
    `**${diff.added.length}** new · **${diff.fixed.length}** fixed · ${diff.kept.length} unchanged${diff.firstRun.length ? ` · ${diff.firstRun.length} first run` : ''}`,
    ...(layers ? ['', markdownText(layers)] : []),
    '',
    ...findingTable('New', diff.added),
    ...findingTable(`First run (${diff.layers.firstRun.join(', ')}: the older report did not run it)`, diff.firstRun),
    ...findingTable('Fixed', diff.fixed),
    ...findingTable('Suppressed in packstudio.json (still there, not fixed)', diff.suppressed),
    ...findingTable(`Not rechecked (${diff.layers.notRerun.join(', ')} did not run this time)`, diff.notRechecked),
  ]
    .join('\n')
    .trimEnd();
}

const COMMAND = { error: 'error', warn: 'warning', info: 'notice' } as const;

function annotation(command: string, props: [string, string | number][], message: string): string {
  const properties = props.map(([key, value]) => `${key}=${escapeProperty(visibleText(value))}`).join(',');
  return `::${command} ${properties}::${escapeData(visibleText(message))}`;
}

/**
 * `packstudio diff --format github`: GitHub Actions annotations, each weakened policy change an error and every other
 * policy change a notice (first, titled "Policy weakened" / "Policy change"), then each new finding on its file.
 */
export function formatDiffGithub(diff: ReportDiff, names: { before: string; after: string }): string {
  const layers = layersText(diff);
  return [
    ...diff.policy.map((c) =>
      annotation(
        c.direction === 'weakened' ? 'error' : 'notice',
        [['title', c.direction === 'weakened' ? 'Policy weakened' : `Policy change (${c.direction})`]],
        c.message,
      ),
    ),
    ...diff.added.map((f) =>
      annotation(
        COMMAND[f.severity] ?? 'error',
        // A report's paths are the pack's own (surface.json), not the repository's: named in the title, not annotated.
        [['title', `${f.id} (new) ${f.file}:${f.line}`]],
        `${f.message}\nFix: ${f.fix}`,
      ),
    ),
    plainText(
      `${names.before} → ${names.after}: ${diff.added.length} new, ${diff.fixed.length} fixed, ${diff.firstRun.length} first run${diff.policy.length ? `; policy: ${policyCountsText(diff.policy)}` : ''}`,
    ),
    ...(layers ? [plainText(layers)] : []),
  ].join('\n');
}
