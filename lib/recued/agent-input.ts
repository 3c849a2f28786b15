import type { AgentReadiness } from '../core/agent-readiness';
import { agentReadiness, type AgentInput, type AgentTool } from '../agent';
import { descriptionTasks } from '../agent/clause';
import { JsonSource } from '../json/source';
import { toolNameOf } from '../mcp/tool-names';
import { readAcceptedDrift } from '../suppress/accepted-drift';
import { RECUED_FILE } from '../formats/recued/files';
import { arr, child, isRec, str, viewPack, type OperationNode } from './walk';

/** The JSON Schema types an argument's `type` may name; anything else is read as a string. */
const SCHEMA_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);

/**
 * A Recued composition's agent-readiness layer. A composition has no Skill and no MCP face of its own, so the studio
 * reads each operation as a tool would be listed to a model: its op spelled as an MCP tool name (lib/mcp/tool-names),
 * its description, and its args as one JSON Schema object (type, enum, format, description; `required` from each
 * arg). The tasks are the descriptions' first clauses. Never throws on a document that does not parse.
 */
export function recuedAgentReadiness(text: string | undefined, suppressions: string | undefined): AgentReadiness {
  return agentReadiness(recuedAgentInput(text, suppressions));
}

export function recuedAgentInput(text: string | undefined, suppressions: string | undefined): AgentInput {
  const source = new JsonSource(text ?? '');
  const tools = source.error ? [] : viewPack(source.value).operations.flatMap((op) => operationTool(op, source));
  return {
    tools,
    instructions: null,
    tasks: descriptionTasks(tools),
    skill: null,
    accepted: readAcceptedDrift(suppressions),
  };
}

function operationTool(op: OperationNode, source: JsonSource): AgentTool[] {
  const name = str(op.value, 'op');
  if (!name) return [];
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const arg of arr(op.value, 'args') ?? []) {
    if (!isRec(arg) || typeof arg.key !== 'string') continue;
    const type = typeof arg.type === 'string' && SCHEMA_TYPES.has(arg.type) ? arg.type : 'string';
    properties[arg.key] = {
      type,
      ...(typeof arg.description === 'string' ? { description: arg.description } : {}),
      ...(Array.isArray(arg.enum) ? { enum: arg.enum } : {}),
      ...(typeof arg.format === 'string' ? { format: arg.format } : {}),
    };
    if (arg.required === true) required.push(arg.key);
  }
  const description = str(op.value, 'description');
  const at = (ptr: string) => ({ file: RECUED_FILE, pointer: ptr, ...source.locate(ptr) });
  return [
    {
      command: name,
      tool: {
        name: toolNameOf(name),
        ...(description !== undefined ? { description } : {}),
        // As lib/mcp/tools.ts writes an HCP command's: the args alone, nothing a host is not sent by default.
        inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}) },
      },
      args: Object.keys(properties),
      descriptionAt: at(description === undefined ? op.ptr : child(op.ptr, 'description')),
      argsAt: at(arr(op.value, 'args') ? child(op.ptr, 'args') : op.ptr),
    },
  ];
}
