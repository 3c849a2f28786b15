import type { AgentFinding, HostCell, HostInfo, HostMatrix } from '../../core/agent-readiness';
import { agentFinding } from '../findings';
import type { AgentTool } from '../input';
import { ANTHROPIC, ANTHROPIC_RULES } from './anthropic';
import { GEMINI, GEMINI_RULES } from './gemini';
import { MCP, MCP_RULES } from './mcp';
import { OPENAI_STRICT, OPENAI_STRICT_RULES } from './openai-strict';
import { runRules, schemaNodes, type HostRule } from './walk';

/** Every host the matrix checks, each with its rule file (one file per host, each rule citing its source). */
export const HOSTS: readonly { info: HostInfo; rules: readonly HostRule[] }[] = [
  { info: OPENAI_STRICT, rules: OPENAI_STRICT_RULES },
  { info: GEMINI, rules: GEMINI_RULES },
  { info: ANTHROPIC, rules: ANTHROPIC_RULES },
  { info: MCP, rules: MCP_RULES },
];

/**
 * The host compatibility matrix: each tool, exactly as a host lists it, against each host's rules. A cell with
 * refusals says the exact feature refused, where, and a fix; a cell not listed is accepted. Each refused cell is one
 * finding (info: whether a host applies its rules depends on how it is set up), at the command's arguments.
 */
export function hostMatrix(tools: readonly AgentTool[]): { matrix: HostMatrix; findings: AgentFinding[] } {
  const cells: HostCell[] = [];
  const findings: AgentFinding[] = [];
  for (const t of tools) {
    const underTest = {
      name: t.tool.name,
      description: t.tool.description,
      inputSchema: t.tool.inputSchema,
      nodes: schemaNodes(t.tool.inputSchema),
    };
    for (const { info, rules } of HOSTS) {
      const refusals = runRules(rules, underTest);
      if (!refusals.length) continue;
      cells.push({ host: info.id, command: t.command, refusals });
      const features = [...new Set(refusals.map((r) => r.feature))];
      findings.push(
        agentFinding({
          id: 'agent/host-refuses',
          part: 'hosts',
          severity: 'info',
          at: t.argsAt,
          subject: `${info.id}: ${t.command}`,
          message: `${info.name} refuses the "${t.tool.name}" tool's schema: ${features.join('; ')}.`,
          fix: [...new Set(refusals.map((r) => r.fix))].join(' '),
        }),
      );
    }
  }
  return {
    matrix: { hosts: HOSTS.map((h) => h.info), commands: tools.map((t) => t.command), cells, refusals: cells.length },
    findings,
  };
}
