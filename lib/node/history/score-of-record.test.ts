import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempWorkspace } from '../../cli/test-cli';
import { JobQueue } from '../job-queue';
import { startCheckRequest } from '../jobs';
import { scoreStory } from '../../core/score-story';
import { scoreOfRecordRequest } from './score-of-record';

const ws = tempWorkspace('score-record-', ['ledger']);
const db = join(mkdtempSync(join(tmpdir(), 'score-db-')), 'history.db');
const saved = process.env.PACKSTUDIO_DB;
process.env.PACKSTUDIO_DB = db;
afterAll(() => {
  process.env.PACKSTUDIO_DB = saved;
  rmSync(ws, { recursive: true, force: true });
});

async function check(probe: boolean) {
  const queue = new JobQueue();
  const started = await startCheckRequest({ packId: 'ledger', layers: { probe, eval: true } }, ws, queue);
  if (!started.ok) throw new Error(started.error);
  await queue.settled(queue.ticket(started.jobId)!.job);
}

describe('the score of record', () => {
  it('is none before a full check, and a check without probes is not one', async () => {
    expect(await scoreOfRecordRequest({ packId: 'ledger' }, ws)).toEqual({
      ok: true,
      record: { last: null, current: false, changed: [] },
    });
    await check(false);
    expect(await scoreOfRecordRequest({ packId: 'ledger' }, ws)).toMatchObject({ record: { last: null } });
  });

  it('is the last full check, current while the files are the ones it saw, out of date once one changes', async () => {
    await check(true);
    const fresh = await scoreOfRecordRequest({ packId: 'ledger' }, ws);
    expect(fresh).toMatchObject({ ok: true, record: { current: true, changed: [] } });
    const last = fresh.ok ? fresh.record.last : null;
    expect(last && scoreStory(last.record)).toMatchObject({
      score: 100,
      grade: 'A',
      line: 'Score 100/100: nothing lost.',
    });
    writeFileSync(join(ws, 'ledger', 'HARNESS.md'), '# HCP — Ledger\n');
    expect(await scoreOfRecordRequest({ packId: 'ledger' }, ws)).toMatchObject({
      record: { current: false, changed: ['HARNESS.md'], last: { record: { score: 100 } } },
    });
  });

  it('refuses a pack id that is not one', async () => {
    expect(await scoreOfRecordRequest({ packId: '../x' }, ws)).toMatchObject({ ok: false });
  });
});
