import { tokenChange } from '../agent/budget';
import type { TokenChange } from '../core/agent-readiness';
import type { Report } from '../core/report';

/**
 * `packstudio diff`: what an agent reads, before and after (the agent-readiness layer's tokens), when both reports
 * carry that layer; null otherwise (a report of an older version, or of a format without it).
 */
export function agentTokensDiff(
  before: Pick<Report, 'agent'>,
  after: Pick<Report, 'agent'>,
  path: string,
): TokenChange | null {
  return before.agent && after.agent ? tokenChange(after.agent.tokens, before.agent.tokens, path) : null;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The diff's lines for it: the total, then each command whose tool changed size. */
export function formatAgentTokensDiff(change: TokenChange): string[] {
  const after = change.before + change.delta;
  return [
    '',
    `agent tokens ${change.before} → ${after} (${signed(change.delta)}): tools/list ${signed(change.toolsListDelta)}, instructions ${signed(change.instructionsDelta)}`,
    ...change.commands.map(
      (c) =>
        `  ${c.command}: ${c.before === 0 ? 'new' : c.after === 0 ? 'removed' : `${c.before} → ${c.after}`} (${signed(c.after - c.before)})`,
    ),
  ];
}
