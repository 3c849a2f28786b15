import { tmpdir } from 'node:os';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentHostConfigs, HOST_IDS, launchOf, type HostConfig } from '../../mcp/host-configs';
import { makeBareNamePack, type BareNamePack } from '../fixtures/bare-name-pack';
import { agentLaunchRequest } from './launch';

/**
 * Every configuration the Agent tab shows, built by the function the tab builds them with from what its server
 * action answers, copied as text, read back as a host reads it, and started with the MCP SDK's own stdio client
 * transport (what hosts use: it passes the config's env over a few of its own variables, PATH among them, and
 * nothing else of the studio's environment). The pack wraps a CLI by its bare name, found on PATH.
 */
describe('each host configuration the Agent tab offers, started by a real MCP client', () => {
  let pack: BareNamePack;
  let configs: HostConfig[];

  beforeAll(async () => {
    pack = makeBareNamePack();
    // The studio's PATH, and so the host's: the CLI is on it. PACKSTUDIO_ALLOWLIST is not (a host never passes it on).
    vi.stubEnv('PATH', pack.path());
    vi.stubEnv('PACKSTUDIO_ALLOWLIST', '');
    const facts = await agentLaunchRequest({ packId: pack.packId }, pack.workspace);
    if (!facts.ok) throw new Error(facts.error);
    configs = agentHostConfigs(facts, 'read');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    pack?.cleanup();
  });

  it('offers every host', () => {
    expect(configs.map((c) => c.id)).toEqual(HOST_IDS);
  });

  it.each(HOST_IDS)('%s: lists the tools by their host names and answers the first read', async (host) => {
    const config = configs.find((c) => c.id === host)!;
    const launch = launchOf(config);
    const client = new Client({ name: `test-${host}`, version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: launch.command,
      args: launch.args,
      env: launch.env,
      // A host's working directory is its own, never the studio's.
      cwd: tmpdir(),
      stderr: 'pipe',
    });
    const said: string[] = [];
    transport.stderr?.on('data', (chunk: Buffer) => said.push(chunk.toString()));
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['link-list', 'link-show', 'link-down']);
      expect(tools[0].description).toBe(
        'List the network links with their state; take a name from it for `link-show`.',
      );
      expect(client.getInstructions()).toContain('Call `link-list` first; then link-show with a name from it.');

      const listed = await client.callTool({ name: 'link-list', arguments: {} });
      expect(listed.isError, JSON.stringify(listed.content) + said.join('')).toBeFalsy();
      expect(listed.structuredContent).toEqual({
        links: [
          { name: 'lo', state: 'UNKNOWN' },
          { name: 'eth0', state: 'UP' },
        ],
      });
      const shown = await client.callTool({ name: 'link-show', arguments: { name: 'eth0' } });
      expect(shown.structuredContent).toEqual({ name: 'eth0', state: 'UP', mtu: 1500 });
      // The grant is the least: the write is refused before any process starts.
      const down = await client.callTool({ name: 'link-down', arguments: { name: 'eth0' } });
      expect(down).toMatchObject({ isError: true, content: [{ text: expect.stringContaining('denied') }] });
    } finally {
      await client.close();
    }
  });
});
