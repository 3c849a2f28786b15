import type { AgentReadiness, TokenChange, TokenSummary } from '../core/agent-readiness';
import { agentFinding, sortAgentFindings } from './findings';
import { formatCount } from '../core/number-format';

/**
 * `check --budget N`: the pack's token count (tools/list and the instructions) against N. Over it, the section says
 * so and carries an agent/token-budget finding at the pack's main file; the CLI turns it into its exit code.
 */
export function withBudget(agent: AgentReadiness, limit: number, mainFile: string): AgentReadiness {
  const over = agent.tokens.total > limit;
  const tokens = { ...agent.tokens, budget: { limit, over } };
  if (!over) return { ...agent, tokens };
  const finding = agentFinding({
    id: 'agent/token-budget',
    part: 'tokens',
    severity: 'warn',
    at: { file: mainFile, pointer: '', line: 1, column: 1 },
    subject: `budget ${limit}`,
    message: `An agent reads ${formatCount(agent.tokens.total)} tokens before its first call (tools/list ${formatCount(agent.tokens.toolsList)}, instructions ${formatCount(agent.tokens.instructions)}), over the budget of ${formatCount(limit)}.`,
    fix: `Shorten the largest: ${largest(agent.tokens)}; or raise --budget if the pack needs it.`,
  });
  return { ...agent, tokens, findings: sortAgentFindings([...agent.findings, finding]) };
}

function largest(tokens: TokenSummary): string {
  const tools = [...tokens.tools].sort((a, b) => b.total - a.total).slice(0, 3);
  const parts = tools.map((t) => `${t.command} (${t.total})`);
  if (tokens.instructionsFile && tokens.instructions > (tools[0]?.total ?? 0))
    parts.unshift(`${tokens.instructionsFile} (${tokens.instructions})`);
  return parts.join(', ') || 'the instructions';
}

/** The pack's tokens against the same pack's in a baseline report (`--baseline`), per command and in all. */
export function tokenChange(after: TokenSummary, before: TokenSummary, path: string): TokenChange {
  const old = new Map(before.tools.map((t) => [t.command, t.total]));
  const now = new Map(after.tools.map((t) => [t.command, t.total]));
  const commands = [...new Set([...old.keys(), ...now.keys()])]
    .map((command) => ({ command, before: old.get(command) ?? 0, after: now.get(command) ?? 0 }))
    .filter((c) => c.before !== c.after);
  return {
    path,
    before: before.total,
    delta: after.total - before.total,
    toolsListDelta: after.toolsList - before.toolsList,
    instructionsDelta: after.instructions - before.instructions,
    commands,
  };
}

export function withBaselineTokens(agent: AgentReadiness, before: TokenSummary, path: string): AgentReadiness {
  return { ...agent, tokens: { ...agent.tokens, baseline: tokenChange(agent.tokens, before, path) } };
}
