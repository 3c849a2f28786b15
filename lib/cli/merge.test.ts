import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../core/report';
import { FORMAT_NAMES, type FormatName } from '../report/formatters';
import { normaliseScratch } from './golden/capture';
import { cliIn, removeWorkspace, tempWorkspace } from './test-cli';

/**
 * `check --shard I/N` and `merge`: a set cut into shards and put back together prints what one run of the whole set
 * prints, in every format, apart from how long each eval case took.
 */

let ws: string;
const run = cliIn(() => ws);
const TOTAL = 3;
/** The set: three example packs (HCP with eval, HCP broken, Recued), a nested copy, and a DIR that is not there. */
const SET = ['nope', '--workspace', '.'];

beforeAll(async () => {
  ws = tempWorkspace('packstudio-shards-', ['ledger', 'broken-demo', 'acme-tasks']);
  cpSync(join(ws, 'ledger'), join(ws, 'group', 'ledger-copy'), { recursive: true });
  for (let i = 1; i <= TOTAL; i++) {
    const r = await run('check', ...SET, '--shard', `${i}/${TOTAL}`, '--json');
    writeFileSync(join(ws, `shard-${i}.json`), r.stdout);
  }
});
afterAll(() => removeWorkspace(ws));

const shardFiles = (...indexes: number[]) => indexes.map((i) => `shard-${i}.json`);
const readShard = (i: number) => JSON.parse(readFileSync(join(ws, `shard-${i}.json`), 'utf8'));

/**
 * What differs between two runs of the same check: the time each eval case took (and so its p50 and p95), and the
 * scratch folder each run makes.
 */
function withoutTimes(format: FormatName, text: string): string {
  if (format === 'json')
    return normaliseScratch(
      JSON.stringify(
        JSON.parse(text, (key, value) => (['ms', 'p50_ms', 'p95_ms'].includes(key) ? 0 : value)),
        null,
        2,
      ),
    );
  return normaliseScratch(text)
    .replace(/\bp(50|95) \d+ ms/g, 'p$1 N ms')
    .replace(/\| (pass|FAIL[^|]*) \| \d+ \|/g, '| $1 | N |')
    .replace(/(<span class="pill \w+">[^<]*<\/span><\/td><td>)\d+(<\/td>)/g, '$1N$2');
}

describe('check --shard I/N', () => {
  it('the shards check disjoint slices that together are the set, each saying its place in it', async () => {
    const whole = JSON.parse((await run('check', ...SET, '--no-eval', '--json')).stdout);
    const shards = [1, 2, 3].map(readShard);
    const dirs = shards.flatMap((s) => s.shard.dirs);
    expect(dirs.sort()).toEqual(['acme-tasks', 'broken-demo', 'group/ledger-copy', 'ledger']);
    expect(shards.flatMap((s) => s.reports.map((r: Report) => r.pack_id)).sort()).toEqual(
      whole.reports.map((r: Report) => r.pack_id).sort(),
    );
    for (const [i, s] of shards.entries()) {
      expect(s.shard).toMatchObject({
        index: i + 1,
        total: TOTAL,
        rerun: 'packstudio check nope --workspace . --probe --agent',
      });
      expect(s.shard.set).toEqual(['nope', 'acme-tasks', 'broken-demo', 'group/ledger-copy', 'ledger']);
      expect(s.shard.dirs).toHaveLength(s.reports.length);
    }
    // `nope` is in exactly one shard, as an error of that shard.
    expect(shards.flatMap((s) => s.errors)).toEqual([
      { code: 'no_input', path: 'nope', message: 'cannot read nope: no such folder' },
    ]);
    expect(shards[0].shard.sizes.reduce((a: number, b: number) => a + b, 0)).toBe(5);
  });

  it('a pack keeps its shard when another pack is added to the workspace', async () => {
    const before = [1, 2, 3].map((i) => readShard(i).shard.dirs as string[]);
    cpSync(join(ws, 'acme-tasks'), join(ws, 'zz-added'), { recursive: true });
    try {
      for (let i = 1; i <= TOTAL; i++) {
        const after = JSON.parse(
          (await run('check', ...SET, '--no-eval', '--shard', `${i}/${TOTAL}`, '--json')).stdout,
        );
        expect(after.shard.dirs.filter((d: string) => d !== 'zz-added')).toEqual(before[i - 1]);
      }
    } finally {
      removeWorkspace(join(ws, 'zz-added'));
    }
  });

  it('a bad --shard is a usage error (exit 64), in JSON too', async () => {
    for (const bad of ['0/3', '4/3', '1/0', 'two', '1/2/3']) {
      const r = await run('check', '--workspace', '.', '--shard', bad, '--json');
      expect(r.code, bad).toBe(64);
      expect(JSON.parse(r.stdout).error).toEqual({
        code: 'usage',
        message: `--shard takes I/N, the I-th of N shards with 1 ≤ I ≤ N (for example 2/4), got "${bad}"`,
      });
    }
    expect((await run('check', '--workspace', '.', '--shard')).code).toBe(64);
  });
});

describe('merge SHARD.json…', () => {
  it.each(FORMAT_NAMES)('--format %s of the merged shards is what one run of the whole set prints', async (format) => {
    const single = await run('check', ...SET, '--format', format);
    // The shards in any order.
    const merged = await run('merge', ...shardFiles(3, 1, 2), '--format', format);
    expect(withoutTimes(format, merged.stdout)).toBe(withoutTimes(format, single.stdout));
    expect(merged.code).toBe(single.code);
    expect(merged.code).toBe(66); // `nope` was not checked: its error survives the merge
    expect(merged.stderr).toContain('packstudio merge: cannot read nope: no such folder');
  });

  it('the exit code is the worst of the packs when every DIR was checked, --strict per pack', async () => {
    const clean = tempWorkspace('packstudio-shards-clean-', ['ledger', 'acme-tasks']);
    const here = cliIn(() => clean);
    try {
      for (let i = 1; i <= 2; i++)
        writeFileSync(
          join(clean, `s${i}.json`),
          (await here('check', '--workspace', '.', '--no-eval', '--shard', `${i}/2`, '--json')).stdout,
        );
      expect((await here('merge', 's1.json', 's2.json')).code).toBe(0);
      const broken = JSON.parse((await run('check', 'broken-demo', '--no-eval', '--shard', '1/1', '--json')).stdout);
      writeFileSync(join(clean, 'broken.json'), JSON.stringify(broken));
      expect((await here('merge', 'broken.json')).code).toBe(1);
    } finally {
      removeWorkspace(clean);
    }
  });

  it('a shard not given is an error of the merged set in every format, and the others are reported', async () => {
    const missing = shardFiles(1, 2, 3).filter((_, i) => readShard(i + 1).reports.length > 0)[0]!;
    const index = Number(missing.match(/\d/)![0]);
    const given = shardFiles(1, 2, 3).filter((f) => f !== missing);
    const size = readShard(1).shard.sizes[index - 1];
    const message = `shard ${index}/3 was not merged (no file of it was named): its ${size} DIR${size === 1 ? '' : 's'} ${size === 1 ? 'was' : 'were'} not checked`;
    const r = await run('merge', ...given, '--json');
    expect(r.code).toBe(66);
    const body = JSON.parse(r.stdout);
    expect(body.errors).toContainEqual({ code: 'no_input', path: `shard ${index}/3`, message });
    expect(body.reports).toHaveLength(4 - readShard(index).reports.length);
    expect((await run('merge', ...given, '--format', 'sarif')).stdout).toContain(message);
    expect((await run('merge', ...given, '--format', 'junit')).stdout).toContain(`<testsuite name="shard ${index}/3"`);
    expect((await run('merge', ...given, '--format', 'markdown')).stdout).toContain(`**Not checked**`);
  });

  it('refuses, exit 66 with what and where, a file that is no shard, a shard given twice, and shards of different runs', async () => {
    mkdirSync(join(ws, 'other'), { recursive: true });
    writeFileSync(
      join(ws, 'other', 'whole.json'),
      (await run('check', '--workspace', '.', '--no-eval', '--json')).stdout,
    );
    writeFileSync(join(ws, 'other', 'cut.json'), readFileSync(join(ws, 'shard-1.json'), 'utf8').slice(0, 200));
    const two = (await run('check', '--workspace', '.', '--no-eval', '--shard', '1/2', '--json')).stdout;
    writeFileSync(join(ws, 'other', 'half.json'), two);
    const damaged = JSON.parse(two);
    damaged.reports[0].counts = 'many';
    writeFileSync(join(ws, 'other', 'damaged.json'), JSON.stringify(damaged));

    const cases: [string[], RegExp][] = [
      [['other/whole.json'], /^other\/whole\.json has no "shard" member: it is the output of a check of the whole set/],
      [['other/cut.json'], /^other\/cut\.json is not valid JSON, so it is damaged or cut short/],
      [
        ['shard-1.json', 'shard-2.json', 'shard-1.json'],
        /^shard 1\/3 is given twice: shard-1\.json and shard-1\.json$/,
      ],
      [
        ['shard-1.json', 'other/half.json'],
        /^shard-1\.json \(shard 1\/3 of 5 DIRs\) and other\/half\.json \(shard 1\/2 of 4\) are shards of different runs/,
      ],
      [
        ['other/damaged.json'],
        /^other\/damaged\.json \(report 1, [^)]+\) looks like a report, but not one this version of Pack Studio can read.*counts/,
      ],
      [['no-such.json'], /^cannot read no-such\.json: no such file$/],
    ];
    for (const [files, message] of cases) {
      const r = await run('merge', ...files, '--json');
      expect(r.code, files.join(' ')).toBe(66);
      expect(JSON.parse(r.stdout).error.message).toMatch(message);
      expect(r.stderr).toMatch(/^packstudio merge: /);
    }
    expect((await run('merge')).code).toBe(64);
    expect((await run('merge', 'shard-1.json', '--json', '--agent')).code).toBe(64);
  });
});
