import Database from 'better-sqlite3';
import { Kysely, Migrator, sql, SqliteDialect } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Finding } from '../../core/finding';
import { policySummary } from '../../core/policy-summary';
import { migrationProvider } from '../builds-store/migrations';
import { dropPgSchema, openBuildStore, pgAnswers } from '../builds-store/open';
import { migrateUpFrom, TEST_PG_URL } from '../builds-store/test-postgres';
import type { KyselyBuildStore } from '../builds-store/kysely-store';
import { listPackIds } from '../workspace';
import { openHistory, schemaVersion } from './database';
import { MIGRATIONS } from './migrations';
import { fileHistory, hashFiles, historyPath, storeHistory, sha256, type HistoryTarget } from './record';
import { workspaceRecords } from './score-of-record';
import type { RunInput } from './store';
import { POSTGRES_HISTORY, workspaceHistory } from './workspace-history';

/**
 * The history's suite runs on both databases it lives in: a workspace's SQLite file always, the review server's
 * PostgreSQL when it answers at TEST_DATABASE_URL (each test in a schema of its own), as the build store's suite does.
 */
const pg = await pgAnswers(TEST_PG_URL);
if (!pg.ok) console.warn(`check history: PostgreSQL suite skipped, nothing answers at ${TEST_PG_URL}: ${pg.reason}`);
const runSchema = `ps_hist_${randomBytes(6).toString('hex')}`;
let schemas = 0;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'packstudio-history-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const finding: Finding = {
  id: 'M004',
  severity: 'warn',
  category: 'manifest',
  file: 'surface.json',
  pointer: '/commands/list',
  line: 12,
  column: 7,
  message: 'command "list" has no description',
  fix: 'Add a one-sentence description.',
  docs: '/rules/M004',
};

function run(over: Partial<RunInput> = {}): RunInput {
  return {
    pack: 'ledger',
    format: 'hcp',
    source: 'cli',
    at: 1_700_000_000_000,
    score: 96,
    grade: 'A',
    counts: { error: 0, warn: 1, info: 0 },
    layers: ['static'],
    files: hashFiles({ 'surface.json': '{}', 'HARNESS.md': '# x' }),
    findings: [finding],
    ...over,
  };
}

describe('history schema', () => {
  it('creates the schema at the latest version, and reopening leaves it there', () => {
    const path = join(dir, 'nested', 'history.db');
    const db = openHistory(path);
    expect(schemaVersion(db)).toBe(MIGRATIONS.at(-1)!.version);
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]
    ).map((t) => t.name);
    expect(tables).toEqual(['findings', 'run_files', 'runs', 'schema_version']);
    db.close();
    const again = openHistory(path);
    expect(again.prepare('SELECT COUNT(*) AS n FROM schema_version').get()).toEqual({ n: 1 });
    again.close();
  });

  it('applies only the migrations past the stored version, in order', () => {
    const path = join(dir, 'h.db');
    const v1 = [{ version: 1, sql: 'CREATE TABLE a (x INTEGER)' }];
    openHistory(path, v1).close();
    const v3 = [
      ...v1,
      { version: 2, sql: 'ALTER TABLE a ADD COLUMN y INTEGER' },
      { version: 3, sql: 'CREATE TABLE b (z INTEGER)' },
    ];
    const db = openHistory(path, v3);
    expect(schemaVersion(db)).toBe(3);
    expect((db.prepare('PRAGMA table_info(a)').all() as { name: string }[]).map((c) => c.name)).toEqual(['x', 'y']);
    db.close();
  });

  it('refuses a database written by a newer version instead of touching it', () => {
    const path = join(dir, 'h.db');
    openHistory(path, [...MIGRATIONS, { version: 99, sql: 'CREATE TABLE later (x INTEGER)' }]).close();
    expect(() => openHistory(path)).toThrow(/schema is version 99, newer than this Pack Studio knows \(2\)/);
  });
});

describe('hashFiles', () => {
  it('hashes a JSON file by its parsed content, so a whitespace-only edit keeps the score of record current', () => {
    const a = hashFiles({ 'surface.json': '{"id":"x","verbs":{}}', 'HARNESS.md': '# x' });
    const b = hashFiles({ 'surface.json': '{\n  "id": "x",\n  "verbs": {}\n}\n', 'HARNESS.md': '# x' });
    expect(b).toEqual(a);
    expect(hashFiles({ 'surface.json': '{"id":"y","verbs":{}}' })['surface.json']).not.toBe(a['surface.json']);
    // Markdown is its bytes (its lines are what the Skill rules count), and a JSON file that does not parse too.
    expect(hashFiles({ 'HARNESS.md': '# x\n' })['HARNESS.md']).not.toBe(a['HARNESS.md']);
    expect(hashFiles({ 'policy.json': '{' })['policy.json']).toBe(sha256('{'));
  });
});

/** A history to test: where it records and reads, and a way to write a policy column behind its back. */
interface Opened {
  target: HistoryTarget;
  setPolicy(id: number, text: string): Promise<void>;
  close(): Promise<void>;
}

const BACKENDS: { name: string; available: boolean; open: () => Promise<Opened> }[] = [
  {
    name: 'SQLite (the workspace file)',
    available: true,
    open: async () => {
      const path = join(dir, 'h.db');
      return {
        target: fileHistory(path),
        setPolicy: async (id, text) => {
          const db = new Database(path);
          db.prepare('UPDATE runs SET policy = ? WHERE id = ?').run(text, id);
          db.close();
        },
        close: async () => {},
      };
    },
  },
  {
    name: 'PostgreSQL (the review server)',
    available: pg.ok,
    open: async () => {
      const pgSchema = `${runSchema}_${++schemas}`;
      const store = (await openBuildStore({ databaseUrl: TEST_PG_URL, pgSchema, poolSize: 2 })) as KyselyBuildStore;
      return {
        target: storeHistory(POSTGRES_HISTORY, async () => store.runs!),
        setPolicy: async (id, text) => {
          await store.db.updateTable('runs').set({ policy: text }).where('id', '=', id).execute();
        },
        close: async () => {
          await store.close();
          await dropPgSchema(TEST_PG_URL, pgSchema);
        },
      };
    },
  },
];

/** Records a run, failing the test with the store's own words when it could not. */
async function recorded(target: HistoryTarget, input: RunInput): Promise<number> {
  const r = await target.record(input);
  if (!r.ok) throw new Error(r.error);
  return r.id;
}

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`history store on ${backend.name}`, () => {
    let opened: Opened;
    let h: HistoryTarget;
    beforeEach(async () => {
      opened = await backend.open();
      h = opened.target;
    });
    afterEach(() => opened.close());

    it('keeps time, pack, file hashes, score, grade, counts and findings', async () => {
      const id = await recorded(h, run());
      expect(await h.read(null, (runs) => runs.getRun(id))).toEqual({
        ok: true,
        value: {
          id,
          pack: 'ledger',
          format: 'hcp',
          source: 'cli',
          at: 1_700_000_000_000,
          score: 96,
          grade: 'A',
          counts: { error: 0, warn: 1, info: 0 },
          layers: ['static'],
          files: { 'HARNESS.md': sha256('# x'), 'surface.json': sha256('{}') },
          findings: [finding],
          policy: null,
        },
      });
      expect(await h.read(null, (runs) => runs.getRun(id + 1))).toEqual({ ok: true, value: null });
    });

    it('keeps every finding of a run with hundreds of them, in order', async () => {
      const many = Array.from({ length: 450 }, (_, i) => ({ ...finding, line: i + 1 }));
      const id = await recorded(h, run({ findings: many, counts: { error: 0, warn: 450, info: 0 } }));
      const read = await h.read(null, (runs) => runs.getRun(id));
      expect(read.ok && read.value?.findings.map((f) => f.line)).toEqual(many.map((f) => f.line));
    });

    it("keeps the run's policy, and reads a damaged or foreign one as not recorded", async () => {
      const policy = policySummary({
        commands: [{ id: 'transfer', risk: 'write', confirm: 'always' }],
        grants: ['verb.exec.write'],
        settings: [],
      });
      const kept = await recorded(h, run({ policy }));
      expect(await h.read(null, async (runs) => (await runs.getRun(kept))?.policy)).toEqual({
        ok: true,
        value: policy,
      });
      const other = await recorded(h, run());
      await opened.setPolicy(other, '{"version": 7}');
      expect(await h.read(null, async (runs) => (await runs.getRun(other))?.policy)).toEqual({
        ok: true,
        value: null,
      });
    });

    it("lists a pack's runs oldest first, and the last scores of every pack", async () => {
      for (const [i, score] of [70, 82, 96].entries()) await recorded(h, run({ at: 1000 + i, score }));
      await recorded(h, run({ pack: 'transit', at: 5, score: 50 }));
      await recorded(h, run({ pack: 'acme-tasks', format: 'recued', at: 6, score: null, grade: null }));
      const runs = await h.read([], (r) => r.listRuns('ledger'));
      expect(runs.ok && runs.value.map((r) => r.score)).toEqual([70, 82, 96]);
      const last2 = await h.read([], (r) => r.listRuns('ledger', 2));
      expect(last2.ok && last2.value.map((r) => r.score)).toEqual([82, 96]);
      expect(await h.read({}, (r) => r.recentScores(2))).toEqual({
        ok: true,
        value: { ledger: [82, 96], transit: [50] },
      });
      const recued = await h.read([], (r) => r.listRuns('acme-tasks'));
      expect(recued.ok && recued.value.map((r) => [r.format, r.score, r.grade])).toEqual([['recued', null, null]]);
    });

    it('keeps a sparkline of full checks only, so its last point is the score of record', async () => {
      const full = ['structure', 'static', 'probe', 'eval'];
      await recorded(h, run({ at: 1, score: 0, grade: 'F', layers: full }));
      await recorded(h, run({ at: 2, score: 96, layers: ['structure', 'static'] }));
      await recorded(h, run({ at: 3, score: 92, layers: full }));
      await recorded(h, run({ at: 4, score: 88, layers: ['structure', 'static', 'probe'] }));
      expect(await h.read({}, (r) => r.recentScores(20, { full: true }))).toEqual({
        ok: true,
        value: { ledger: [0, 92] },
      });
      expect(await h.read({}, (r) => r.recentScores())).toEqual({ ok: true, value: { ledger: [0, 96, 92, 88] } });
      const last = await h.read(new Map(), (r) => r.lastFullRuns());
      expect(last.ok && [...last.value].map(([pack, r]) => [pack, r.score, r.at, r.files])).toEqual([
        ['ledger', 92, 3, hashFiles({ 'surface.json': '{}', 'HARNESS.md': '# x' })],
      ]);
    });

    it("gives every pack's score of record in one pass, current only while each file is the one it saw", async () => {
      const full = ['structure', 'static', 'probe', 'eval'];
      await recorded(h, run({ at: 1, score: 92, layers: full }));
      await recorded(h, run({ pack: 'transit', at: 2, score: 80, grade: 'B', layers: full }));
      await recorded(h, run({ pack: 'static-only', at: 3, layers: ['static'] }));
      const seen = hashFiles({ 'surface.json': '{}', 'HARNESS.md': '# x' });
      const now = new Map([
        ['ledger', seen],
        ['transit', { ...seen, 'HARNESS.md': sha256('# edited') }],
        ['static-only', seen],
      ]);
      const records = await h.read(new Map(), (r) => workspaceRecords(r, now));
      expect(records.ok && Object.fromEntries(records.value)).toEqual({
        ledger: { runId: 1, at: 1, score: 92, grade: 'A', counts: { error: 0, warn: 1, info: 0 }, current: true },
        transit: { runId: 2, at: 2, score: 80, grade: 'B', counts: { error: 0, warn: 1, info: 0 }, current: false },
      });
      // A file added since the check makes it out of date too.
      const added = new Map([['ledger', { ...seen, 'hcp.eval.json': sha256('{}') }]]);
      const again = await h.read(new Map(), (r) => workspaceRecords(r, added));
      expect(again.ok && again.value.get('ledger')?.current).toBe(false);
    });
  });
}

describe('history file', () => {
  it('reads a database that does not exist as empty, without creating it', async () => {
    const path = join(dir, 'none', 'history.db');
    expect(await fileHistory(path).read([], (r) => r.listRuns('ledger'))).toEqual({ ok: true, value: [] });
    expect(() => new Database(path, { fileMustExist: true })).toThrow();
  });

  it('reads and extends a history.db the previous version wrote, byte for byte its schema', async () => {
    // As the synchronous store wrote it before the history moved onto the query layer: schema 1, then a run.
    const path = join(dir, 'history.db');
    const old = openHistory(path, MIGRATIONS.slice(0, 1));
    old
      .prepare(
        "INSERT INTO runs (pack, format, source, at, score, grade, errors, warnings, infos, layers) VALUES ('ledger', 'hcp', 'cli', 7, 90, 'A', 0, 1, 0, '[\"static\"]')",
      )
      .run();
    old.prepare("INSERT INTO run_files (run_id, file, sha256) VALUES (1, 'surface.json', 'abc')").run();
    old
      .prepare(
        "INSERT INTO findings VALUES (1, 0, 'M004', 'warn', 'manifest', 'surface.json', '/commands/list', 12, 7, 'm', 'f', '/rules/M004')",
      )
      .run();
    const schemaBefore = old.prepare("SELECT sql FROM sqlite_master WHERE name IN ('run_files', 'findings')").all();
    old.close();
    const history = fileHistory(path);
    expect(await history.read(null, (r) => r.getRun(1))).toMatchObject({
      ok: true,
      value: { id: 1, at: 7, score: 90, files: { 'surface.json': 'abc' }, policy: null, findings: [{ id: 'M004' }] },
    });
    expect(await recorded(history, run())).toBe(2);
    const db = openHistory(path);
    expect(schemaVersion(db)).toBe(MIGRATIONS.at(-1)!.version);
    expect(db.prepare("SELECT sql FROM sqlite_master WHERE name IN ('run_files', 'findings')").all()).toEqual(
      schemaBefore,
    );
    db.close();
  });
});

describe('build store migration 0004 (the check history on PostgreSQL)', () => {
  it('creates nothing in the SQLite build store: there the history stays in history.db', async () => {
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    const up = await new Migrator({ db, provider: migrationProvider('sqlite') }).migrateToLatest();
    expect(up.error).toBeUndefined();
    const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db);
    expect(tables.rows.map((t) => t.name)).not.toContain('runs');
    await db.destroy();
  });

  it.skipIf(!pg.ok)('goes up from the previous version on PostgreSQL, keeping its projects', async () => {
    const runs = async (db: Kysely<any>) => expect(await db.selectFrom('runs').selectAll().execute()).toEqual([]);
    expect(
      await migrateUpFrom(`${runSchema}_migrate`, '0003_sign_in_and_roles', { to: '0004_check_history', then: runs }),
    ).toEqual({
      ran: ['0004_check_history'],
      projects: [{ slug: 'old' }],
    });
  });
});

describe('where the studio keeps the history', () => {
  it('in the workspace file without DATABASE_URL, in the server database with it (never naming the URL)', () => {
    expect(workspaceHistory('/w/packs', {}).where).toBe('/w/packs/.packstudio/history.db');
    expect(workspaceHistory('/w/packs', { PACKSTUDIO_DB: '/elsewhere/h.db' }).where).toBe('/elsewhere/h.db');
    const server = workspaceHistory('/w/packs', { DATABASE_URL: 'postgres://u:secret@db/x' });
    expect(server.where).toBe(POSTGRES_HISTORY);
    expect(server.where).not.toMatch(/secret/);
  });
});

describe('a database that cannot be used is reported, never thrown', () => {
  it('a damaged file', async () => {
    const path = join(dir, 'history.db');
    writeFileSync(path, 'this is not a SQLite database, just text that got here somehow'.repeat(100));
    const stored = await fileHistory(path).record(run());
    expect(stored).toMatchObject({ ok: false, path });
    expect(!stored.ok && stored.error).toMatch(/history\.db is damaged \(not a SQLite database, or corrupt\)/);
    const read = await fileHistory(path).read([], (r) => r.listRuns('ledger'));
    expect(!read.ok && read.error).toMatch(/is damaged/);
  });

  it('a database another process holds locked', async () => {
    const path = join(dir, 'history.db');
    await recorded(fileHistory(path), run());
    const holder = new Database(path);
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const started = Date.now();
      const stored = await fileHistory(path).record(run());
      expect(!stored.ok && stored.error).toMatch(/history\.db is locked by another process/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    expect((await fileHistory(path).record(run())).ok).toBe(true);
  });

  it('a server database that does not answer: the check keeps its result, the note says why', async () => {
    const nowhere = storeHistory(POSTGRES_HISTORY, async () => {
      const store = await openBuildStore({ databaseUrl: 'postgres://postgres@127.0.0.1:1/test' });
      return store.runs!;
    });
    const stored = await nowhere.record(run());
    expect(stored).toMatchObject({ ok: false, path: POSTGRES_HISTORY });
    expect(!stored.ok && stored.error).toMatch(
      /^the history database PostgreSQL \(DATABASE_URL\) failed: .*ECONNREFUSED/,
    );
    expect(await nowhere.read([], (r) => r.listRuns('ledger'))).toMatchObject({ ok: false });
  });

  it('a path that cannot be a file', async () => {
    const blocker = join(dir, 'file');
    writeFileSync(blocker, '');
    const stored = await fileHistory(join(blocker, 'history.db')).record(run());
    expect(stored).toMatchObject({ ok: false, error: expect.stringMatching(/file\/history\.db/) });
  });
});

describe('where the history lives', () => {
  it('is .packstudio/history.db in the workspace unless PACKSTUDIO_DB moves it', () => {
    expect(historyPath('/w/packs', {})).toBe('/w/packs/.packstudio/history.db');
    expect(historyPath('/w/packs', { PACKSTUDIO_DB: '/elsewhere/h.db' })).toBe('/elsewhere/h.db');
    expect(historyPath('/w/packs', { PACKSTUDIO_DB: ':memory:' })).toBe(':memory:');
  });

  it('the .packstudio folder is never listed as a pack', async () => {
    mkdirSync(join(dir, 'ledger'));
    writeFileSync(join(dir, 'ledger', 'surface.json'), '{}');
    await recorded(fileHistory(historyPath(dir, {})), run());
    writeFileSync(join(dir, '.packstudio', 'surface.json'), '{}');
    expect(await listPackIds(dir)).toEqual([{ id: 'ledger', format: 'hcp' }]);
  });
});
