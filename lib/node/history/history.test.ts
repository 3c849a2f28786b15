import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Finding } from '../../core/finding';
import { policySummary } from '../../core/policy-summary';
import { listPackIds } from '../workspace';
import { openHistory, schemaVersion } from './database';
import { MIGRATIONS } from './migrations';
import { hashFiles, historyPath, readHistory, recordRun, sha256 } from './record';
import { workspaceRecords } from './score-of-record';
import { scoreStory, type RecordSummary } from '../../core/score-story';
import { scoreRecordOfRow } from './score-record-row';
import { getRun, lastFullRuns, listRuns, recentScores, type RunInput } from './store';

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
  const base: Omit<RunInput, 'record'> & Partial<RunInput> = {
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
  return { record: scoreRecordOfRow(null, base, base.findings), ...base };
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
    expect(() => openHistory(path)).toThrow(/schema is version 99, newer than this Pack Studio knows \(3\)/);
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

describe('history store', () => {
  it('keeps time, pack, file hashes, score, grade, counts and findings', () => {
    const path = join(dir, 'h.db');
    const recorded = recordRun(path, run());
    if (!recorded.ok) throw new Error(recorded.error);
    const value = readHistory(path, null, (db) => getRun(db, recorded.id));
    expect(value).toEqual({
      ok: true,
      value: {
        id: recorded.id,
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
        record: run().record,
      },
    });
  });

  it("keeps the run's policy, and reads a damaged or foreign one as not recorded", () => {
    const path = join(dir, 'h.db');
    const policy = policySummary({
      commands: [{ id: 'transfer', risk: 'write', confirm: 'always' }],
      grants: ['verb.exec.write'],
      settings: [],
    });
    const kept = recordRun(path, run({ policy }));
    if (!kept.ok) throw new Error(kept.error);
    expect(readHistory(path, null, (db) => getRun(db, kept.id)?.policy)).toEqual({ ok: true, value: policy });
    const other = recordRun(path, run());
    if (!other.ok) throw new Error(other.error);
    const db = new Database(path);
    db.prepare('UPDATE runs SET policy = ? WHERE id = ?').run('{"version": 7}', other.id);
    db.close();
    expect(readHistory(path, null, (d) => getRun(d, other.id)?.policy)).toEqual({ ok: true, value: null });
  });

  it("lists a pack's runs oldest first, and the last scores of every pack", () => {
    const path = join(dir, 'h.db');
    for (const [i, score] of [70, 82, 96].entries()) recordRun(path, run({ at: 1000 + i, score }));
    recordRun(path, run({ pack: 'transit', at: 5, score: 50 }));
    recordRun(path, run({ pack: 'acme-tasks', format: 'recued', at: 6, score: null, grade: null }));
    const runs = readHistory(path, [], (db) => listRuns(db, 'ledger'));
    expect(runs.ok && runs.value.map((r) => r.score)).toEqual([70, 82, 96]);
    const last2 = readHistory(path, [], (db) => listRuns(db, 'ledger', 2));
    expect(last2.ok && last2.value.map((r) => r.score)).toEqual([82, 96]);
    const sparks = readHistory(path, {}, (db) => recentScores(db, 2));
    expect(sparks).toEqual({ ok: true, value: { ledger: [82, 96], transit: [50] } });
    const recued = readHistory(path, [], (db) => listRuns(db, 'acme-tasks'));
    expect(recued.ok && recued.value.map((r) => [r.format, r.score, r.grade])).toEqual([['recued', null, null]]);
  });

  it('keeps a sparkline of full checks only, so its last point is the score of record', () => {
    const path = join(dir, 'h.db');
    const full = ['structure', 'static', 'probe', 'eval'];
    recordRun(path, run({ at: 1, score: 0, grade: 'F', layers: full }));
    recordRun(path, run({ at: 2, score: 96, layers: ['structure', 'static'] }));
    recordRun(path, run({ at: 3, score: 92, layers: full }));
    recordRun(path, run({ at: 4, score: 88, layers: ['structure', 'static', 'probe'] }));
    expect(readHistory(path, {}, (db) => recentScores(db, 20, { full: true }))).toEqual({
      ok: true,
      value: { ledger: [0, 92] },
    });
    expect(readHistory(path, {}, (db) => recentScores(db))).toEqual({ ok: true, value: { ledger: [0, 96, 92, 88] } });
    const last = readHistory(path, new Map(), (db) => lastFullRuns(db));
    expect(last.ok && [...last.value].map(([pack, r]) => [pack, r.score, r.at, r.files])).toEqual([
      ['ledger', 92, 3, hashFiles({ 'surface.json': '{}', 'HARNESS.md': '# x' })],
    ]);
  });

  it("gives every pack's score of record in one pass, current only while each file is the one it saw", () => {
    const path = join(dir, 'h.db');
    const full = ['structure', 'static', 'probe', 'eval'];
    recordRun(path, run({ at: 1, score: 92, layers: full }));
    recordRun(path, run({ pack: 'transit', at: 2, score: 80, grade: 'B', layers: full }));
    recordRun(path, run({ pack: 'static-only', at: 3, layers: ['static'] }));
    const seen = hashFiles({ 'surface.json': '{}', 'HARNESS.md': '# x' });
    const now = new Map([
      ['ledger', seen],
      ['transit', { ...seen, 'HARNESS.md': sha256('# edited') }],
      ['static-only', seen],
    ]);
    const records = readHistory(path, new Map(), (db) => workspaceRecords(db, now));
    const figures = ([pack, r]: [string, RecordSummary]) => {
      const { score, grade, counts } = scoreStory(r.record);
      return [pack, { runId: r.runId, at: r.at, score, grade, counts, current: r.current }];
    };
    expect(records.ok && Object.fromEntries([...records.value].map(figures))).toEqual({
      ledger: { runId: 1, at: 1, score: 92, grade: 'A', counts: { error: 0, warn: 1, info: 0 }, current: true },
      transit: { runId: 2, at: 2, score: 80, grade: 'B', counts: { error: 0, warn: 1, info: 0 }, current: false },
    });
    // A file added since the check makes it out of date too.
    const added = new Map([['ledger', { ...seen, 'hcp.eval.json': sha256('{}') }]]);
    const again = readHistory(path, new Map(), (db) => workspaceRecords(db, added));
    expect(again.ok && again.value.get('ledger')?.current).toBe(false);
  });

  it('reads a database that does not exist as empty, without creating it', () => {
    const path = join(dir, 'none', 'history.db');
    expect(readHistory(path, [], (db) => listRuns(db, 'ledger'))).toEqual({ ok: true, value: [] });
    expect(() => new Database(path, { fileMustExist: true })).toThrow();
  });
});

describe('a database that cannot be used is reported, never thrown', () => {
  it('a damaged file', () => {
    const path = join(dir, 'history.db');
    writeFileSync(path, 'this is not a SQLite database, just text that got here somehow'.repeat(100));
    const recorded = recordRun(path, run());
    expect(recorded).toMatchObject({ ok: false, path });
    expect(!recorded.ok && recorded.error).toMatch(/history\.db is damaged \(not a SQLite database, or corrupt\)/);
    const read = readHistory(path, [], (db) => listRuns(db, 'ledger'));
    expect(!read.ok && read.error).toMatch(/is damaged/);
  });

  it('a database another process holds locked', () => {
    const path = join(dir, 'history.db');
    recordRun(path, run());
    const holder = new Database(path);
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const started = Date.now();
      const recorded = recordRun(path, run());
      expect(!recorded.ok && recorded.error).toMatch(/history\.db is locked by another process/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    expect(recordRun(path, run()).ok).toBe(true);
  });

  it('a path that cannot be a file', () => {
    const blocker = join(dir, 'file');
    writeFileSync(blocker, '');
    const recorded = recordRun(join(blocker, 'history.db'), run());
    expect(recorded.ok).toBe(false);
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
    recordRun(historyPath(dir, {}), run());
    writeFileSync(join(dir, '.packstudio', 'surface.json'), '{}');
    expect(await listPackIds(dir)).toEqual([{ id: 'ledger', format: 'hcp' }]);
  });
});
