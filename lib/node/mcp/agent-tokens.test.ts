import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approxTokens } from '../../core/tokens';
import { hcpAgentReadiness } from '../../hcp/agent-input';
import { loadPackFromDir } from '../load-dir';

/**
 * The agent-readiness layer's token counts against the real answer: the MCP SDK's own Client spawns
 * `packstudio mcp` as a host does, and what it receives (the raw tools/list result as it came over the wire, and
 * the instructions) is counted the way the layer counts (characters / 4, rounded up).
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = `${ROOT}lib/cli/bin.mjs`;

describe.each(['ledger', 'transit'])('token counts of %s match the real tools/list answer', (id) => {
  let client: Client;
  const received: JSONRPCMessage[] = [];

  beforeAll(async () => {
    client = new Client({ name: 'packstudio-token-count', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', `packs/${id}`],
      cwd: ROOT,
      stderr: 'pipe',
    });
    await client.connect(transport);
    // Every message as it came off the wire, before the client parses it.
    const deliver = transport.onmessage!;
    transport.onmessage = (message) => {
      received.push(message);
      deliver(message);
    };
  }, 60_000);
  afterAll(() => client?.close());

  it('per tool, for the whole listing and for the instructions', async () => {
    const { tools } = await client.listTools();
    const raw = received.find((m) => 'result' in m && 'tools' in (m.result as object)) as unknown as {
      result: { tools: unknown[] };
    };
    const agent = hcpAgentReadiness(await loadPackFromDir(`${ROOT}packs/${id}`));

    // The raw answer, tool by tool and whole.
    expect(agent.tokens.tools.map((t) => t.total)).toEqual(
      raw.result.tools.map((t) => approxTokens(JSON.stringify(t))),
    );
    expect(agent.tokens.toolsList).toBe(approxTokens(JSON.stringify({ tools: raw.result.tools })));
    // What the client hands the host: the same tools, the same names, the same schemas.
    expect(agent.tokens.tools.map((t) => t.tool)).toEqual(tools.map((t) => t.name));
    expect(agent.tokens.tools.map((t) => t.schema)).toEqual(
      tools.map((t) => approxTokens(JSON.stringify(t.inputSchema))),
    );
    expect(agent.tokens.tools.map((t) => t.description)).toEqual(tools.map((t) => approxTokens(t.description ?? '')));
    // The server's instructions, which a host puts before the conversation.
    expect(agent.tokens.instructions).toBe(approxTokens(client.getInstructions() ?? ''));
    expect(agent.tokens.total).toBe(agent.tokens.toolsList + agent.tokens.instructions);
  });
});
