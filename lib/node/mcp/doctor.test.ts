import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentHostConfigs, launchOf, type ServerLaunch } from '../../mcp/host-configs';
import { makeBareNamePack, type BareNamePack } from '../fixtures/bare-name-pack';
import { isAlive, pidFrom, until } from '../fixtures/processes';
import { Semaphore } from '../pool';
import { firstRead, tryLaunch } from './doctor';
import { agentLaunchRequest } from './launch';

/** "Try this config" and `mcp --doctor`: what a host would see, or why it failed, in one line. */
describe('trying a host configuration', () => {
  let pack: BareNamePack;
  let works: ServerLaunch;
  let scripts: string;

  beforeAll(async () => {
    pack = makeBareNamePack();
    vi.stubEnv('PATH', pack.path());
    const facts = await agentLaunchRequest({ packId: pack.packId }, pack.workspace);
    if (!facts.ok) throw new Error(facts.error);
    works = launchOf(agentHostConfigs(facts, 'read').find((c) => c.id === 'claude-desktop')!);
    scripts = mkdtempSync(join(tmpdir(), 'doctor-servers-'));
    // A server that starts a child in its process group, says where both are, and never answers.
    writeFileSync(
      join(scripts, 'hang.mjs'),
      `import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
writeFileSync(process.argv[2], String(process.pid));
writeFileSync(process.argv[3], String(child.pid));
process.stderr.write('waiting forever\\n');
setInterval(() => {}, 1000);
`,
    );
    writeFileSync(
      join(scripts, 'refuse.mjs'),
      `process.stderr.write('packstudio: --project: the project folder /gone does not exist\\n'); process.exit(64);`,
    );
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    pack?.cleanup();
    if (scripts) rmSync(scripts, { recursive: true, force: true });
  });

  it('works: starts, lists the tools, and calls the first read with what a host receives', async () => {
    const report = await tryLaunch(works);
    expect(report).toMatchObject({
      status: 'works',
      stage: 'done',
      server: { name: 'packstudio-linkinfo' },
      instructions: true,
      tools: [
        { name: 'link-list', readOnly: true },
        { name: 'link-show', readOnly: true },
        { name: 'link-down', readOnly: false },
      ],
      call: { tool: 'link-list', arguments: {}, isError: false },
      exit: { code: 0 },
    });
    expect(JSON.parse(report.call!.text)).toMatchObject({ links: [{ name: 'lo' }, { name: 'eth0' }] });
    expect(report.line).toMatch(
      /^Works: started in \d+ ms and lists 3 tools; "link-list" answered in \d+ ms: \{"links":/,
    );
    expect(report.stderr).toContain('packstudio mcp: serving linkinfo on stdio: 3 tools, 1 of them writes');
  });

  it("fails at the first call without the allow-list, and says what the config's env lacks", async () => {
    const report = await tryLaunch({ ...works, env: {} });
    expect(report.status).toBe('fails');
    expect(report.call).toMatchObject({ tool: 'link-list', isError: true });
    expect(report.line).toBe(
      `Fails at the first call: started in ${report.startMs} ms and lists 3 tools, but "link-list" answered an error: sandbox: bin "linkinfo" not allowlisted. The config's env must allow that CLI: "PACKSTUDIO_ALLOWLIST": "linkinfo"`,
    );
  });

  it('says when the server is not on the PATH a host gives it', async () => {
    const report = await tryLaunch(works, { hostEnv: { PATH: '/usr/bin:/bin', HOME: tmpdir() } });
    expect(report.status).toBe('fails');
    expect(report.line).toContain(`sandbox: bin "linkinfo" not found on PATH`);
    expect(report.line).toContain("add its folder to PATH in the config's env");
  });

  it('a server that exits before answering: its exit code and the last thing it said', async () => {
    const report = await tryLaunch({
      name: 'x',
      command: process.execPath,
      args: [join(scripts, 'refuse.mjs')],
      env: {},
    });
    expect(report).toMatchObject({ status: 'fails', stage: 'start', exit: { code: 64 } });
    expect(report.line).toBe(
      'Fails to start: the server exited with code 64: packstudio: --project: the project folder /gone does not exist.',
    );
  });

  it('a command that cannot be started is named with the reason', async () => {
    const report = await tryLaunch({ name: 'x', command: join(scripts, 'no-such-node'), args: [], env: {} });
    expect(report.status).toBe('fails');
    expect(report.line).toBe(`Fails to start: ${join(scripts, 'no-such-node')} cannot be started (ENOENT).`);
  });

  it('a server that never answers is killed with its process group when the try times out', async () => {
    const [serverPid, childPid] = [join(scripts, 'hang-server.pid'), join(scripts, 'hang-child.pid')];
    const report = await tryLaunch(
      { name: 'x', command: process.execPath, args: [join(scripts, 'hang.mjs'), serverPid, childPid], env: {} },
      { timeoutMs: 1500 },
    );
    expect(report).toMatchObject({ status: 'fails', stage: 'start' });
    expect(report.line).toBe(
      'Fails: no answer to initialize within 2 s; the server was killed with its process group (it said: waiting forever).',
    );
    const pids = [await pidFrom(serverPid), await pidFrom(childPid)];
    await until(() => pids.every((pid) => !isAlive(pid)));
  });

  it('waits for a process slot, and a cancelled try ends what it started', async () => {
    const slots = new Semaphore(() => 1);
    const held = await slots.acquire();
    const controller = new AbortController();
    const [serverPid, childPid] = [join(scripts, 'slot-server.pid'), join(scripts, 'slot-child.pid')];
    const trying = tryLaunch(
      { name: 'x', command: process.execPath, args: [join(scripts, 'hang.mjs'), serverPid, childPid], env: {} },
      { slots, signal: controller.signal },
    );
    expect(slots.waiting).toBe(1);
    held();
    const pids = [await pidFrom(serverPid), await pidFrom(childPid)];
    expect(slots.running).toBe(1);
    controller.abort();
    const report = await trying;
    expect(report.line).toBe('Cancelled during initialize; the server was killed with its process group.');
    expect(slots.running).toBe(0);
    await until(() => pids.every((pid) => !isAlive(pid)));

    const never = new AbortController();
    never.abort();
    expect((await tryLaunch(works, { signal: never.signal })).line).toBe('Cancelled before the server started.');
  });
});

describe('the read a try calls', () => {
  const tool = (name: string, readOnly: boolean, inputSchema: Tool['inputSchema'] = { type: 'object' }): Tool => ({
    name,
    inputSchema,
    annotations: { readOnlyHint: readOnly },
  });

  it('is the first read whose required arguments the schema gives a value for, never a write', () => {
    const needsId = tool('show', true, {
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
    });
    const withExample = tool('find', true, {
      type: 'object',
      properties: {
        q: { type: 'string', examples: ['harb'] },
        mode: { enum: ['fast', 'slow'] },
        n: { type: 'integer', default: 5 },
        opt: { type: 'string', examples: ['left out'] },
      },
      required: ['q', 'mode', 'n'],
    });
    expect(firstRead([tool('delete', false), needsId, withExample])).toEqual({
      tool: withExample,
      args: { q: 'harb', mode: 'fast', n: 5 },
    });
    expect(firstRead([tool('delete', false)])).toEqual({
      why: 'none of its tools is a read, and a try never runs a write',
    });
    expect(firstRead([needsId])).toEqual({
      why: 'every read needs an argument the schema gives no example for (show: id)',
    });
    expect(firstRead([])).toEqual({ why: 'the server lists no tools' });
  });
});
