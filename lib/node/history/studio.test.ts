import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JobQueue } from '../job-queue';
import { pollCheckRequest, startCheckRequest, type PollCheckResult } from '../jobs';
import { fileHistory } from './record';
import { storedFinding } from '../../core/finding';

const packs = fileURLToPath(new URL('../../../packs/', import.meta.url));
const savedDb = process.env.PACKSTUDIO_DB;
let ws: string;

beforeEach(() => {
  delete process.env.PACKSTUDIO_DB;
  ws = mkdtempSync(join(tmpdir(), 'packstudio-studio-history-'));
  for (const id of ['broken-demo', 'transit']) cpSync(join(packs, id), join(ws, id), { recursive: true });
});
afterEach(() => {
  if (savedDb === undefined) delete process.env.PACKSTUDIO_DB;
  else process.env.PACKSTUDIO_DB = savedDb;
  rmSync(ws, { recursive: true, force: true });
});

// Each test checks its own pack: the job queue lets an identical request (same pack id and files) join a finished check.
// A test may pass its own queue instead, to check a pack again.
async function checked(packId: string, queue?: JobQueue): Promise<Extract<PollCheckResult, { ok: true }>> {
  const start = await startCheckRequest({ packId, layers: { probe: false, eval: false } }, ws, queue);
  if (!start.ok) throw new Error(start.error);
  for (;;) {
    const r = await pollCheckRequest({ jobId: start.jobId }, queue);
    if (!r.ok) throw new Error(r.error);
    if (r.status !== 'running') return r;
    await new Promise((res) => setTimeout(res, 20));
  }
}

describe('a studio check is recorded when it completes', () => {
  it("lands in the workspace history with the report's score and findings", async () => {
    const r = await checked('broken-demo');
    expect(r.status).toBe('done');
    expect(r.history).toEqual({ ok: true, runId: 1 });
    const path = join(ws, '.packstudio', 'history.db');
    const runs = await fileHistory(path).read([], (h) => h.listRuns('broken-demo'));
    expect(runs.ok && runs.value.map((x) => [x.source, x.score, x.grade])).toEqual([
      ['studio', r.report!.score, r.report!.grade],
    ]);
    const run = await fileHistory(path).read(null, (h) => h.getRun(1));
    expect(run.ok && run.value?.findings).toEqual(r.report!.findings.map(storedFinding));
  });

  it('a damaged history database is reported and the check still completes', async () => {
    mkdirSync(join(ws, '.packstudio'));
    writeFileSync(join(ws, '.packstudio', 'history.db'), 'garbage, not SQLite\n'.repeat(300));
    const r = await checked('transit');
    expect(r.status).toBe('done');
    expect(r.report?.score).toBeGreaterThan(0);
    expect(r.history).toMatchObject({ ok: false, error: expect.stringMatching(/history\.db is damaged/) });
  });

  it('a dangling link at .packstudio/history.db is refused, not followed: nothing is created outside, the check still completes', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'packstudio-outside-'));
    try {
      mkdirSync(join(ws, '.packstudio'));
      symlinkSync(join(outside, 'planted.db'), join(ws, '.packstudio', 'history.db'));
      const r = await checked('transit', new JobQueue());
      expect(r.status).toBe('done');
      expect(r.report?.score).toBeGreaterThan(0);
      expect(r.history).toEqual({
        ok: false,
        error: `the history database ${join(ws, '.packstudio', 'history.db')} cannot be used: ${join(ws, '.packstudio', 'history.db')} is a symbolic link to ${join(outside, 'planted.db')}, which does not exist: writing the history would create it, outside the workspace. Remove the link, or set PACKSTUDIO_DB to a file of your choice`,
      });
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('a .packstudio folder that links out of the workspace, or a planted journal link, is refused the same way', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'packstudio-outside-'));
    try {
      symlinkSync(outside, join(ws, '.packstudio'));
      const r = await checked('transit', new JobQueue());
      expect(r).toMatchObject({ status: 'done', history: { ok: false } });
      expect(r.history).toMatchObject({
        error: expect.stringContaining(`is a symbolic link to ${outside}, outside the workspace`),
      });
      expect(readdirSync(outside)).toEqual([]);

      rmSync(join(ws, '.packstudio'));
      mkdirSync(join(ws, '.packstudio'));
      symlinkSync(join(outside, 'journal'), join(ws, '.packstudio', 'history.db-journal'));
      const again = await checked('broken-demo', new JobQueue());
      expect(again.history).toMatchObject({
        ok: false,
        error: expect.stringContaining('history.db-journal is a symbolic link'),
      });
      expect(existsSync(join(ws, '.packstudio', 'history.db'))).toBe(false);
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('a link that stays inside the workspace is followed', async () => {
    mkdirSync(join(ws, 'history-here'));
    symlinkSync(join(ws, 'history-here'), join(ws, '.packstudio'));
    const r = await checked('transit', new JobQueue());
    expect(r.history).toEqual({ ok: true, runId: 1 });
    expect(existsSync(join(ws, 'history-here', 'history.db'))).toBe(true);
  });
});
