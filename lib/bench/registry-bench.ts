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
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
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

  console.log('\nstatic check per pack, in one process (read, then check, each pack timed alone; CPU time is the');
  console.log('part other work on the machine does not stretch)');
  const perPack = await timeEachPack(registry);
  const spread = (v: number[]) => [`median ${us(median(v))}`, `p95 ${us(quantile(v, 0.95))}`];
  row('check, wall', ...spread(perPack.check), `max ${us(Math.max(...perPack.check))}`);
  row('check, CPU', ...spread(perPack.checkCpu));
  row('  the packs with 100+ commands, CPU', ...spread(perPack.largeCpu));
  row('read (its folder and files), wall', ...spread(perPack.read));
  row('the set, summed', `wall ${ms(sum(perPack.check) / 1000)}`, `CPU ${ms(sum(perPack.checkCpu) / 1000)}`);

  console.log('\nthe set through the CLI (`check --workspace … --no-eval`, a process each)');
  const single = await cli('single run', ['check', '--workspace', registry, '--no-eval', '--json'], 'single.json');
  const shards: ProcessRun[] = [];
  for (let i = 1; i <= SHARDS; i++) {
    const argv = ['check', '--workspace', registry, '--no-eval', '--shard', `${i}/${SHARDS}`, '--json'];
    shards.push(await cli(`shard ${i}/${SHARDS}`, argv, `shard-${i}.json`));
  }
  const shardFiles = shards.map((_, i) => join(work, `shard-${i + 1}.json`));
  const merge = await cli('merge → json', ['merge', ...shardFiles, '--format', 'json'], 'merged.json');
  const mergeSarif = await cli('merge → sarif', ['merge', ...shardFiles, '--format', 'sarif'], 'merged.sarif');
  const merged = await readFile(join(work, 'merged.json'), 'utf8');
  const equal = merged === (await readFile(join(work, 'single.json'), 'utf8'));
  failed ||= !equal;
  const after = (runs: ProcessRun[], key: 'wallMs' | 'cpuMs') => sum(runs.map((r) => r[key]));
  const ratio = (key: 'wallMs' | 'cpuMs') => (after([...shards, merge], key) / single[key]).toFixed(2);
  row(
    `${SHARDS} shards one after another + merge`,
    `wall ${ms(after([...shards, merge], 'wallMs'))} (${ratio('wallMs')}×)`,
    `CPU ${ms(after([...shards, merge], 'cpuMs'))} (${ratio('cpuMs')}× the single run)`,
  );
  const slowest = shards.reduce((a, b) => (b.wallMs > a.wallMs ? b : a));
  row(
    `a matrix of ${SHARDS}: the slowest shard + merge`,
    `wall ${ms(slowest.wallMs + mergeSarif.wallMs)}`,
    `CPU ${ms(slowest.cpuMs + mergeSarif.cpuMs)}`,
  );
  row('merged JSON equals the single run', equal ? 'yes' : 'NO');
  row(
    'per pack, whole process',
    `wall ${us((single.wallMs * 1000) / COUNT)}`,
    `CPU ${us((single.cpuMs * 1000) / COUNT)}`,
  );

  console.log('\na full check (probes and eval) of the example packs, against the static one');
  const examples = (await findPackDirs(join(root, 'packs'))).length;
  const fullArgv = ['check', '--workspace', 'packs', '--probe', '--json'];
  const full = await cli('--probe (eval and probes)', fullArgv, 'examples-full.json', root);
  const staticArgv = ['check', '--workspace', 'packs', '--no-eval', '--json'];
  const staticOnly = await cli('--no-eval (static)', staticArgv, 'examples-static.json', root);
  const fullPerPack = (full.wallMs - staticOnly.wallMs) / examples;
  row(
    'probes and eval, per example pack',
    `wall ${ms(fullPerPack)}`,
    `(${examples} packs; wall: it waits on their CLIs)`,
  );

  // A shard's CPU is a fixed part every job pays (start, the walk of the whole tree, slicing) and its share of the
  // packs: from the single run (F + W) and the four shards (4F + W), F = (shards − single) / 3.
  const fixedCpu = Math.max(0, (after(shards, 'cpuMs') - single.cpuMs) / (SHARDS - 1));
  console.log(
    `\nnightly run of ${COUNT.toLocaleString('en')} packs on N jobs like this machine, from the figures above:`,
  );
  console.log(
    `  static: each job ${ms(fixedCpu)} of CPU it pays whatever its share (start, walk, slicing) + its share of`,
  );
  console.log(
    '  the rest, then one merge (CPU time: one thread, so the wall time of an idle runner); full: + the probes',
  );
  console.log('  and eval of its packs (wall, as measured here)');
  for (const jobs of [1, 4, 10, 20]) {
    const staticJob = jobs === 1 ? single.cpuMs : fixedCpu + (single.cpuMs - fixedCpu) / jobs + mergeSarif.cpuMs;
    const fullJob = staticJob + (fullPerPack * COUNT) / jobs;
    row(
      `${jobs} job${jobs === 1 ? '' : 's'}`,
      `static ${ms(staticJob)}`,
      `full check ${ms(fullJob)} (${(fullJob / 60_000).toFixed(1)} min)`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

/** Each pack read and checked alone, in this process: the engine's own cost, without the CLI around it. */
async function timeEachPack(dir: string) {
  const read: number[] = [];
  const check: number[] = [];
  const checkCpu: number[] = [];
  const largeCpu: number[] = [];
  for (const abs of await findPackDirs(dir)) {
    const t0 = performance.now();
    const target = await readPack(await locatePack(abs, dir));
    const t1 = performance.now();
    const cpu = process.cpuUsage();
    await checkPack(target, { cwd: dir, layers: { eval: false, probe: false } });
    const used = process.cpuUsage(cpu);
    read.push((t1 - t0) * 1000);
    check.push((performance.now() - t1) * 1000);
    checkCpu.push(used.user + used.system);
    if ((target.texts['surface.json']?.length ?? 0) > 50_000) largeCpu.push(used.user + used.system);
  }
  return { read, check, checkCpu, largeCpu };
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
