import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Report } from '../core/report';
import { httpPack } from '../recued/test-fixtures';
import { expectValidSarif } from '../report/formatters/test-multitool';
import { cliIn, removeWorkspace, tempWorkspace } from './test-cli';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'lib/cli/bin.mjs');
const savedDb = process.env.PACKSTUDIO_DB;
let ws: string;

/** A workspace of copies: ledger (clean), broken-demo (errors), acme-tasks (clean Recued), acme-warn (warnings only). */
beforeEach(() => {
  delete process.env.PACKSTUDIO_DB;
  ws = tempWorkspace('packstudio-multi-', ['ledger', 'broken-demo', 'acme-tasks']);
  mkdirSync(join(ws, 'acme-warn'));
  writeFileSync(
    join(ws, 'acme-warn', 'pack.json'),
    httpPack((p) => {
      p.slug = 'acme-warn';
      p.contents[0].composition.operations[1].approval = 'never';
    }),
  );
});
afterEach(() => {
  if (savedDb === undefined) delete process.env.PACKSTUDIO_DB;
  else process.env.PACKSTUDIO_DB = savedDb;
  removeWorkspace(ws);
});

const run = cliIn(() => ws);

/** The real bin, as CI runs it. */
function runBin(cwd: string, ...argv: string[]) {
  const r = spawnSync(process.execPath, [bin, ...argv], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const reportOf = async (dir: string) => JSON.parse((await run('check', dir, '--no-eval', '--json')).stdout) as Report;

/** The summary table's rows under the header line: each row split on its column gaps. */
function tableRows(text: string): string[][] {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => /^pack +format +grade +score +errors +warnings$/.test(l));
  expect(at).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.trim()) break;
    rows.push(line.trim().split(/\s+/));
  }
  return rows;
}

const row = (r: Report) => [
  r.pack_id,
  r.format,
  r.grade ?? '-',
  r.score === null ? '-' : String(r.score),
  String(r.counts.error),
  String(r.counts.warn),
];

describe('check DIR…', () => {
  it('an HCP and a Recued pack: each report, then the summary table, each pack checked by its own format', async () => {
    const ledger = await reportOf('ledger');
    const acme = await reportOf('acme-tasks');
    expect([ledger.format, acme.format]).toEqual(['hcp', 'recued']);
    const r = await run('check', 'ledger', 'acme-tasks', '--no-eval');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ledger: score \d+\/100, grade [A-F]/m);
    expect(r.stdout).toMatch(/^acme-tasks: 0 errors, 0 warnings, 0 notes$/m);
    expect(tableRows(r.stdout)).toEqual([row(ledger), row(acme)]);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('2 packs: 0 errors, 0 warnings');
  });

  it('one DIR keeps the single-pack output: the Report itself with --json, no summary table', async () => {
    const one = await run('check', 'ledger', '--no-eval', '--json');
    expect(JSON.parse(one.stdout)).toMatchObject({ pack_id: 'ledger', format: 'hcp' });
    expect((await run('check', 'ledger', '--no-eval')).stdout).not.toMatch(/^pack +format/m);
    // The same folder named twice is checked once, and is still a set.
    const twice = JSON.parse((await run('check', 'ledger', `${ws}/ledger`, '--no-eval', '--json')).stdout);
    expect(twice.reports.map((x: Report) => x.pack_id)).toEqual(['ledger']);
  });

  it('the exit code is the worst of the packs: 1 error > 2 warnings > 0, --strict per pack', async () => {
    expect((await run('check', 'ledger', 'acme-tasks', '--no-eval')).code).toBe(0);
    expect((await run('check', 'ledger', 'acme-warn', '--no-eval')).code).toBe(2);
    expect((await run('check', 'acme-warn', 'ledger', '--no-eval', '--strict')).code).toBe(1);
    expect((await run('check', 'acme-warn', 'broken-demo', 'ledger', '--no-eval')).code).toBe(1);
    // Through the real bin, as CI sees it.
    expect(runBin(ws, 'check', 'ledger', 'acme-warn', '--no-eval', '--json').code).toBe(2);
    expect(runBin(ws, 'check', '--workspace', '.', '--no-eval', '--format', 'github').code).toBe(1);
  });

  it('a DIR that is missing, not a folder or holds no pack exits 66, said per DIR, while the others are reported', async () => {
    mkdirSync(join(ws, 'empty'));
    const r = await run('check', 'ledger', 'nope', 'empty', 'ledger/surface.json', 'acme-warn', '--no-eval', '--json');
    expect(r.code).toBe(66);
    const body = JSON.parse(r.stdout);
    expect(body.reports.map((x: Report) => x.pack_id)).toEqual(['ledger', 'acme-warn']);
    expect(body.errors).toEqual([
      { code: 'no_input', path: 'nope', message: 'cannot read nope: no such folder' },
      { code: 'no_input', path: 'empty', message: 'empty holds no pack (no surface.json or pack.json)' },
      {
        code: 'no_input',
        path: 'ledger/surface.json',
        message: 'cannot read ledger/surface.json: it is a file, not a pack folder',
      },
    ]);
    for (const e of body.errors) expect(r.stderr).toContain(`packstudio check: ${e.message}`);
    const text = await run('check', 'nope', 'acme-tasks');
    expect(text.code).toBe(66);
    expect(text.stdout).toMatch(/^1 pack: 0 errors, 0 warnings; 1 DIR not checked \(said on stderr\)$/m);
    expect(text.stderr).toBe('packstudio check: cannot read nope: no such folder');
    // One DIR alone that cannot be read is the command's input error, as for every command.
    const alone = await run('check', 'nope', '--json');
    expect(alone).toMatchObject({ code: 66 });
    expect(JSON.parse(alone.stdout)).toEqual({
      error: { code: 'no_input', path: 'nope', message: 'cannot read nope: no such folder' },
    });
  });

  it('--jobs bounds the packs at once; the reports are the same and in the order of the DIRs', async () => {
    const serial = JSON.parse(
      (await run('check', 'broken-demo', 'ledger', 'acme-warn', '--no-eval', '--json', '--jobs', '1')).stdout,
    );
    const parallel = JSON.parse(
      (await run('check', 'broken-demo', 'ledger', 'acme-warn', '--no-eval', '--json', '--jobs=3')).stdout,
    );
    expect(parallel).toEqual(serial);
    expect(serial.reports.map((x: Report) => x.pack_id)).toEqual(['broken-demo', 'ledger', 'acme-warn']);
    for (const bad of ['0', 'two', '1.5']) {
      const r = await run('check', 'ledger', 'acme-tasks', '--jobs', bad);
      expect(r.code).toBe(64);
      expect(r.stderr).toContain(`--jobs must be a whole number of at least 1, got "${bad}"`);
    }
  });
});

/** Every folder under `dir` holding surface.json or pack.json, found here by a plain walk of the disk. */
function packFoldersOnDisk(dir: string, skip = new Set(['node_modules', '.git', '.packstudio', '.next'])): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((e) => e.isFile() && (e.name === 'surface.json' || e.name === 'pack.json')) ? [dir] : [];
  return [
    ...here,
    ...entries
      .filter((e) => e.isDirectory() && !skip.has(e.name))
      .flatMap((e) => packFoldersOnDisk(join(dir, e.name), skip)),
  ];
}

describe('check --workspace DIR', () => {
  it('checks every pack under ./packs, as many as the disk holds', async () => {
    const expected = packFoldersOnDisk(join(root, 'packs'))
      .map((d) => relative(root, d))
      .sort();
    expect(expected.length).toBeGreaterThanOrEqual(6);
    const r = await cliIn(() => root)('check', '--workspace', 'packs', '--no-eval', '--json');
    const body = JSON.parse(r.stdout);
    expect(body.errors).toEqual([]);
    expect(body.reports).toHaveLength(expected.length);
    expect(body.reports.map((x: Report) => x.format).sort()).toEqual(
      expected.map((d) => (existsSync(join(root, d, 'pack.json')) ? 'recued' : 'hcp')).sort(),
    );
    expect(r.code).toBe(1); // broken-demo
  });

  it('finds packs at any depth, skips node_modules, .git, .packstudio and .next, and keeps the set shape for one pack', async () => {
    const nested = join(ws, 'group', 'deeper', 'ledger-copy');
    cpSync(join(ws, 'ledger'), nested, { recursive: true });
    for (const skipped of ['node_modules', '.git', '.packstudio', '.next'])
      cpSync(join(ws, 'acme-tasks'), join(ws, 'ledger', skipped, 'x'), { recursive: true });
    const expected = packFoldersOnDisk(ws)
      .map((d) => relative(ws, d))
      .sort();
    expect(expected).toEqual(['acme-tasks', 'acme-warn', 'broken-demo', 'group/deeper/ledger-copy', 'ledger']);
    const r = await run('check', '--workspace', '.', '--no-eval', '--format', 'sarif');
    const uris = new Set(
      JSON.parse(r.stdout).runs[0].results.map(
        (x: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
          x.locations[0]!.physicalLocation.artifactLocation.uri.split('/').slice(0, -1).join('/'),
      ),
    );
    expect([...uris].every((u) => expected.includes(u as string))).toBe(true);
    const text = await run('check', '--workspace', '.', '--no-eval');
    expect(tableRows(text.stdout)).toHaveLength(expected.length);

    const one = await run('check', '--workspace', 'group', '--no-eval', '--json');
    expect(JSON.parse(one.stdout)).toMatchObject({ reports: [{ pack_id: 'ledger', format: 'hcp' }], errors: [] });
    const none = await run('check', '--workspace', 'ledger/bin', '--json');
    expect(none.code).toBe(66);
    expect(JSON.parse(none.stdout)).toEqual({
      reports: [],
      errors: [
        {
          code: 'no_input',
          path: 'ledger/bin',
          message: '--workspace ledger/bin holds no pack (no folder with surface.json or pack.json)',
        },
      ],
    });
    const missing = await run('check', '--workspace', 'nowhere', 'acme-tasks');
    expect(missing.code).toBe(66);
    expect(missing.stderr).toBe('packstudio check: cannot read --workspace nowhere: no such file');
    expect(tableRows(missing.stdout)).toEqual([['acme-tasks', 'recued', '-', '-', '0', '0']]);
  });
});

describe('every format over a set', () => {
  const set = ['ledger', 'broken-demo', 'acme-warn'];
  const formatOf = async (format: string) => run('check', ...set, '--no-eval', '--format', format);

  it('json: one object, a report per pack', async () => {
    const r = await formatOf('json');
    expect(r.code).toBe(1);
    const body = JSON.parse(r.stdout);
    expect(Object.keys(body)).toEqual(['reports', 'errors']);
    expect(body.reports).toEqual(await Promise.all(set.map(reportOf)));
  });

  it("sarif: one run with every pack's results, each under its folder, valid to the Multitool", async () => {
    const r = await formatOf('sarif');
    const log = JSON.parse(r.stdout);
    expect(log.runs).toHaveLength(1);
    const reports = await Promise.all(set.map(reportOf));
    // Every finding, and every finding of the agent-readiness layer (its own rules, tagged as that layer).
    expect(log.runs[0].results).toHaveLength(
      reports.reduce((n, x) => n + x.findings.length + (x.agent?.findings.length ?? 0), 0),
    );
    const folders = new Set(
      log.runs[0].results.map(
        (x: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
          x.locations[0]!.physicalLocation.artifactLocation.uri.split('/')[0],
      ),
    );
    // ledger has no spec finding, but its agent-readiness notes (the hosts' refusals) are results under its folder too.
    expect([...folders].sort()).toEqual(['acme-warn', 'broken-demo', 'ledger']);
    expectValidSarif(r.stdout);
  }, 90_000);

  it('junit: well-formed XML, one testsuite per pack, a failure per finding', async () => {
    const r = await formatOf('junit');
    const doc = new new Window().DOMParser().parseFromString(r.stdout, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const suites = [...doc.getElementsByTagName('testsuite')];
    const reports = await Promise.all(set.map(reportOf));
    expect(suites.map((s) => s.getAttribute('name'))).toEqual(reports.map((x) => x.pack_id));
    expect(suites.map((s) => s.getElementsByTagName('failure').length)).toEqual(reports.map((x) => x.findings.length));
  });

  it('html: one self-contained file for the set, a section per pack', async () => {
    const r = await formatOf('html');
    expect(r.stdout.match(/<html/gi)).toHaveLength(1);
    expect(r.stdout).toContain('3 packs');
    expect([...r.stdout.matchAll(/<section class="pack" data-pack="([^"]+)">/g)].map((m) => m[1])).toEqual(set);
    // Nothing is fetched: no external source, and the page's own policy forbids any request.
    expect(r.stdout).not.toMatch(/\ssrc="(https?:)?\/\//);
    expect(r.stdout).toContain(`content="default-src 'none';`);
  });

  it('markdown, github, agent and text name every pack', async () => {
    const reports = await Promise.all(set.map(reportOf));
    const md = (await formatOf('markdown')).stdout;
    for (const x of reports)
      expect(md).toContain(
        `| ${x.pack_id} | ${x.format} | ${x.grade ?? '–'} | ${x.score ?? '–'} | ${x.counts.error} | ${x.counts.warn} |`,
      );
    const gh = (await formatOf('github')).stdout.split('\n').filter((l) => l.startsWith('::'));
    expect(gh).toHaveLength(reports.reduce((n, x) => n + x.findings.length, 0));
    expect(gh.filter((l) => l.includes('file=acme-warn/pack.json'))).toHaveLength(reports[2]!.findings.length);
    const agent = (await formatOf('agent')).stdout;
    for (const id of set) expect(agent).toContain(`# Pack Studio check: ${id}`);
    expect(tableRows((await formatOf('text')).stdout)).toEqual(reports.map(row));
  });
});

describe('a DIR that could not be checked, in every format', () => {
  const messages = ['cannot read nope: no such folder', 'empty holds no pack (no surface.json or pack.json)'];
  const formatOf = async (format: string) => {
    mkdirSync(join(ws, 'empty'), { recursive: true });
    const r = await run('check', 'ledger', 'nope', 'empty', 'acme-warn', '--no-eval', '--format', format);
    expect(r.code).toBe(66);
    return r.stdout;
  };

  it('sarif: an error notification per DIR in a failed invocation, still valid to the Multitool', async () => {
    const out = await formatOf('sarif');
    const run0 = JSON.parse(out).runs[0];
    expect(run0.invocations).toEqual([
      {
        executionSuccessful: false,
        toolExecutionNotifications: messages.map((m) => ({ level: 'error', message: { text: `${m}.` } })),
      },
    ]);
    expectValidSarif(out);
    // A set that was all checked says nothing of invocations.
    expect(
      JSON.parse((await run('check', 'ledger', 'acme-warn', '--no-eval', '--format', 'sarif')).stdout).runs[0],
    ).not.toHaveProperty('invocations');
  }, 90_000);

  it('junit: a suite per DIR with one case in error, counted in the totals, well-formed', async () => {
    const doc = new new Window().DOMParser().parseFromString(await formatOf('junit'), 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const suites = [...doc.getElementsByTagName('testsuite')];
    expect(suites.map((s) => s.getAttribute('name'))).toEqual(['ledger', 'acme-warn', 'nope', 'empty']);
    const errorsOf = (s: (typeof suites)[number]) =>
      [...s.getElementsByTagName('error')].map((e) => e.getAttribute('message'));
    expect(suites.slice(2).map(errorsOf)).toEqual(messages.map((m) => [m]));
    expect(suites.slice(2).map((s) => s.getAttribute('errors'))).toEqual(['1', '1']);
    const top = doc.getElementsByTagName('testsuites')[0]!;
    expect(top.getAttribute('errors')).toBe('2');
    expect(Number(top.getAttribute('tests'))).toBe(suites.reduce((n, s) => n + Number(s.getAttribute('tests')), 0));
  });

  it('html: a "Not checked" list naming each DIR and why', async () => {
    const page = new new Window().DOMParser().parseFromString(await formatOf('html'), 'text/html');
    const list = page.querySelector('[data-not-checked]')!;
    expect(list.querySelector('h2')!.textContent).toContain('Not checked');
    expect([...list.querySelectorAll('li')].map((li) => [li.getAttribute('data-path'), li.textContent])).toEqual([
      ['nope', `nope: ${messages[0]}`],
      ['empty', `empty: ${messages[1]}`],
    ]);
  });

  it('markdown and text: a line per DIR under the summary', async () => {
    const md = await formatOf('markdown');
    expect(md).toContain(`**Not checked** (2 DIRs):\n\n- ❌ \`nope\`: ${messages[0]}\n- ❌ \`empty\`: ${messages[1]}`);
    const text = await formatOf('text');
    expect(text).toMatch(/^2 packs: \d+ errors?, \d+ warnings?; 2 DIRs not checked \(said on stderr\)$/m);
    expect(text.trimEnd().split('\n').slice(-2)).toEqual(messages.map((m) => `not checked: ${m}`));
  });
});

describe('--publisher', () => {
  it('each Recued pack of the set is checked for the handle given, the HCP packs as before', async () => {
    const own = await run('check', 'acme-tasks', 'ledger', '--no-eval', '--json');
    expect(own.code).toBe(0);
    const other = await run(
      'check',
      'acme-tasks',
      'acme-warn',
      'ledger',
      '--no-eval',
      '--json',
      '--publisher',
      'someone-else',
    );
    expect(other.code).toBe(1);
    const body = JSON.parse(other.stdout) as { reports: Report[] };
    const ids = (r: Report) => r.findings.map((f) => f.id);
    expect(ids(body.reports[0]!)).toEqual(['C-publisher-handle']);
    expect(ids(body.reports[1]!)).toContain('C-publisher-handle');
    expect(body.reports[2]).toEqual(JSON.parse(own.stdout).reports[1]);
    // The handle each pack.json names is accepted as the signed-in one; one DIR takes it too.
    expect((await run('check', 'acme-tasks', '--publisher=local')).code).toBe(0);
    expect(await run('check', 'acme-tasks', '--publisher')).toMatchObject({
      code: 64,
      stderr: expect.stringContaining('--publisher needs a value'),
    });
  });
});

describe('--record, --fix and --baseline over several packs', () => {
  it('--record stores one run per pack', async () => {
    const r = await run('check', '--workspace', '.', '--no-eval', '--record');
    const db = new Database(join(ws, '.packstudio', 'history.db'), { readonly: true });
    const runs = db.prepare('SELECT pack, format FROM runs ORDER BY pack').all();
    db.close();
    expect(runs).toEqual([
      { pack: 'acme-tasks', format: 'recued' },
      { pack: 'acme-warn', format: 'recued' },
      { pack: 'broken-demo', format: 'hcp' },
      { pack: 'ledger', format: 'hcp' },
    ]);
    expect(r.stderr).toMatch(/^broken-demo: history: recorded run \d+ in /m);
  });

  it('--fix fixes each HCP pack, saying which', async () => {
    cpSync(join(ws, 'broken-demo'), join(ws, 'broken-two'), { recursive: true });
    const r = await run('check', 'broken-demo', 'broken-two', 'acme-tasks', '--no-eval', '--fix');
    expect(r.stdout).toMatch(/^broken-demo: --fix: applied 3 fixes/m);
    expect(r.stdout).toMatch(/^broken-two: --fix: applied 3 fixes/m);
    for (const id of ['broken-demo', 'broken-two'])
      expect(JSON.parse(readFileSync(join(ws, id, 'policy.json'), 'utf8')).verbs).toHaveProperty('list');
  });

  it('--baseline with a many-pack baseline judges each pack against its own report, matched by pack id', async () => {
    writeFileSync(
      join(ws, 'base.json'),
      (await run('check', 'broken-demo', 'acme-warn', '--no-eval', '--json')).stdout,
    );
    const same = await run('check', 'acme-warn', 'broken-demo', '--no-eval', '--baseline', 'base.json');
    expect(same.code).toBe(0);
    expect(same.stdout).toMatch(/^broken-demo: baseline base\.json: 0 new findings, [1-9]\d* already in the baseline/m);
    expect(same.stdout).toMatch(/^acme-warn: baseline base\.json: 0 new findings, 1 already in the baseline/m);
    // A pack the baseline has no report of: every finding is new.
    const other = await run('check', 'acme-warn', 'ledger', '--no-eval', '--baseline', 'base.json', '--strict');
    expect(other.code).toBe(0);
    cpSync(join(ws, 'broken-demo'), join(ws, 'unknown'), { recursive: true });
    const surface = join(ws, 'unknown', 'surface.json');
    writeFileSync(surface, readFileSync(surface, 'utf8').replace('"id": "broken-demo"', '"id": "unknown-demo"'));
    const fresh = await run('check', 'broken-demo', 'unknown', '--no-eval', '--baseline', 'base.json');
    expect(fresh.code).toBe(1);
    expect(fresh.stdout).toMatch(
      /^unknown-demo: baseline base\.json \(it holds no report of this pack: every finding is new\): [1-9]\d* new findings/m,
    );
  });

  it('--init-evals with several packs is a usage error', async () => {
    const r = await run('check', 'ledger', 'broken-demo', '--init-evals');
    expect(r.code).toBe(64);
    expect(r.stderr).toContain('--init-evals writes the hcp.eval.json of one pack: name one DIR');
  });
});

describe("check --workspace and the studio's publisher handle", () => {
  it('checks each composition for the handle the studio keeps for the workspace, unless --publisher says another', async () => {
    const before = JSON.parse((await run('check', '--workspace', '.', '--no-eval', '--json')).stdout) as {
      reports: Report[];
    };
    const acme = (set: { reports: Report[] }) => set.reports.find((r) => r.pack_id === 'acme-tasks')!;
    expect(acme(before).counts.error).toBe(0);
    mkdirSync(join(ws, '.packstudio'));
    writeFileSync(join(ws, '.packstudio', 'settings.json'), '{"packs":{},"publisher":"someone-else"}');
    const after = JSON.parse((await run('check', '--workspace', '.', '--no-eval', '--json')).stdout);
    expect(acme(after).findings.map((f: { id: string }) => f.id)).toContain('C-publisher-handle');
    const named = JSON.parse(
      (await run('check', '--workspace', '.', '--no-eval', '--json', '--publisher', 'local')).stdout,
    );
    expect(acme(named).counts.error).toBe(0);
  });
});
