import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../load-dir';
import { toolListing } from '../../mcp/tools';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const INSPECTOR = `${ROOT}node_modules/@modelcontextprotocol/inspector-cli/build/cli.js`;
const BIN = `${ROOT}lib/cli/bin.mjs`;
const TRANSIT = `${ROOT}packs/transit`;

/**
 * The MCP Inspector's CLI (v1, the one that runs on Node 20) against the real `packstudio mcp`. It looks for its
 * own package.json as `../package.json` from the current folder (modelcontextprotocol/inspector#1503), so it runs
 * from a folder one level inside this project.
 */
async function inspect(...args: string[]): Promise<unknown> {
  const { stdout } = await run(process.execPath, [INSPECTOR, '--cli', process.execPath, BIN, 'mcp', TRANSIT, ...args], {
    cwd: `${ROOT}packs`,
    timeout: 60000,
  });
  return JSON.parse(stdout);
}

describe('packstudio mcp, driven by the MCP Inspector CLI', () => {
  it('lists the tools as the studio shows them and calls a read', async () => {
    const listed = (await inspect('--method', 'tools/list')) as { tools: unknown[] };
    expect(listed.tools).toEqual(toolListing((await loadPackFromDir(TRANSIT)).model).tools.map((t) => t.tool));

    const called = (await inspect(
      '--method',
      'tools/call',
      '--tool-name',
      'departures',
      '--tool-arg',
      'stop=central',
      'after=08:00',
    )) as {
      isError?: boolean;
      structuredContent: { stop: unknown; departures: unknown[] };
      content: { text: string }[];
    };
    expect(called.isError).toBeFalsy();
    expect(called.structuredContent).toMatchObject({ ok: true, stop: { id: 'central' } });
    expect(called.structuredContent.departures.length).toBeGreaterThan(0);
    expect(JSON.parse(called.content[0].text)).toEqual(called.structuredContent);
  });
});
