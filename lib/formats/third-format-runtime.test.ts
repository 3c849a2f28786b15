import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../node/job-queue';
import { checkDefaultsRequest, pollCheckRequest, startCheckRequest } from '../node/jobs';
import { connectInProcess } from '../node/mcp/in-process';
import { packRunnerOf } from '../node/pack-runner';
import { pollRunRequest, runHome, startRunRequest } from '../node/run/request';
import { withRuntime } from '../node/runtime/exec';
import type { PackRunner } from '../node/runtime/runner';
import { registerFormat } from '.';
import { registerServerPart, serverPartOf } from './node';
import { tinyFormat, tinyServer } from './testing/tiny';
import { TINY_HOME_VARIABLE } from './testing/tiny/runner';

/**
 * The runtime seam, shown with the test-only format: a tiny pack's commands run through the shared runtime, Run and
 * the MCP face by its own server part's hooks (lib/formats/testing/tiny/runner.ts), with its own gate and its own
 * store variable, and nothing of another format's (no HCP_HOME, no other format's refusals).
 */

/** Prints what it was started with, and leaves a mark that it started. */
const TOOL = `#!/usr/bin/env node
import { appendFileSync } from 'node:fs';
appendFileSync(new URL('./started.txt', import.meta.url), process.argv.slice(2).join(' ') + '\\n');
process.stdout.write(JSON.stringify({
  argv: process.argv.slice(2),
  store: process.env.${TINY_HOME_VARIABLE} ?? null,
  otherStore: process.env.HCP_HOME ?? null,
  cwd: process.cwd(),
}));
`;

let root: string;
let packDir: string;
let home: string;
let unregister: () => void;
let unregisterServer: () => void;

beforeAll(() => {
  unregister = registerFormat(tinyFormat);
  unregisterServer = registerServerPart(tinyFormat.id, tinyServer);
  root = realpathSync(mkdtempSync(join(tmpdir(), 'packstudio-tiny-runtime-')));
  packDir = join(root, 'widget');
  home = join(root, 'store');
  mkdirSync(packDir);
  mkdirSync(home);
  writeFileSync(
    join(packDir, 'tiny.json'),
    JSON.stringify({ name: 'widget', bin: './tool.mjs', commands: { greet: ['hello', '{{who}}', '--loud'] } }),
  );
  writeFileSync(join(packDir, 'tool.mjs'), TOOL, { mode: 0o755 });
});

afterAll(() => {
  unregisterServer();
  unregister();
  rmSync(runHome(root, 'widget'), { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

const started = () => existsSync(join(packDir, 'started.txt'));

async function tinyRunner(): Promise<PackRunner> {
  const found = await packRunnerOf(packDir);
  if (!found.ok) throw new Error(found.error);
  return found.runner;
}

describe('a second format at the runtime, from its folder alone', () => {
  it('the shared layer finds the pack runner through the format’s hook', async () => {
    const runner = await tinyRunner();
    expect(runner).toMatchObject({ id: 'widget', bin: './tool.mjs', homeVariables: [TINY_HOME_VARIABLE] });
    expect(runner.has('greet')).toBe(true);
  });

  it('refuses with the format’s own gate before any process starts', async () => {
    const runner = await tinyRunner();
    const refused = await withRuntime({ runner, packDir, packHome: home }, async (rt) => [
      await rt.exec('wave'),
      await rt.exec('greet', {}),
      await rt.exec('greet', { who: 'x' }, { grants: [] }),
    ]);
    expect(refused).toEqual([
      { ok: false, code: 'unknown_verb', error: 'tiny: no command "wave" in widget' },
      { ok: false, code: 'invalid_args', error: 'tiny: greet needs who' },
      { ok: false, code: 'denied', error: 'tiny: greet needs the read grant' },
    ]);
    expect(started()).toBe(false);
  });

  it('runs a call with the format’s argv and store variable, and nothing of another format’s', async () => {
    const runner = await tinyRunner();
    const r = await withRuntime({ runner, packDir, packHome: home }, (rt) => rt.exec('greet', { who: 'world' }));
    expect(r.ok).toBe(true);
    expect(r.result).toMatchObject({ argv: ['hello', 'world', '--loud'], store: home, otherStore: null });
    expect(r.run?.argv).toEqual(['tiny', 'hello', 'world', '--loud']);
  });

  it('Run (the studio’s tab) runs it through the same hook', async () => {
    const queue = new JobQueue();
    const submitted = await startRunRequest({ packId: 'widget', verb: 'greet', args: { who: 'run' } }, root, queue);
    if (!submitted.ok) throw new Error(submitted.error);
    await queue.settled(queue.ticket(submitted.jobId)!.job);
    const polled = pollRunRequest({ jobId: submitted.jobId }, queue);
    expect(polled).toMatchObject({ ok: true, run: { ok: true, argv: ['tiny', 'hello', 'run', '--loud'] } });
    expect(polled.ok && polled.run?.result).toMatchObject({ store: runHome(root, 'widget'), otherStore: null });
  });

  it('the MCP face serves it with its tools and instructions, each call through its runner', async () => {
    const pack = tinyFormat.load(
      { 'tiny.json': JSON.stringify({ bin: './tool.mjs', commands: { greet: ['hello', '{{who}}'] } }) },
      'widget',
    );
    const opened = await serverPartOf(tinyFormat).mcpPack!(pack);
    if ('unparsed' in opened) throw new Error(opened.unparsed);
    const host = await connectInProcess({ served: opened, packDir, packHome: home, version: 'test' });
    try {
      expect(host.client.getInstructions()).toBe('Tiny pack widget: call greet.');
      expect((await host.client.listTools()).tools.map((t) => t.name)).toEqual(['greet']);
      const result = await host.client.callTool({ name: 'greet', arguments: { who: 'mcp' } });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ argv: ['hello', 'mcp'], store: home, otherStore: null });
    } finally {
      await host.close();
    }
  });
});

describe('its optional layer in the studio’s check job, as its format declares it', () => {
  async function check(input: object) {
    const queue = new JobQueue();
    const submitted = await startCheckRequest({ packId: 'widget', ...input }, root, queue);
    if (!submitted.ok) throw new Error(submitted.error);
    await queue.settled(queue.ticket(submitted.jobId)!.job);
    const polled = await pollCheckRequest({ jobId: submitted.jobId }, queue);
    if (!polled.ok || !polled.report) throw new Error(polled.ok ? (polled.error ?? 'no report') : polled.error);
    return polled;
  }

  it('a start that names no layer runs every one it declares; its items and section come back', async () => {
    const polled = await check({});
    expect(polled.report!.layers).toContainEqual({ layer: 'measure', status: 'ran' });
    expect(polled.items.measures).toEqual(polled.report!.sections?.measures);
    expect(polled.progress.sections.measures).toMatchObject({ done: 3, total: 3 });
  });

  it('its tick, off, leaves it off; another format’s layer named in the input is dropped', async () => {
    const polled = await check({ layers: { measure: false, probe: true } });
    expect(polled.report!.layers).toContainEqual(
      expect.objectContaining({ layer: 'measure', status: 'not_requested' }),
    );
    expect(polled.report!.sections?.measures).toBeUndefined();
  });

  it('the defaults name its layer, unticked: the pack resolves no CLI here', async () => {
    expect(await checkDefaultsRequest({ packId: 'widget' }, root)).toEqual({
      ok: true,
      layers: { measure: false },
      reason: 'the pack runs no CLI',
    });
  });
});
