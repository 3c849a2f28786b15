import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixturePack } from '../fixtures/make-pack';
import { anyAlive, textFrom, until } from '../fixtures/processes';
import { loadPackFromDir } from '../load-dir';
import { toolListing } from '../../mcp/tools';

/**
 * The MCP SDK's own Client over stdio, spawning the real `packstudio mcp` (lib/cli/bin.mjs), as a host does.
 * Each server keeps its ledger store for its lifetime (a temp HCP_HOME), so a transfer shows in a later `list`.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = `${ROOT}lib/cli/bin.mjs`;
const LEDGER = `${ROOT}packs/ledger`;
const TRANSIT = `${ROOT}packs/transit`;

interface Host {
  client: Client;
  /** The questions the server asked the person, in order. */
  asked: ElicitRequest['params'][];
  /** How the next question is answered. */
  answer: ElicitResult['action'];
}

async function connect(args: string[], options: { elicitation?: boolean } = {}): Promise<Host> {
  const host: Host = {
    client: new Client(
      { name: 'packstudio-test-host', version: '1.0.0' },
      { capabilities: options.elicitation === false ? {} : { elicitation: { form: {} } } },
    ),
    asked: [],
    answer: 'decline',
  };
  if (options.elicitation !== false)
    host.client.setRequestHandler(ElicitRequestSchema, async (request) => {
      host.asked.push(request.params);
      return { action: host.answer, ...(host.answer === 'accept' ? { content: {} } : {}) };
    });
  await host.client.connect(
    new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', ...args], cwd: ROOT, stderr: 'pipe' }),
  );
  return host;
}

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as { type: string; text: string }[]).map((c) => c.text);

async function entries(host: Host): Promise<unknown[]> {
  const listed = await host.client.callTool({ name: 'list', arguments: {} });
  return (listed.structuredContent as { entries: unknown[] }).entries;
}

describe('packstudio mcp, driven by the MCP SDK client over stdio', () => {
  let readOnly: Host;
  let writer: Host;
  let transit: Host;
  let noElicitation: Host;

  beforeAll(async () => {
    [readOnly, writer, transit, noElicitation] = await Promise.all([
      connect([LEDGER]),
      connect([LEDGER, '--grant', 'write']),
      connect([TRANSIT]),
      connect([LEDGER, '--grant', 'write'], { elicitation: false }),
    ]);
  }, 60000);
  afterAll(async () => {
    await Promise.all([readOnly, writer, transit, noElicitation].map((h) => h?.client.close()));
  });

  it("lists ledger's commands as tools with host-safe names, schemas and policy.json's annotations", async () => {
    const { tools } = await readOnly.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['setup-status', 'setup-apply', 'connect', 'status', 'list', 'transfer']);
    for (const tool of tools) expect(tool.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(byName.status.annotations).toEqual({ title: 'Status', readOnlyHint: true });
    expect(byName['setup-apply'].annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
    });
    expect(byName.transfer).toMatchObject({
      title: 'Paying a payee',
      description: expect.stringContaining('refused until a person confirms'),
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
      inputSchema: { type: 'object', required: ['amount', 'payee'] },
    });
    expect(Object.keys(byName.transfer.inputSchema.properties!)).toEqual(['amount', 'payee', 'memo']);
  });

  it("lists transit's tools exactly as the studio's listing has them", async () => {
    const { tools } = await transit.client.listTools();
    const expected = toolListing((await loadPackFromDir(TRANSIT)).model).tools.map((t) => t.tool);
    expect(tools).toEqual(expected);
    expect(tools.map((t) => t.name)).toContain('line-show');
  });

  it('gives the host the Skill: HARNESS.md as the instructions and as a resource, commands by their tool names', async () => {
    const written = await readFile(`${LEDGER}/HARNESS.md`, 'utf8');
    const skill = written.replaceAll('setup.status', 'setup-status').replaceAll('setup.apply', 'setup-apply');
    expect(written).not.toBe(skill);
    expect(readOnly.client.getInstructions()).toBe(skill);
    const { resources } = await readOnly.client.listResources();
    expect(resources).toEqual([expect.objectContaining({ uri: 'hcp://ledger/HARNESS.md', mimeType: 'text/markdown' })]);
    const read = await readOnly.client.readResource({ uri: resources[0].uri });
    expect(read.contents).toEqual([{ uri: 'hcp://ledger/HARNESS.md', mimeType: 'text/markdown', text: skill }]);
  });

  it("calls a read and returns the command's JSON as structured content and text", async () => {
    const result = await transit.client.callTool({ name: 'plan', arguments: { from: 'central', to: 'harbour' } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ from: expect.anything(), to: expect.anything() });
    expect(JSON.parse(textOf(result)[0])).toEqual(result.structuredContent);
    const status = await readOnly.client.callTool({ name: 'status', arguments: {} });
    expect(status.structuredContent).toMatchObject({ ok: true, currency: 'EUR', payees: expect.any(Array) });
  });

  it("refuses a write without --grant write with the runtime's message, asking no one", async () => {
    const setup = await readOnly.client.callTool({ name: 'setup-apply', arguments: {} });
    expect(setup).toMatchObject({ isError: true });
    expect(textOf(setup)[0]).toBe('denied: missing verb.exec.write for ledger.setup.apply');
    const transfer = await readOnly.client.callTool({
      name: 'transfer',
      arguments: { amount: '2.80', payee: 'demo-transit' },
    });
    expect(textOf(transfer)[0]).toBe('denied: missing verb.exec.write for ledger.transfer');
    expect(readOnly.asked).toEqual([]);
  });

  it('refuses bad arguments before asking anyone', async () => {
    const result = await writer.client.callTool({ name: 'transfer', arguments: { amount: '2.80' } });
    expect(textOf(result)[0]).toBe('missing required argument "payee" for ledger.transfer');
    expect(writer.asked).toEqual([]);
  });

  it('asks through elicitation with the approval card before transfer, and declined runs nothing', async () => {
    const before = await entries(writer);
    writer.answer = 'decline';
    const result = await writer.client.callTool({
      name: 'transfer',
      arguments: { amount: '2.80', payee: 'demo-transit', memo: 'bus fare' },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toEqual(['confirm required', 'The person declined, so nothing ran.']);
    expect(writer.asked).toHaveLength(1);
    expect(writer.asked[0].message.split('\n')).toEqual([
      'Pay demo-transit',
      '',
      'amount:   2.80',
      'currency: EUR',
      'to:       demo-transit',
      'memo:     bus fare',
      '',
      'Ledger asks every time (confirm: "always"): accept runs "transfer", decline runs nothing.',
    ]);
    expect(await entries(writer)).toEqual(before);
  });

  it('accepted, transfer runs with confirm and the paper payment is recorded', async () => {
    writer.answer = 'accept';
    writer.asked.length = 0;
    const result = await writer.client.callTool({
      name: 'transfer',
      arguments: { amount: '2.80', payee: 'demo-transit', memo: 'bus fare' },
    });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      ok: true,
      paper: true,
      entry: { amount: '2.80', payee: 'demo-transit', memo: 'bus fare' },
    });
    expect(writer.asked).toHaveLength(1);
    expect(await entries(writer)).toContainEqual(expect.objectContaining({ amount: '2.80', payee: 'demo-transit' }));
  });

  it("asks even when the agent passes confirm itself: the agent's confirm is not the person's", async () => {
    writer.answer = 'decline';
    writer.asked.length = 0;
    const before = await entries(writer);
    const result = await writer.client.callTool({
      name: 'transfer',
      arguments: { amount: '5.00', payee: 'demo-grocer', confirm: true },
    });
    expect(textOf(result)[0]).toBe('confirm required');
    expect(writer.asked).toHaveLength(1);
    expect(await entries(writer)).toEqual(before);
  });

  it('runs an unconfirmed write under --grant write without asking', async () => {
    writer.asked.length = 0;
    const result = await writer.client.callTool({ name: 'setup-apply', arguments: {} });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ ok: true });
    expect(writer.asked).toEqual([]);
  });

  it('a host without elicitation gets confirm required, and nothing runs', async () => {
    const before = await entries(noElicitation);
    const result = await noElicitation.client.callTool({
      name: 'transfer',
      arguments: { amount: '2.80', payee: 'demo-transit' },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toEqual([
      'confirm required',
      'This host cannot ask a person (it offers no MCP elicitation), so nothing ran.',
    ]);
    expect(await entries(noElicitation)).toEqual(before);
  });

  it('answers an unknown tool with a protocol error that names it', async () => {
    await expect(readOnly.client.callTool({ name: 'setup.status', arguments: {} })).rejects.toThrow(
      'unknown tool "setup.status" for pack "ledger"',
    );
  });
});

describe('packstudio mcp when the host goes away', () => {
  it("kills a running call's process group when the host closes the connection", async () => {
    const fixture = makeFixturePack({
      cliBin: 'sleeper',
      source: `#!/usr/bin/env node\nimport { writeFileSync } from 'node:fs';\nwriteFileSync(process.env.HCP_HOME + '/pid', process.argv[1]);\nsetInterval(() => {}, 1000);\n`,
      verbs: { wait: { cli: ['sleeper', 'wait'] } },
    });
    const pidFile = `${fixture.dir}/home/pid`;
    const host = new Client({ name: 'packstudio-test-host', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', fixture.dir],
      env: { PATH: process.env.PATH ?? '', HCP_HOME: `${fixture.dir}/home` },
      stderr: 'pipe',
    });
    try {
      await host.connect(transport);
      const call = host.callTool({ name: 'wait', arguments: {} }).catch(() => 'closed');
      // The CLI names itself by its script's path (its pid is its PID namespace's).
      const marker = await textFrom(pidFile);
      expect(anyAlive(marker)).toBe(true);
      await host.close();
      expect(await call).toBe('closed');
      await until(() => !anyAlive(marker));
    } finally {
      fixture.cleanup();
    }
  }, 30000);
});
