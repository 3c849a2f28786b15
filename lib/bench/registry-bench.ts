import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPack, locatePack, readPack } from '../cli/pack-run';
import { findPackDirs } from '../node/find-packs';
import { median, quantile, runNode, type ProcessRun } from './process-run';
import { writeRegistry } from './registry';

/**
 * `npm run bench:registry`: a registry-sized set (10,000 packs, `-- N` for another size) checked the ways CI checks
 * it. Prints the static check's time per pack (median, p95) and for the set, the CLI's peak memory, four shards run
 * one after another plus their merge against one run of the whole set (and whether the merge equals it), and the
 * cost of a full check (probes and eval) per example pack, then what a nightly run costs on N CI jobs.
 * Exits 1 when the merged set is not the single run's.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'lib/cli/bin.mjs');
const COUNT = Number(process.argv[2] ?? 10_000);
const SHARDS = 4;

const ms = (v: number) =>
  v >= 10_000 ? `${(v / 1000).toFixed(1)} s` : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`;
const us = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} ms` : `${v.toFixed(0)} µs`);
const mb = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} MB`;
const row = (label: string, ...cells: string[]) => console.log(`  ${label.padEnd(44)} ${cells.join('  ')}`);

const work = await mkdtemp(join(tmpdir(), 'packstudio-registry-'));
const registry = join(work, 'registry');
let failed = false;
try {
  console.log(
    `packstudio registry bench: ${COUNT.toLocaleString('en')} packs, ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  const generating = performance.now();
  const mix = await writeRegistry(registry, COUNT);
  console.log(
    `  generated in ${ms(performance.now() - generating)}: ${mix.small} small HCP (3–14 commands), ${mix.large} with 100–159 commands, ${mix.recued} Recued, ${mix.broken} broken`,
  );

  console.log('\nstatic check per pack, in one process (read, then check, each pack timed alone)');
  const perPack = await timeEachPack(registry);
  row(
    'check',
    `median ${us(median(perPack.check))}`,
    `p95 ${us(quantile(perPack.check, 0.95))}`,
    `max ${us(Math.max(...perPack.check))}`,
  );
  row('  of which 100+ commands', `median ${us(median(perPack.large))}`, `p95 ${us(quantile(perPack.large, 0.95))}`);
  row('read (the four files)', `median ${us(median(perPack.read))}`, `p95 ${us(quantile(perPack.read, 0.95))}`);
  row('sum over the set', ms(perPack.check.reduce((a, b) => a + b, 0) / 1000));

  console.log('\nthe set through the CLI (`check --workspace … --no-eval`, a process each)');
  const single = await cli('single', ['check', '--workspace', registry, '--no-eval', '--json'], 'single.json');
  const shards: ProcessRun[] = [];
  for (let i = 1; i <= SHARDS; i++)
    shards.push(
      await cli(
        `shard ${i}/${SHARDS}`,
        ['check', '--workspace', registry, '--no-eval', '--shard', `${i}/${SHARDS}`, '--json'],
        `shard-${i}.json`,
      ),
    );
  const shardFiles = shards.map((_, i) => join(work, `shard-${i + 1}.json`));
  const merge = await cli('merge → json', ['merge', ...shardFiles, '--format', 'json'], 'merged.json');
  const mergeSarif = await cli('merge → sarif', ['merge', ...shardFiles, '--format', 'sarif'], 'merged.sarif');
  const equal =
    (await readFile(join(work, 'merged.json'), 'utf8')) === (await readFile(join(work, 'single.json'), 'utf8'));
  failed ||= !equal;
  const sequential = shards.reduce((a, s) => a + s.wallMs, 0) + merge.wallMs;
  row(
    `${SHARDS} shards one after another + merge`,
    ms(sequential),
    `${(sequential / single.wallMs).toFixed(2)}× the single run`,
  );
  row(
    'one shard of four (the slowest), + merge',
    ms(Math.max(...shards.map((s) => s.wallMs)) + mergeSarif.wallMs),
    `what a CI matrix of ${SHARDS} waits for`,
  );
  row('merged JSON equals the single run', equal ? 'yes' : 'NO');
  row('static check per pack, whole process', us((single.wallMs * 1000) / COUNT));

  console.log('\na full check (probes and eval) of the example packs, against the static one');
  const examples = (await findPackDirs(join(root, 'packs'))).length;
  const full = await cli(
    '--probe (eval and probes)',
    ['check', '--workspace', 'packs', '--probe', '--json'],
    'examples-full.json',
    root,
  );
  const staticOnly = await cli(
    '--no-eval (static)',
    ['check', '--workspace', 'packs', '--no-eval', '--json'],
    'examples-static.json',
    root,
  );
  const fullPerPack = (full.wallMs - staticOnly.wallMs) / examples;
  row('probes and eval, per example pack', ms(fullPerPack), `(${examples} packs, the process's start left out)`);

  console.log(
    '\nnightly registry run, from these figures (static set time / N, + one merge; full: + per-pack probes and eval × packs / N)',
  );
  for (const jobs of [1, 4, 10, 20]) {
    const staticJob = single.wallMs / jobs + (jobs > 1 ? mergeSarif.wallMs : 0);
    const fullJob = staticJob + (fullPerPack * COUNT) / jobs;
    row(`${jobs} job${jobs === 1 ? '' : 's'}`, `static ${ms(staticJob)}`, `full check ${ms(fullJob)}`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

/** Each pack read and checked alone, in this process: the engine's own cost, without the CLI around it. */
async function timeEachPack(dir: string) {
  const read: number[] = [];
  const check: number[] = [];
  const large: number[] = [];
  for (const abs of await findPackDirs(dir)) {
    const t0 = performance.now();
    const target = await readPack(await locatePack(abs, dir));
    const t1 = performance.now();
    await checkPack(target, { projectDir: dir, eval: false, probe: false });
    const t2 = performance.now();
    read.push((t1 - t0) * 1000);
    check.push((t2 - t1) * 1000);
    if ((target.texts['surface.json']?.length ?? 0) > 50_000) large.push((t2 - t1) * 1000);
  }
  return { read, check, large };
}

/** `packstudio ARGV…` as a process, its stdout in `out` under the work folder; prints its wall time, peak memory and output size. */
async function cli(label: string, argv: string[], out: string, cwd = work): Promise<ProcessRun> {
  const file = join(work, out);
  const run = await runNode([bin, ...argv], { cwd, stdoutFile: file });
  if (run.code !== 0 && run.code !== 1 && run.code !== 2)
    throw new Error(`${label}: exit ${run.code}\n${run.stderr.slice(0, 2000)}`);
  row(
    label,
    ms(run.wallMs),
    `cpu ${ms(run.cpuMs)}`,
    `peak ${mb(run.peakMb)}`,
    `output ${mb((await stat(file)).size / 1024 / 1024)}`,
  );
  return run;
}
