import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { closeCurrentBuildStore } from '@/lib/node/builds-server/current';
import { dropPgSchema, pgAnswers } from '@/lib/node/builds-store/open';
import { TEST_PG_URL } from '@/lib/node/builds-store/test-postgres';
import { fileHistory } from '@/lib/node/history/record';
import { POSTGRES_HISTORY } from '@/lib/node/history/workspace-history';
import type { RunInput } from '@/lib/node/history/store';
import { historyRun, packHistory, recordCompositionCheck, workspaceSparklines } from './history-actions';
import { setWorkspacePublisher } from './publisher-actions';
import { useTempWorkspace } from './test-workspace';

vi.mock('server-only', () => ({}));

const root = useTempWorkspace(['ledger', 'acme-tasks']);
const savedDb = process.env.PACKSTUDIO_DB;
beforeEach(() => {
  delete process.env.PACKSTUDIO_DB;
});
afterEach(() => {
  if (savedDb === undefined) delete process.env.PACKSTUDIO_DB;
  else process.env.PACKSTUDIO_DB = savedDb;
});

const run = (score: number, at: number, layers = ['structure', 'static', 'probe', 'eval']): RunInput => ({
  pack: 'ledger',
  format: 'hcp',
  source: 'studio',
  at,
  score,
  grade: score >= 90 ? 'A' : 'C',
  counts: { error: 0, warn: score >= 90 ? 0 : 1, info: 0 },
  layers,
  files: {},
  findings: [],
});

describe('history server actions', () => {
  it('answer an empty history before any check, without creating the database', async () => {
    expect(await packHistory({ packId: 'ledger' })).toEqual({
      ok: true,
      runs: [],
      path: join(root(), '.packstudio', 'history.db'),
    });
    expect(await workspaceSparklines()).toEqual({ ok: true, scores: {} });
  });

  it("list a pack's runs, read one, and give every pack's sparkline of full checks", async () => {
    const history = fileHistory(join(root(), '.packstudio', 'history.db'));
    await history.record(run(72, 1));
    const second = await history.record(run(96, 2));
    if (!second.ok) throw new Error(second.error);
    // A static-only check is in the pack's history, not in its sparkline: it is no score of record.
    await history.record(run(100, 3, ['structure', 'static']));
    const listed = await packHistory({ packId: 'ledger' });
    expect(listed.ok && listed.runs.map((r) => r.score)).toEqual([72, 96, 100]);
    expect(await historyRun({ packId: 'ledger', runId: second.id })).toMatchObject({
      ok: true,
      run: { id: second.id, score: 96, findings: [] },
    });
    expect(await historyRun({ packId: 'transit', runId: second.id })).toEqual({
      ok: false,
      error: `no run ${second.id} of "transit" in the history`,
    });
    expect(await workspaceSparklines()).toEqual({ ok: true, scores: { ledger: [72, 96] } });
  });

  it('refuse bad input and report a damaged database as an error', async () => {
    expect(await packHistory({ packId: '../x' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^invalid packId/),
    });
    expect(await historyRun({ packId: 'ledger', runId: -1 })).toMatchObject({ ok: false });
    const damaged = join(root(), 'damaged', 'h.db');
    mkdirSync(join(root(), 'damaged'));
    writeFileSync(damaged, 'not sqlite\n'.repeat(400));
    process.env.PACKSTUDIO_DB = damaged;
    expect(await packHistory({ packId: 'ledger' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/is damaged/),
    });
  });
});

describe('recordCompositionCheck', () => {
  it("checks the saved pack.json on the server for the author's handle and records the run as a studio check", async () => {
    const first = await recordCompositionCheck({ packId: 'acme-tasks' });
    expect(first).toMatchObject({ ok: true, history: { ok: true, runId: expect.any(Number) } });
    // The workspace's handle, another than the pack's publisher, is a publish error, as in the browser's check.
    expect(await setWorkspacePublisher({ handle: '@bob' })).toMatchObject({ ok: true, publisher: { handle: 'bob' } });
    expect(await recordCompositionCheck({ packId: 'acme-tasks' })).toMatchObject({
      ok: true,
      history: { ok: true },
    });
    const listed = await packHistory({ packId: 'acme-tasks' });
    if (!listed.ok) throw new Error(listed.error);
    expect(
      listed.runs.map((r) => ({ format: r.format, source: r.source, score: r.score, errors: r.counts.error > 0 })),
    ).toEqual([
      { format: 'recued', source: 'studio', score: null, errors: false },
      { format: 'recued', source: 'studio', score: null, errors: true },
    ]);
    const detail = await historyRun({ packId: 'acme-tasks', runId: listed.runs[0]!.id });
    expect(detail.ok && Object.keys(detail.run.files)).toEqual(['pack.json']);
  });

  it('refuses an HCP pack, a bad id and an unknown field; a damaged database is a note, not a failed check', async () => {
    expect(await recordCompositionCheck({ packId: 'ledger' })).toEqual({
      ok: false,
      error: '"ledger" is not a Recued composition (no pack.json)',
    });
    expect(await recordCompositionCheck({ packId: '../x' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^invalid packId/),
    });
    expect(await recordCompositionCheck({ packId: 'acme-tasks', text: '{}' })).toMatchObject({ ok: false });
    // The handle is the workspace's: the page cannot send one.
    expect(await recordCompositionCheck({ packId: 'acme-tasks', publisher: 'bob' })).toMatchObject({ ok: false });
    const damaged = join(root(), 'damaged-2.db');
    writeFileSync(damaged, 'not sqlite\n'.repeat(400));
    process.env.PACKSTUDIO_DB = damaged;
    expect(await recordCompositionCheck({ packId: 'acme-tasks' })).toMatchObject({
      ok: true,
      history: { ok: false, error: expect.stringMatching(/is damaged/) },
    });
  });
});

const pg = await pgAnswers(TEST_PG_URL);
if (!pg.ok) console.warn(`history actions: PostgreSQL case skipped, nothing answers at ${TEST_PG_URL}: ${pg.reason}`);

describe('history server actions under `packstudio serve` with DATABASE_URL', () => {
  it.skipIf(!pg.ok)(
    'record the studio check in PostgreSQL and read it back from there, leaving the workspace file alone',
    async () => {
      const schema = `ps_hact_${randomBytes(6).toString('hex')}`;
      const url = new URL(TEST_PG_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const client = new (await import('pg')).default.Client({ connectionString: TEST_PG_URL });
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
      const file = fileHistory(join(root(), '.packstudio', 'history.db'));
      const inFile = () => file.read([], (runs) => runs.listRuns('acme-tasks'));
      const before = await inFile();
      vi.stubEnv('DATABASE_URL', url.toString());
      try {
        const checked = await recordCompositionCheck({ packId: 'acme-tasks' });
        expect(checked).toMatchObject({ ok: true, history: { ok: true, runId: 1 } });
        const listed = await packHistory({ packId: 'acme-tasks' });
        expect(listed).toMatchObject({ ok: true, path: POSTGRES_HISTORY, runs: [{ id: 1, source: 'studio' }] });
        expect(await inFile()).toEqual(before);
        // Another workspace's file history is not this one: the server's database answers whatever file is set.
        process.env.PACKSTUDIO_DB = join(root(), 'elsewhere.db');
        expect(await historyRun({ packId: 'acme-tasks', runId: 1 })).toMatchObject({ ok: true, run: { id: 1 } });
      } finally {
        vi.unstubAllEnvs();
        await closeCurrentBuildStore();
        await dropPgSchema(TEST_PG_URL, schema);
      }
    },
  );
});
