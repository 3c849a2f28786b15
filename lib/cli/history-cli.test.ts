import Database from 'better-sqlite3';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeWorkspace, runCli, tempWorkspace } from './test-cli';

let ws: string;
const savedDb = process.env.PACKSTUDIO_DB;

beforeEach(() => {
  delete process.env.PACKSTUDIO_DB;
  ws = tempWorkspace('packstudio-cli-history-', ['ledger', 'broken-demo', 'acme-tasks']);
});
afterEach(() => {
  if (savedDb === undefined) delete process.env.PACKSTUDIO_DB;
  else process.env.PACKSTUDIO_DB = savedDb;
  removeWorkspace(ws);
});

const run = (...argv: string[]) => runCli(argv, ws);
/** A static check of a pack of the workspace, written as a report file for `diff`. */
const checkInto = async (file: string, pack: string) =>
  writeFileSync(join(ws, file), (await run('check', join(ws, pack), '--no-eval', '--json')).stdout);
const replaceIn = (path: string, from: string, to: string) =>
  writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));
/** old.json before and new.json after one edit of a pack's file: the two reports every `diff` test compares. */
const reportsAroundEdit = async (pack: string, file: string, from: string, to: string) => {
  await checkInto('old.json', pack);
  replaceIn(join(ws, pack, file), from, to);
  await checkInto('new.json', pack);
};

function runsIn(path: string): { pack: string; source: string; score: number }[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT pack, source, score FROM runs ORDER BY id').all() as {
      pack: string;
      source: string;
      score: number;
    }[];
  } finally {
    db.close();
  }
}

describe('check --record', () => {
  it('stores each run in .packstudio/history.db of the workspace, with its findings', async () => {
    const first = await run('check', join(ws, 'broken-demo'), '--no-eval', '--record', '--json');
    const report = JSON.parse(first.stdout);
    expect(first.stderr).toMatch(/^history: recorded run 1 in .*\.packstudio\/history\.db$/m);
    await run('check', join(ws, 'ledger'), '--no-eval', '--record');
    const path = join(ws, '.packstudio', 'history.db');
    expect(runsIn(path)).toEqual([
      { pack: 'broken-demo', source: 'cli', score: report.score },
      { pack: 'ledger', source: 'cli', score: expect.any(Number) },
    ]);
    const db = new Database(path, { readonly: true });
    const n = db.prepare('SELECT COUNT(*) AS n FROM findings WHERE run_id = 1').get() as { n: number };
    const files = db.prepare('SELECT file FROM run_files WHERE run_id = 1 ORDER BY file').all();
    db.close();
    expect(n.n).toBe(report.findings.length);
    expect(files).toEqual([{ file: 'HARNESS.md' }, { file: 'policy.json' }, { file: 'surface.json' }]);
  });

  it('composition check --record stores the Recued run, unscored, in the same history', async () => {
    const r = await run('composition', 'check', join(ws, 'acme-tasks', 'pack.json'), '--record');
    expect(r.stderr).toMatch(/^history: recorded run 1 in /m);
    const db = new Database(join(ws, '.packstudio', 'history.db'), { readonly: true });
    const row = db.prepare('SELECT pack, format, source, score, grade FROM runs').get();
    const files = db.prepare('SELECT file FROM run_files').all();
    db.close();
    expect(row).toEqual({ pack: 'acme-tasks', format: 'recued', source: 'cli', score: null, grade: null });
    expect(files).toEqual([{ file: 'pack.json' }]);
  });

  it('PACKSTUDIO_DB moves the database', async () => {
    process.env.PACKSTUDIO_DB = join(ws, 'elsewhere', 'h.db');
    await run('check', join(ws, 'ledger'), '--no-eval', '--record');
    expect(runsIn(process.env.PACKSTUDIO_DB)).toHaveLength(1);
  });

  it('a damaged database is reported and the check still runs with its own exit code', async () => {
    const plain = await run('check', join(ws, 'broken-demo'), '--no-eval', '--json');
    process.env.PACKSTUDIO_DB = join(ws, 'damaged.db');
    writeFileSync(process.env.PACKSTUDIO_DB, 'not sqlite at all\n'.repeat(500));
    const r = await run('check', join(ws, 'broken-demo'), '--no-eval', '--record', '--json');
    expect(r.code).toBe(plain.code);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(plain.stdout));
    expect(r.stderr).toMatch(
      /history: not recorded \(the check itself ran\): the history database .*damaged\.db is damaged/,
    );
  });

  it('a locked database is reported and the check still runs', async () => {
    process.env.PACKSTUDIO_DB = join(ws, 'locked.db');
    await run('check', join(ws, 'ledger'), '--no-eval', '--record');
    const holder = new Database(process.env.PACKSTUDIO_DB);
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const r = await run('check', join(ws, 'ledger'), '--no-eval', '--record');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/ledger: score \d+\/100/);
      expect(r.stderr).toMatch(/history: not recorded \(the check itself ran\): .* is locked by another process/);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
  });
});

describe('packstudio diff', () => {
  it('lists new and fixed findings and the score delta between two JSON reports', async () => {
    // Fix one problem (the capitalised command name) and make a new one (a one-word description).
    await reportsAroundEdit(
      'broken-demo',
      'surface.json',
      '"List every item in the demo store and return them as JSON."',
      '""',
    );
    const r = await run('diff', 'old.json', 'new.json');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^score \d+ → \d+ \((\+|-)?\d+\), grade [A-F] → [A-F]$/m);
    expect(r.stdout).toMatch(/old\.json → new\.json: \d+ new findings?, \d+ fixed findings?, \d+ unchanged/);
    const body = JSON.parse((await run('diff', 'old.json', 'new.json', '--json')).stdout);
    expect(body.added.length).toBeGreaterThan(0);
    expect(body.added.every((f: { pointer: string }) => f.pointer.startsWith('/verbs/List'))).toBe(true);
    expect(body.score.delta).toBe(body.score.after - body.score.before);
  });

  it('exits 0 when nothing is new, and 66 with a reason when a file is not a report', async () => {
    writeFileSync(join(ws, 'a.json'), (await run('check', join(ws, 'ledger'), '--no-eval', '--json')).stdout);
    expect((await run('diff', 'a.json', 'a.json')).code).toBe(0);
    writeFileSync(join(ws, 'cut.json'), '{"pack_id": "ledger", "findings": [');
    const bad = await run('diff', 'a.json', 'cut.json');
    expect(bad.code).toBe(66);
    expect(bad.stderr).toMatch(/packstudio diff: cut\.json is not valid JSON/);
    const missing = await run('diff', 'a.json', 'nope.json');
    expect(missing.code).toBe(66);
    expect(missing.stderr).toMatch(/cannot read nope\.json: no such file/);
    expect((await run('diff', 'a.json')).code).toBe(64);
  });
});

describe('packstudio diff: policy changes and layers', () => {
  it('lists a removed confirm gate first, as weakened, and --fail-on policy-weakened fails on it', async () => {
    await reportsAroundEdit('ledger', 'policy.json', ', "confirm": "always"', '');
    const text = await run('diff', 'old.json', 'new.json');
    expect(text.stdout.split('\n').slice(0, 3)).toEqual([
      'Policy changes (2 weakened):',
      '  weakened      "transfer": always confirmed → no confirm gate: calls run without a person approving them.',
      // HARNESS.md still teaches the gate the policy no longer has.
      expect.stringMatching(/^ {2}weakened {6}HARNESS\.md now teaches "transfer" as write, always confirmed/),
    ]);
    const failed = await run('diff', 'old.json', 'new.json', '--fail-on', 'policy-weakened');
    expect(failed.code).toBe(1);
    // The same change undone strengthens the pack: nothing weakened, exit 0.
    const undone = await run('diff', 'new.json', 'old.json', '--fail-on', 'policy-weakened');
    expect(undone.code).toBe(0);
    expect(undone.stdout).toMatch(/^Policy changes \(1 strengthened\):$/m);

    const md = (await run('diff', 'old.json', 'new.json', '--format', 'markdown')).stdout;
    expect(md).toMatch(/^### Policy changes \(2 weakened\)$/m);
    expect(md.indexOf('Policy changes')).toBeLessThan(md.indexOf('Score'));
    const gh = (await run('diff', 'old.json', 'new.json', '--format', 'github')).stdout;
    expect(gh.split('\n')[0]).toBe(
      '::error title=Policy weakened::"transfer": always confirmed → no confirm gate: calls run without a person approving them.',
    );
    const body = JSON.parse((await run('diff', 'old.json', 'new.json', '--json')).stdout);
    expect(body.policyWeakened).toBe(true);
    expect(body.policy).toMatchObject([
      { kind: 'confirm-removed', command: 'transfer', direction: 'weakened' },
      { kind: 'skill-drift', command: 'transfer', direction: 'weakened' },
    ]);
    expect((await run('diff', 'old.json', 'new.json', '--fail-on', 'sometimes')).code).toBe(64);
  });

  it('a read whose argv now runs a write fails --fail-on policy-weakened, and the score line says so', async () => {
    await reportsAroundEdit(
      'ledger',
      'surface.json',
      '"cli": ["ledger", "status"]',
      '"cli": ["ledger", "setup", "all", "-y"]',
    );
    const r = await run('diff', 'old.json', 'new.json', '--fail-on', 'policy-weakened');
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[1]).toBe(
      '  weakened      "status" now runs `./bin/ledger.mjs setup all -y --json` (was `./bin/ledger.mjs status --json`): its read row and gate now approve a different call.',
    );
    expect(r.stdout).toMatch(
      /^score 100 → 100 \(0\), grade A → A \(the score does not count the policy weakened above\)$/m,
    );
  });

  it('a report of an older version, without a policy, says so instead of listing everything as added', async () => {
    const report = JSON.parse((await run('check', join(ws, 'ledger'), '--no-eval', '--json')).stdout);
    writeFileSync(join(ws, 'new.json'), JSON.stringify(report));
    delete report.policy;
    writeFileSync(join(ws, 'old.json'), JSON.stringify(report));
    const r = await run('diff', 'old.json', 'new.json', '--fail-on', 'policy-weakened');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ {2}neutral {7}The older report did not record the pack's policy/m);
  });

  it('a finding of a layer the older report did not run is "first run", not new; the layers each side ran are named', async () => {
    const evalFile = join(ws, 'ledger', 'hcp.eval.json');
    // A case whose expectation only a run can refute: eval finds it, the static check cannot.
    writeFileSync(
      evalFile,
      readFileSync(evalFile, 'utf8').replace(
        '"contains": ["entries", "paper"]',
        '"contains": ["entries", "no-such-word"]',
      ),
    );
    writeFileSync(join(ws, 'old.json'), (await run('check', join(ws, 'ledger'), '--no-eval', '--json')).stdout);
    writeFileSync(join(ws, 'new.json'), (await run('check', join(ws, 'ledger'), '--json')).stdout);
    const r = await run('diff', 'old.json', 'new.json');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/: 0 new findings, 0 fixed findings, \d+ unchanged, 1 first run$/m);
    expect(r.stdout).toMatch(/^layers structure, static → structure, static, eval \(first run of eval\)$/m);
    expect(r.stdout).toMatch(/^First run \(eval: the older report did not run it\):\n {2}error {2}E005/m);
    const back = await run('diff', 'new.json', 'old.json');
    expect(back.stdout).toMatch(/: 0 new findings, 0 fixed findings/);
    expect(back.stdout).toMatch(/^Not rechecked \(eval did not run this time\):$/m);
  });
});

describe('check --baseline', () => {
  it('fails only on findings not in the baseline; a finding that moved lines is not new', async () => {
    writeFileSync(join(ws, 'base.json'), (await run('check', join(ws, 'broken-demo'), '--no-eval', '--json')).stdout);
    expect((await run('check', join(ws, 'broken-demo'), '--no-eval')).code).toBe(1);
    // Re-indent every file: every line and column moves, no finding changes.
    const surface = join(ws, 'broken-demo', 'surface.json');
    writeFileSync(surface, '\n\n' + JSON.stringify(JSON.parse(readFileSync(surface, 'utf8')), null, 4));
    const same = await run('check', join(ws, 'broken-demo'), '--no-eval', '--baseline', 'base.json');
    expect(same.code).toBe(0);
    expect(same.stdout).toMatch(/^baseline base\.json: 0 new findings, \d+ already in the baseline \(not failing\)$/m);

    writeFileSync(
      surface,
      readFileSync(surface, 'utf8').replace('"List every item in the demo store and return them as JSON."', '""'),
    );
    const worse = await run('check', join(ws, 'broken-demo'), '--no-eval', '--baseline', 'base.json');
    expect(worse.code).not.toBe(0);
    expect(worse.stdout).toMatch(/^ {2}new {2}(warn |error) {2}M\d+ {2}surface\.json \/verbs\/List/m);
  });

  it('composition check --baseline fails only on findings the baseline lacks', async () => {
    const file = join(ws, 'acme-tasks', 'pack.json');
    writeFileSync(join(ws, 'c-base.json'), (await run('composition', 'check', file, '--json')).stdout);
    expect((await run('composition', 'check', file, '--baseline', 'c-base.json')).code).toBe(0);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"name"', '"nmae"'));
    const worse = await run('composition', 'check', file, '--baseline', 'c-base.json');
    expect(worse.code).toBe(1);
    expect(worse.stdout).toMatch(/^baseline c-base\.json: [1-9]\d* new findings?, 0 already in the baseline/m);
  });

  it('refuses a baseline that is not a report before running anything', async () => {
    writeFileSync(join(ws, 'bad.json'), '{"hello": 1}');
    const r = await run('check', join(ws, 'ledger'), '--baseline', 'bad.json');
    expect(r.code).toBe(66);
    expect(r.stderr).toMatch(/bad\.json is not a Pack Studio report/);
  });
});
