import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { GrantLevel } from '../../mcp/host-configs';
import type { ToolListing } from '../../mcp/tools';
import { Runtime, type Grant, type RuntimeOptions } from '../runtime/exec';
import { callTool, toCallToolResult, type AccessMode, type Answer } from './call-tool';
import type { ServedPack } from './served-pack';

export type { ServedPack } from './served-pack';

/** How long a confirm question waits for the person before nothing runs. */
export const ASK_TIMEOUT_MS = 10 * 60 * 1000;

export const GRANTS_OF: Record<GrantLevel, readonly Grant[]> = {
  read: ['verb.exec.read'],
  write: ['verb.exec.read', 'verb.exec.write'],
};

export interface PackServerOptions extends Pick<
  RuntimeOptions,
  'allowlist' | 'projectDir' | 'scratchDir' | 'timeoutMs' | 'maxOutputBytes' | 'env'
> {
  /** The pack as its format serves it (the server part's `mcp` hook). */
  served: ServedPack;
  packDir: string;
  /** `read` (the default) refuses every write with the runtime's `denied: missing verb.exec.write for …`. */
  grant?: GrantLevel;
  access?: AccessMode;
  /** The CLI's store for the whole session (ledger's entries), shared by every call. */
  packHome: string;
  version: string;
}

export interface PackServer {
  server: McpServer;
  listing: ToolListing;
  /** Kills every process a call still runs and closes the connection. */
  close(): Promise<void>;
}

/**
 * A pack as an MCP server: each command a tool (the listing its format gives), called through the reference
 * runtime's exec pipeline (the format's gate, sandbox, working directory, timeout and process-group kill, the
 * process bound, output caps); a gated write asks the person through elicitation first. What the pack teaches an
 * agent is the server's instructions and a resource, so the host loads it with commands named as the host lists them.
 */
export function createPackServer(options: PackServerOptions): PackServer {
  const { served } = options;
  const { id } = served.runner;
  const { listing, instructions } = served;
  const byName = new Map(listing.tools.map((t) => [t.tool.name, t]));
  const session = new AbortController();

  const server = new McpServer(
    { name: `packstudio-${id}`, title: served.title, version: options.version },
    { capabilities: { tools: { listChanged: false } }, ...(instructions ? { instructions: instructions.text } : {}) },
  );
  if (instructions)
    server.registerResource(
      'skill',
      instructions.uri,
      { title: instructions.title, description: instructions.description, mimeType: 'text/markdown' },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: instructions.text }] }),
    );

  server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listing.tools.map((t) => t.tool) }));
  server.server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const entry = byName.get(request.params.name);
    if (!entry) throw new McpError(ErrorCode.InvalidParams, `unknown tool "${request.params.name}" for pack "${id}"`);
    const signal = AbortSignal.any([session.signal, extra.signal]);
    const outcome = await callTool({
      served,
      verb: entry.key,
      args: request.params.arguments ?? {},
      access: options.access ?? 'ask',
      exec: async (args, consent) => {
        const runtime = new Runtime({ ...runtimeOptions(options), signal });
        try {
          return await runtime.exec(entry.key, args, { consent });
        } finally {
          await runtime.dispose();
        }
      },
      ask: (message) => ask(server, message, signal),
    });
    return toCallToolResult(outcome);
  });

  return {
    server,
    listing,
    close: async () => {
      session.abort();
      await server.close();
    },
  };
}

function runtimeOptions(options: PackServerOptions): RuntimeOptions {
  return {
    runner: options.served.runner,
    packDir: options.packDir,
    grants: GRANTS_OF[options.grant ?? 'read'],
    packHome: options.packHome,
    allowlist: options.allowlist,
    projectDir: options.projectDir,
    scratchDir: options.scratchDir,
    timeoutMs: options.timeoutMs,
    maxOutputBytes: options.maxOutputBytes,
    env: options.env,
  };
}

/** The confirm question as an MCP form elicitation with nothing to fill in: the person accepts or declines. */
async function ask(server: McpServer, message: string, signal: AbortSignal): Promise<Answer> {
  if (!server.server.getClientCapabilities()?.elicitation?.form) return 'unavailable';
  try {
    const answer = await server.server.elicitInput(
      { mode: 'form', message, requestedSchema: { type: 'object', properties: {} } },
      { signal, timeout: ASK_TIMEOUT_MS },
    );
    return answer.action;
  } catch (error) {
    if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) return 'no_answer';
    if (signal.aborted) return 'cancel';
    process.stderr.write(`packstudio mcp: the confirm question failed: ${(error as Error).message}\n`);
    return 'unavailable';
  }
}
