import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pollCheckRequest, startCheckRequest, type PollCheckResult } from '../jobs';
import { readHistory } from './record';
import { getRun, listRuns } from './store';
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
async function checked(packId: string): Promise<Extract<PollCheckResult, { ok: true }>> {
  const start = await startCheckRequest({ packId, probe: false, eval: false }, ws);
  if (!start.ok) throw new Error(start.error);
  for (;;) {
    const r = await pollCheckRequest({ jobId: start.jobId });
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
    const runs = readHistory(path, [], (db) => listRuns(db, 'broken-demo'));
    expect(runs.ok && runs.value.map((x) => [x.source, x.score, x.grade])).toEqual([
      ['studio', r.report!.score, r.report!.grade],
    ]);
    const run = readHistory(path, null, (db) => getRun(db, 1));
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
});
