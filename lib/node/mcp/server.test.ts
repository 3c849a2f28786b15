import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../fixtures/make-pack';
import { anyAlive, textFrom, until } from '../fixtures/processes';
import { hcpServedPack } from '../../hcp/mcp-face';
import { connectInProcess, type InProcessHost } from './in-process';

/** A CLI that records its pid, prints its token and its arguments, and hangs on `hang`. */
const SOURCE = `#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
const args = process.argv.slice(2).filter((a) => a !== '--json');
writeFileSync(process.env.HCP_HOME + '/pid', process.argv[1]);
if (args[0] === 'hang') setInterval(() => {}, 1000);
else process.stdout.write(JSON.stringify({ ok: true, args, token: process.env.API_TOKEN, note: 'key ' + process.env.API_TOKEN }));
`;

describe('the MCP server over the exec pipeline', () => {
  let fixture: Awaited<ReturnType<typeof loadFixture>>;
  let hcpHome: string;
  let asked: string[];
  const hosts: InProcessHost[] = [];

  async function host(options: { access?: 'ask' | 'run'; timeoutMs?: number } = {}) {
    const h = await connectInProcess(
      {
        served: hcpServedPack(fixture.pack),
        packDir: fixture.dir,
        grant: 'write',
        packHome: hcpHome,
        version: 'test',
        ...options,
      },
      { capabilities: { elicitation: { form: {} } } },
    );
    h.client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params.message);
      return { action: 'decline' };
    });
    hosts.push(h);
    return h;
  }

  beforeAll(async () => {
    fixture = await loadFixture({
      source: SOURCE,
      cliBin: 'tool',
      wrap: { agent_env: { API_TOKEN: 'tok-7f3a9c2e51' } },
      verbs: {
        show: { cli: ['tool', 'show'] },
        pick: {
          cli: ['tool', 'pick', '{{mode}}'],
          args: {
            type: 'object',
            properties: { mode: { type: 'string', enum: ['fast', 'slow'] } },
            required: ['mode'],
          },
        },
        hang: { cli: ['tool', 'hang'] },
        save: { cli: ['tool', 'save'], risk: 'write', confirm: true },
        pay: { cli: ['tool', 'pay'], risk: 'write', confirm: 'always' },
      },
    });
    hcpHome = mkdtempSync(join(tmpdir(), 'mcp-server-test-'));
    asked = [];
  });
  afterAll(async () => {
    await Promise.all(hosts.map((h) => h.close()));
    fixture.cleanup();
    rmSync(hcpHome, { recursive: true, force: true });
  });

  it("masks the pack's agent_env values in what the host gets back", async () => {
    const { client } = await host();
    const result = await client.callTool({ name: 'show', arguments: {} });
    expect(result.structuredContent).toMatchObject({ token: '••••', note: 'key ••••' });
    expect(JSON.stringify(result)).not.toContain('tok-7f3a9c2e51');
  });

  it('masks a refusal that quotes an agent_env value, as the runtime made it', async () => {
    const { client } = await host();
    const result = await client.callTool({ name: 'pick', arguments: { mode: 'tok-7f3a9c2e51' } });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0].text).toBe(
      'argument "mode" must be one of "fast", "slow", got "••••" for tool.pick',
    );
  });

  it("kills the command's process group when the host cancels the call", async () => {
    const { client } = await host();
    const pidFile = join(hcpHome, 'pid');
    rmSync(pidFile, { force: true });
    const cancel = new AbortController();
    const call = client.callTool({ name: 'hang', arguments: {} }, undefined, { signal: cancel.signal });
    // The CLI names itself by its script's path (its pid is its PID namespace's).
    const marker = await textFrom(pidFile);
    expect(anyAlive(marker)).toBe(true);
    cancel.abort();
    await expect(call).rejects.toThrow();
    await until(() => !anyAlive(marker));
  });

  it("returns the runtime's timeout as a tool error once the process group is killed", async () => {
    const { client } = await host({ timeoutMs: 400 });
    const result = await client.callTool({ name: 'hang', arguments: {} });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0].text).toBe(
      'timed out after 400 ms (stdin closed; the process group was killed)',
    );
  });

  it('in access mode run, confirm: true runs without asking and confirm: "always" still asks', async () => {
    const { client } = await host({ access: 'run' });
    asked.length = 0;
    const save = await client.callTool({ name: 'save', arguments: {} });
    expect(save.isError).toBeFalsy();
    expect(asked).toEqual([]);
    const pay = await client.callTool({ name: 'pay', arguments: {} });
    expect((pay.content as { text: string }[])[0].text).toBe('confirm required');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('asks every time (confirm: "always")');
  });

  it('in the default access mode, confirm: true asks too', async () => {
    const { client } = await host();
    asked.length = 0;
    const save = await client.callTool({ name: 'save', arguments: {} });
    expect((save.content as { text: string }[])[0].text).toBe('confirm required');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('asks before it runs (confirm: true)');
  });
});
