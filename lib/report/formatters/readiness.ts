import { agentFiguresLine, type AgentFinding, type AgentReadiness, type HostInfo } from '@/lib/core/agent-readiness';
import { listedFindings as listed } from '@/lib/agent/findings';
import { formatCount } from '@/lib/core/number-format';
import { compareText } from '../../core/text-order';

/**
 * The agent-readiness layer (Report.agent) in words every format shares: its label, the figures line, the token
 * line, each host's refusals at a glance. Plain text: each format escapes it for its own syntax.
 */
export const READINESS_TITLE = 'Agent readiness';
export const NOT_SCORED = 'not part of the score';

const n = formatCount;
const signed = (value: number) => (value > 0 ? `+${n(value)}` : value < 0 ? `−${n(-value)}` : '±0');

/** The four numbers, with the token change against a baseline where the CLI compared one. */
export function readinessLine(agent: AgentReadiness): string {
  const change = agent.tokens.baseline;
  const budget = agent.tokens.budget?.over ? `, over the budget of ${n(agent.tokens.budget.limit)}` : '';
  return `${agentFiguresLine(agent.figures)}${budget}${change ? ` (${signed(change.delta)} tokens against the baseline)` : ''}`;
}

/** `tools/list 587 + instructions (the Skill's file) 508 = 1,095 tokens`, with the budget and the baseline when there are. */
export function tokenLine(agent: AgentReadiness): string {
  const t = agent.tokens;
  const instructions = t.instructionsFile ? ` + instructions (${t.instructionsFile}) ${n(t.instructions)}` : '';
  const budget = t.budget ? `; budget ${n(t.budget.limit)}: ${t.budget.over ? 'over' : 'within'}` : '';
  const change = t.baseline
    ? `; ${signed(t.baseline.delta)} against ${t.baseline.path} (tools/list ${signed(t.baseline.toolsListDelta)}, instructions ${signed(t.baseline.instructionsDelta)})`
    : '';
  return `tools/list ${n(t.toolsList)}${instructions} = ${n(t.total)} tokens${budget}${change}`;
}

export interface HostGlance {
  host: HostInfo;
  refused: number;
  of: number;
  /** Each feature refused, with how many tools it refuses, most first. */
  features: [string, number][];
}

/** Each host: how many tools it refuses, and for what. */
export function hostGlances(agent: AgentReadiness): HostGlance[] {
  return agent.hosts.hosts.map((host) => {
    const cells = agent.hosts.cells.filter((c) => c.host === host.id);
    const count = new Map<string, number>();
    for (const cell of cells)
      for (const feature of new Set(cell.refusals.map((r) => generalFeature(r.feature))))
        count.set(feature, (count.get(feature) ?? 0) + 1);
    return {
      host,
      refused: cells.length,
      of: agent.hosts.commands.length,
      features: [...count.entries()].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0])),
    };
  });
}

/** `optional property "memo"` and `optional property "query"` are one feature at a glance. */
function generalFeature(feature: string): string {
  return feature.replace(/ "[^"]*"/g, '');
}

/** `OpenAI strict mode refuses 6 of 6 (additionalProperties not false ×6, optional property ×1)`. */
export function hostGlanceLine(glance: HostGlance): string {
  const features = glance.features.map(([f, count]) => `${f} ×${count}`).join(', ');
  return `${glance.host.name} refuses ${glance.refused} of ${glance.of}${features ? ` (${features})` : ''}`;
}

/** The findings a reader acts on one by one: every one but the host refusals (the host lines say those). */
export function listedFindings(agent: AgentReadiness): AgentFinding[] {
  return listed(agent.findings);
}

/** A finding's place: `file:line:column`. */
export function findingPlace(f: AgentFinding): string {
  return `${f.file}:${f.line}:${f.column}`;
}
