import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { runCli } from '../../cli/test-cli';
import { makeFixturePack } from '../fixtures/make-pack';
import { JobQueue } from '../job-queue';
import { pollCheckRequest, startCheckRequest } from '../jobs';
import { pollRunRequest, startRunRequest } from '../run/request';
import { setProjectFolderRequest } from './request';
import { evalOf, probesOf } from '../../hcp/records';

/**
 * Whatever a probe, an eval case (a confirmed write included) or a Run does, the CLI writes only into the run's
 * project folder or scratch folder: never into the studio's own checkout (the working directory) nor the pack.
 */
const work = realpathSync(mkdtempSync(join(tmpdir(), 'isolation-')));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A workspace holding one pack around touch-cwd.mjs, in the workspace mode given. */
function workspaceWith(mode: 'project' | 'none'): { root: string; pack: string } {
  const made = makeFixturePack({
    cliBin: 'touch',
    script: 'touch-cwd.mjs',
    verbs: { list: { cli: ['touch', 'list'] }, apply: { cli: ['touch', 'apply'], risk: 'write', confirm: true } },
    wrap: mode === 'project' ? { workspace: { mode: 'project' } } : {},
    eval: {
      cases: [
        { name: 'list', verb: 'list', args: {}, expect: { ok: true, json: true } },
        { name: 'apply refused', verb: 'apply', args: {}, expect: { ok: false, error: 'confirm required' } },
        { name: 'apply confirmed', verb: 'apply', args: { confirm: true }, expect: { ok: true } },
      ],
    },
  });
  const root = mkdtempSync(join(work, `ws-${mode}-`));
  cpSync(made.dir, join(root, 'touch'), { recursive: true });
  made.cleanup();
  return { root, pack: join(root, 'touch') };
}

const listing = (dir: string) => readdirSync(dir).sort();
const touched = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('touched-'));

/** Waits for a job of the queue to settle, as the studio's poll would see it finish. */
async function settled(queue: JobQueue, jobId: string) {
  const ticket = queue.ticket(jobId);
  if (!ticket) throw new Error(`no job ${jobId}`);
  await queue.settled(ticket.job);
}

async function studioCheck(root: string) {
  const queue = new JobQueue();
  const started = await startCheckRequest({ packId: 'touch', layers: { probe: true, eval: true } }, root, queue);
  if (!started.ok) throw new Error(started.error);
  await settled(queue, started.jobId);
  const polled = await pollCheckRequest({ jobId: started.jobId }, queue);
  if (!polled.ok || !polled.report) throw new Error(polled.ok ? polled.error : polled.error);
  return polled;
}

async function studioRun(root: string, verb: string, confirm: boolean) {
  const queue = new JobQueue();
  const started = await startRunRequest({ packId: 'touch', verb, confirm }, root, queue);
  if (!started.ok) throw new Error(started.error);
  await settled(queue, started.jobId);
  const polled = pollRunRequest({ jobId: started.jobId }, queue);
  if (!polled.ok || !polled.run) throw new Error(polled.ok ? polled.error : polled.error);
  return polled.run;
}

describe('where a CLI runs: never the studio checkout, never the pack folder', () => {
  const checkout = process.cwd();
  const before = listing(checkout);
  afterAll(() => expect(listing(checkout)).toEqual(before));

  for (const mode of ['project', 'none'] as const) {
    it(`${mode} mode, no project folder chosen: the studio's check and Run write into a scratch folder that is gone afterwards`, async () => {
      const { root, pack } = workspaceWith(mode);
      const packBefore = listing(pack);
      const polled = await studioCheck(root);
      expect(evalOf(polled.report!)).toMatchObject({ passed: 3, failed: 0 });
      expect(probesOf(polled.report!).length).toBeGreaterThan(2);
      expect(polled.workdir).toMatchObject({
        kind: 'scratch',
        dir: expect.stringContaining(join(root, '.packstudio', 'scratch', 'touch-')),
      });
      expect(polled.report!.workdir).toEqual(polled.workdir);
      expect(polled.writes).toEqual([{ index: 2, name: 'apply confirmed', verb: 'apply', confirmed: true }]);
      const run = await studioRun(root, 'apply', true);
      expect(run).toMatchObject({ ok: true, workdir: { kind: 'scratch' } });
      expect((run.result as { cwd: string }).cwd).toBe(run.workdir!.dir);
      expect(listing(pack)).toEqual(packBefore);
      expect(touched(checkout)).toEqual([]);
      expect(readdirSync(join(root, '.packstudio', 'scratch'))).toEqual([]);
    });
  }

  it('project mode with a project folder: every run writes there, and only there', async () => {
    const { root, pack } = workspaceWith('project');
    const project = mkdtempSync(join(work, 'project-'));
    const set = await setProjectFolderRequest({ packId: 'touch', dir: project }, root, [checkout]);
    expect(set).toEqual({ ok: true, dir: project });
    const packBefore = listing(pack);
    const polled = await studioCheck(root);
    expect(polled.report!.workdir).toEqual({ kind: 'project', dir: project, source: 'setting' });
    const run = await studioRun(root, 'list', false);
    expect((run.result as { cwd: string }).cwd).toBe(project);
    // the probes (--help, an unknown subcommand, list), the eval cases (list, the confirmed apply) and the Run
    expect(touched(project).length).toBeGreaterThanOrEqual(5);
    expect(touched(project).some((n) => n.includes('-apply'))).toBe(true);
    expect(listing(pack)).toEqual(packBefore);
    expect(touched(checkout)).toEqual([]);
  });

  it('packstudio check --probe from the checkout, no --project: the CLI runs in a scratch folder, said in the report', async () => {
    const { pack } = workspaceWith('project');
    const cwd = mkdtempSync(join(work, 'cli-cwd-'));
    mkdirSync(join(cwd, 'keep'));
    const run = await runCli(['check', pack, '--probe', '--json'], cwd);
    const report = JSON.parse(run.stdout);
    expect(report.workdir).toMatchObject({ kind: 'scratch' });
    expect(run.stderr).toContain(
      'eval case 3 "apply confirmed" runs the write "apply" (confirm: true in its args) in a scratch folder',
    );
    expect(listing(cwd)).toEqual(['keep']);
  });

  it('packstudio check --project DIR runs it there; a --project that is no folder is a usage error', async () => {
    const { pack } = workspaceWith('project');
    const project = mkdtempSync(join(work, 'cli-project-'));
    const run = await runCli(['check', pack, '--probe', '--project', project, '--json'], work);
    expect(JSON.parse(run.stdout).workdir).toEqual({ kind: 'project', dir: project, source: 'flag' });
    expect(touched(project).length).toBeGreaterThanOrEqual(5);
    const bad = await runCli(['check', pack, '--project', join(work, 'nope')], work);
    expect(bad.code).toBe(64);
    expect(bad.stderr).toMatch(/--project: the project folder .*nope does not exist/);
  });

  it('packstudio check --project refuses the checkout, "." in it, .packstudio, / and a folder holding the pack', async () => {
    const { root, pack } = workspaceWith('project');
    mkdirSync(join(root, '.packstudio'), { recursive: true });
    const checkout = process.cwd();
    const attempts: [string[], string, RegExp][] = [
      [['--project', checkout], work, /inside the studio's own checkout/],
      [['--project', '.'], checkout, /inside the studio's own checkout/],
      [['--project', join(root, '.packstudio')], work, /inside the workspace's \.packstudio folder/],
      [['--project', '/'], work, /is the root of the file system/],
      [['--project', root], work, /holds the pack folder/],
      [['--project', dirname(checkout)], work, /holds the studio's own checkout/],
    ];
    for (const [flag, cwd, why] of attempts) {
      const run = await runCli(['check', pack, '--probe', ...flag], cwd);
      expect(run.code, flag.join(' ')).toBe(64);
      expect(run.stderr).toMatch(why);
      expect(touched(checkout)).toEqual([]);
    }
  });

  it('a stored project folder that is the checkout (a cloned settings.json) runs nothing there', async () => {
    const { root, pack } = workspaceWith('project');
    mkdirSync(join(root, '.packstudio'), { recursive: true });
    writeFileSync(
      join(root, '.packstudio', 'settings.json'),
      JSON.stringify({ packs: { touch: { projectDir: process.cwd() } } }),
    );
    const run = await runCli(['check', pack, '--probe', '--json'], work);
    expect(JSON.parse(run.stdout).workdir).toMatchObject({ kind: 'scratch' });
    expect(JSON.parse(run.stdout).workdir.note).toMatch(/inside the studio's own checkout/);
    expect(touched(process.cwd())).toEqual([]);
  });

  it('packstudio mcp: a project CLI runs in --project DIR, else in a scratch folder, never in the host directory', async () => {
    const { root, pack } = workspaceWith('project');
    const hostDir = mkdtempSync(join(work, 'mcp-host-'));
    const project = mkdtempSync(join(work, 'mcp-project-'));
    const bin = fileURLToPath(new URL('../../cli/bin.mjs', import.meta.url));
    const cwdOfList = async (extra: string[]) => {
      const client = new Client({ name: 'isolation-test', version: '1.0.0' });
      await client.connect(
        new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp', pack, ...extra], cwd: hostDir }),
      );
      try {
        const listed = await client.callTool({ name: 'list', arguments: {} });
        return (listed.structuredContent as { cwd: string }).cwd;
      } finally {
        await client.close();
      }
    };
    expect(await cwdOfList(['--project', project])).toBe(project);
    expect(await cwdOfList([])).toContain(join(root, '.packstudio', 'scratch', 'touch-'));
    expect(listing(hostDir)).toEqual([]);
    expect(touched(project).length).toBe(1);
  });
});
