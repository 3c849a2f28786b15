import type { TokenSummary, ToolTokens } from '../core/agent-readiness';
import { approxTokens } from '../core/tokens';
import type { AgentInput } from './input';

/**
 * What the agent reads before its first call, counted: each tool as tools/list sends it (its name, description and
 * schema apart, and the whole object), the whole tools/list answer, and the server's instructions. JSON is counted
 * as the wire carries it (`JSON.stringify`, no spaces), so the figures match a count of the real answer.
 */
export function countTokens(input: Pick<AgentInput, 'tools' | 'instructions'>): TokenSummary {
  const tools = input.tools.map(({ command, tool }): ToolTokens => ({
    command,
    tool: tool.name,
    name: approxTokens(tool.name),
    description: approxTokens(tool.description ?? ''),
    schema: approxTokens(JSON.stringify(tool.inputSchema)),
    total: approxTokens(JSON.stringify(tool)),
  }));
  const toolsList = approxTokens(JSON.stringify({ tools: input.tools.map((t) => t.tool) }));
  const instructions = input.instructions ? approxTokens(input.instructions.text) : 0;
  return {
    tools,
    toolsList,
    instructions,
    instructionsFile: input.instructions?.file ?? null,
    total: toolsList + instructions,
  };
}
