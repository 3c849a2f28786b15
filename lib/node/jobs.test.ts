import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeFixturePack } from './fixtures/make-pack';
import { JobQueue } from './job-queue';
import {
  cancelCheckRequest,
  checkKey,
  pollCheckRequest,
  resolveWorkspacePack,
  startCheckRequest,
  type PollCheckResult,
} from './jobs';
import { probesOf } from '../hcp/records';

const PACKS = fileURLToPath(new URL('../../packs/', import.meta.url));
/** Ledger's eval cases, read from its hcp.eval.json (the check runs every one). */
const LEDGER_CASES = (JSON.parse(readFileSync(join(PACKS, 'ledger', 'hcp.eval.json'), 'utf8')) as { cases: unknown[] })
  .cases.length;
const temps: string[] = [];
afterAll(() => temps.forEach((t) => rmSync(t, { recursive: true, force: true })));

async function until(
  jobId: string,
  ms = 60000,
  queue?: JobQueue,
  done = (s: string) => s !== 'running' && s !== 'queued',
): Promise<Extract<PollCheckResult, { ok: true }>> {
  const end = Date.now() + ms;
  for (;;) {
    const r = await pollCheckRequest({ jobId }, queue);
    if (!r.ok) throw new Error(r.error);
    if (done(r.status) || Date.now() > end) return r;
    await new Promise((res) => setTimeout(res, 50));
  }
}

describe('resolveWorkspacePack', () => {
  it('refuses ids that could leave the workspace', async () => {
    for (const id of ['..', '../ledger', 'a/b', '/etc', 'a\\b', '.hidden', '', 'x..y'])
      expect(await resolveWorkspacePack(id, PACKS)).toMatchObject({
        ok: false,
        error: expect.stringContaining('invalid pack id'),
      });
  });

  it('refuses a symlink out of the workspace, and a missing pack', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ws-'));
    const outside = mkdtempSync(join(tmpdir(), 'ws-out-'));
    temps.push(root, outside);
    symlinkSync(outside, join(root, 'escape'));
    mkdirSync(join(root, 'fine'));
    expect(await resolveWorkspacePack('escape', root)).toEqual({
      ok: false,
      error: 'pack "escape" resolves outside the workspace',
    });
    expect(await resolveWorkspacePack('nope', root)).toEqual({ ok: false, error: 'no pack "nope" in the workspace' });
    expect(await resolveWorkspacePack('fine', root)).toMatchObject({ ok: true });
  });
});

describe('check jobs (what the server actions call)', () => {
  it('validates input with zod', async () => {
    expect(await startCheckRequest({ packId: 42 }, PACKS)).toMatchObject({
      ok: false,
      error: expect.stringContaining('packId'),
    });
    expect(await startCheckRequest({ packId: 'ledger', extra: 1 }, PACKS)).toMatchObject({ ok: false });
    expect(await startCheckRequest({ packId: 'ledger', layers: { probe: 'yes' } }, PACKS)).toMatchObject({
      ok: false,
      error: expect.stringContaining('layers.probe'),
    });
    expect(await pollCheckRequest({ jobId: 'not-a-uuid' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('jobId'),
    });
    expect(await pollCheckRequest({ jobId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('no check job'),
    });
  });

  it("keys a check by its layers in the format's order, as before formats declared them", async () => {
    const key = await checkKey('ledger', join(PACKS, 'ledger'), { layers: { probe: false, eval: true } });
    expect(key).toMatch(/^check\0ledger\0[0-9a-f]+\0probe=false\0eval=true\0timeout=\d+\0project=$/);
  });

  it('runs check with probe and eval for a workspace pack, with progress, then the report', async () => {
    const start = await startCheckRequest({ packId: 'ledger', layers: { probe: true, eval: true } }, PACKS);
    expect(start.ok).toBe(true);
    const jobId = (start as { jobId: string }).jobId;
    const first = await pollCheckRequest({ jobId });
    expect(first).toMatchObject({ ok: true, status: 'running' });
    const done = await until(jobId);
    expect(done.status).toBe('done');
    expect(done.progress).toMatchObject({
      phase: 'done',
      sections: { eval: { done: LEDGER_CASES, total: LEDGER_CASES } },
    });
    expect(done.progress.sections.probes?.done).toBe(done.progress.sections.probes?.total);
    expect(done.items.probes?.length).toBe(probesOf(done.report!).filter((p) => !p.skipped).length);
    // Ledger's three writes: their subcommands are never started, and the report says so.
    expect(
      probesOf(done.report!)
        .filter((p) => p.skipped)
        .map((p) => p.argv.slice(1, -1).join(' ')),
    ).toEqual(['setup all', 'connect', 'transfer']);
    expect(done.items.eval).toHaveLength(LEDGER_CASES);
    expect(done.report).toMatchObject({ pack_id: 'ledger', sections: { eval: { failed: 0 } } });
    expect(done.report!.findings.filter((f) => /^[RE]\d/.test(f.id))).toEqual([]);
  });
});

/** A temp workspace with a copy of ledger and a pack whose eval case hangs with a grandchild holding stdout. */
function queueWorkspace() {
  const root = mkdtempSync(join(tmpdir(), 'ws-queue-'));
  temps.push(root);
  cpSync(join(PACKS, 'ledger'), join(root, 'ledger'), { recursive: true });
  const hang = makeFixturePack({
    cliBin: 'forker',
    script: 'grandchild.mjs',
    verbs: { hang: { cli: ['forker', 'hang'] } },
    eval: { cases: [{ name: 'hangs', verb: 'hang', expect: { ok: true } }] },
  });
  renameSync(hang.dir, join(root, 'hanger'));
  return root;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('check jobs through the one queue', () => {
  it('an identical request (same pack, file versions, options) joins the job; a changed file starts another', async () => {
    const root = queueWorkspace();
    const queue = new JobQueue({ limit: () => 1 });
    const a = await startCheckRequest({ packId: 'ledger', layers: { probe: false, eval: false } }, root, queue);
    const b = await startCheckRequest({ packId: 'ledger', layers: { probe: false, eval: false } }, root, queue);
    const c = await startCheckRequest({ packId: 'ledger', layers: { probe: false, eval: true } }, root, queue);
    expect(a).toMatchObject({ ok: true, joined: false });
    expect(b).toMatchObject({ ok: true, joined: true });
    expect(c).toMatchObject({ ok: true, joined: false });
    if (!a.ok || !b.ok || !c.ok) return;
    expect(b.jobId).not.toBe(a.jobId);
    const [ra, rb] = [await until(a.jobId, 60000, queue), await until(b.jobId, 60000, queue)];
    expect(ra.status).toBe('done');
    expect(rb.report).toBe(ra.report);
    // Just finished: still joins.
    expect(
      await startCheckRequest({ packId: 'ledger', layers: { probe: false, eval: false } }, root, queue),
    ).toMatchObject({
      ok: true,
      joined: true,
    });
    appendFileSync(join(root, 'ledger', 'HARNESS.md'), '\nOne more line.\n');
    expect(
      await startCheckRequest({ packId: 'ledger', layers: { probe: false, eval: false } }, root, queue),
    ).toMatchObject({
      ok: true,
      joined: false,
    });
    await until(c.jobId, 60000, queue);
  });

  it('a waiting check shows its place; cancelling a running check kills its process group and lets the next start', async () => {
    const root = queueWorkspace();
    const queue = new JobQueue({ limit: () => 1 });
    const hang = await startCheckRequest({ packId: 'hanger', layers: { probe: false, eval: true } }, root, queue);
    // Checks that start processes wait their turn (a static check would not: it starts none, and runs at once).
    const next = await startCheckRequest({ packId: 'ledger', layers: { probe: false, eval: true } }, root, queue);
    const last = await startCheckRequest({ packId: 'ledger', layers: { probe: true, eval: false } }, root, queue);
    if (!hang.ok || !next.ok || !last.ok) throw new Error('did not start');
    expect(await pollCheckRequest({ jobId: next.jobId }, queue)).toMatchObject({
      ok: true,
      status: 'queued',
      ahead: 0,
      running: 1,
    });
    expect(await pollCheckRequest({ jobId: last.jobId }, queue)).toMatchObject({
      ok: true,
      status: 'queued',
      ahead: 1,
    });

    // Wait for the hanging eval case to be running (its grandchild printed its pid), then cancel.
    const running = await until(hang.jobId, 20000, queue, (s) => s === 'running');
    expect(running.status).toBe('running');
    // This check's CLI (its path is under this test's root) and the grandchild it forks once the case runs: waited
    // for in the process table, not for a fixed time.
    const pid = await vi.waitFor(
      () => {
        const table = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
          .split('\n')
          .map((l) => l.trim().split(/\s+/));
        const cli = table.find((cols) => cols.slice(2).join(' ').includes(join(root, 'hanger')));
        const child = Number(table.find((cols) => cols[1] === cli?.[0])?.[0]);
        if (!cli || !alive(child)) throw new Error('the hanging case has not forked its child yet');
        return child;
      },
      { timeout: 20000, interval: 50 },
    );
    expect(alive(pid)).toBe(true);

    expect(await cancelCheckRequest({ jobId: last.jobId }, queue)).toMatchObject({ ok: true, status: 'cancelled' });
    expect(await cancelCheckRequest({ jobId: hang.jobId }, queue)).toMatchObject({ ok: true, status: 'cancelled' });
    const cancelled = await until(hang.jobId, 5000, queue);
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(cancelled.report).toBeUndefined();
    const end = Date.now() + 2000;
    while (alive(pid) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(alive(pid)).toBe(false);

    const done = await until(next.jobId, 60000, queue);
    expect(done).toMatchObject({ status: 'done', report: { pack_id: 'ledger' } });
    expect(await pollCheckRequest({ jobId: last.jobId }, queue)).toMatchObject({ ok: true, status: 'cancelled' });
    expect(await cancelCheckRequest({ jobId: 'not-a-uuid' }, queue)).toMatchObject({ ok: false });
  });
});
