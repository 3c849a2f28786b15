import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pollCheckRequest, resolveWorkspacePack, startCheckRequest, type PollCheckResult } from './jobs';

const PACKS = fileURLToPath(new URL('../../packs/', import.meta.url));
const temps: string[] = [];
afterAll(() => temps.forEach((t) => rmSync(t, { recursive: true, force: true })));

async function until(jobId: string, ms = 60000): Promise<Extract<PollCheckResult, { ok: true }>> {
  const end = Date.now() + ms;
  for (;;) {
    const r = await pollCheckRequest({ jobId });
    if (!r.ok) throw new Error(r.error);
    if (r.status !== 'running' || Date.now() > end) return r;
    await new Promise((res) => setTimeout(res, 50));
  }
}

describe('resolveWorkspacePack', () => {
  it('refuses ids that could leave the workspace', async () => {
    for (const id of ['..', '../ledger', 'a/b', '/etc', 'a\\b', '.hidden', '', 'x..y'])
      expect(await resolveWorkspacePack(id, PACKS)).toMatchObject({ ok: false, error: expect.stringContaining('invalid pack id') });
  });

  it('refuses a symlink out of the workspace, and a missing pack', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ws-'));
    const outside = mkdtempSync(join(tmpdir(), 'ws-out-'));
    temps.push(root, outside);
    symlinkSync(outside, join(root, 'escape'));
    mkdirSync(join(root, 'fine'));
    expect(await resolveWorkspacePack('escape', root)).toEqual({ ok: false, error: 'pack "escape" resolves outside the workspace' });
    expect(await resolveWorkspacePack('nope', root)).toEqual({ ok: false, error: 'no pack "nope" in the workspace' });
    expect(await resolveWorkspacePack('fine', root)).toMatchObject({ ok: true });
  });
});

describe('check jobs (what the server actions call)', () => {
  it('validates input with zod', async () => {
    expect(await startCheckRequest({ packId: 42 }, PACKS)).toMatchObject({ ok: false, error: expect.stringContaining('packId') });
    expect(await startCheckRequest({ packId: 'ledger', extra: 1 }, PACKS)).toMatchObject({ ok: false });
    expect(await pollCheckRequest({ jobId: 'not-a-uuid' })).toMatchObject({ ok: false, error: expect.stringContaining('jobId') });
    expect(await pollCheckRequest({ jobId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ ok: false, error: expect.stringContaining('no check job') });
  });

  it('runs check with probe and eval for a workspace pack, with progress, then the report', async () => {
    const start = await startCheckRequest({ packId: 'ledger', probe: true, eval: true }, PACKS);
    expect(start.ok).toBe(true);
    const jobId = (start as { jobId: string }).jobId;
    const first = await pollCheckRequest({ jobId });
    expect(first).toMatchObject({ ok: true, status: 'running' });
    const done = await until(jobId);
    expect(done.status).toBe('done');
    expect(done.progress).toMatchObject({ phase: 'done', casesDone: 5, casesTotal: 5 });
    expect(done.progress.probesDone).toBe(done.progress.probesTotal);
    expect(done.probes.length).toBe(done.report!.probes.length);
    expect(done.cases).toHaveLength(5);
    expect(done.report).toMatchObject({ pack_id: 'ledger', eval: { failed: 0 } });
    expect(done.report!.findings.filter((f) => /^[RE]\d/.test(f.id))).toEqual([]);
  });
});
