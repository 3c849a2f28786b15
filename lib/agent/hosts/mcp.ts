import type { HostInfo } from '../../core/agent-readiness';
import { draft2020Rule } from './draft-2020';
import { objectRootRule, type HostRule } from './walk';

/**
 * MCP itself: a tool's `inputSchema` is a JSON Schema object of type "object" (the protocol's schema; the official
 * SDK client refuses a tools/list answer that breaks it), written in JSON Schema 2020-12 unless its `$schema`
 * declares another dialect (SEP-1613). Tool-name advice is a SHOULD, so it refuses nothing.
 */
const TOOLS = 'https://modelcontextprotocol.io/specification/2025-11-25/server/tools#tool';
const DIALECT =
  'https://modelcontextprotocol.io/community/seps/1613-establish-json-schema-2020-12-as-default-dialect-f';

export const MCP: HostInfo = {
  id: 'mcp',
  name: 'MCP',
  scope: "the protocol's Tool.inputSchema, as every MCP client reads it",
  source: TOOLS,
};

const objectRule = objectRootRule({
  id: 'mcp/object',
  source: TOOLS,
  feature: 'inputSchema type',
  message: 'A tool\'s inputSchema must have "type": "object".',
});

export const MCP_RULES: readonly HostRule[] = [
  objectRule,
  draft2020Rule('mcp/draft-2020-12', DIALECT, 'MCP reads a schema without "$schema" as JSON Schema 2020-12.', true),
];
