import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPackFromDir } from '../node/load-dir';
import { runProbeLayer } from '../node/probe';

const READS = 8;
const SLEEP_MS = 200;

/** A CLI whose every read sleeps 200 ms before printing JSON; help and usage errors answer at once. */
const SLEEPER = `#!/usr/bin/env node
const args = process.argv.slice(2).filter((a) => a !== '--json');
if (args.includes('--help')) { process.stdout.write('usage: sleeper read1..read${READS} [--json]\\n'); process.exit(0); }
if (!/^read\\d+$/.test(args[0] ?? '')) { process.stderr.write('sleeper: unknown command "' + args[0] + '"\\n'); process.exit(2); }
setTimeout(() => process.stdout.write(JSON.stringify({ ok: true, read: args[0] }) + '\\n'), ${SLEEP_MS});
`;

async function writeBenchPack(dir: string) {
  await mkdir(join(dir, 'bin'));
  await writeFile(join(dir, 'bin', 'sleeper.mjs'), SLEEPER, { mode: 0o755 });
  const keys = Array.from({ length: READS }, (_, i) => `read${i + 1}`);
  const verbs = Object.fromEntries(
    keys.map((k) => [k, { description: `Sleep ${SLEEP_MS} ms and return ${k} as JSON.`, cli: ['sleeper', k] }]),
  );
  await writeFile(
    join(dir, 'surface.json'),
    JSON.stringify({
      id: 'sleeper',
      name: 'Sleeper',
      kind: 'wrap',
      cliBin: 'sleeper',
      binding: { mode: 'public', hub: 'public' },
      wrap: { bin: './bin/sleeper.mjs' },
      verbs,
    }),
  );
  await writeFile(
    join(dir, 'policy.json'),
    JSON.stringify({ surface_id: 'sleeper', verbs: Object.fromEntries(keys.map((k) => [k, { risk: 'read' }])) }),
  );
  await writeFile(
    join(dir, 'HARNESS.md'),
    `# HCP — Sleeper\n\nBench pack. No login needed.\n\n| Command | Use |\n|---|---|\n${keys.map((k) => `| \`${k}\` | sleep |`).join('\n')}\n`,
  );
  return keys;
}

/**
 * The probe layer's concurrency, measured: a pack of 8 reads that each sleep 200 ms. The whole probe layer
 * (help, unknown subcommand, 8 subcommand helps and the 8 reads) runs once one probe at a time — the sum of the
 * single runs — and once with its default concurrency, bounded by the cores. Three rounds, medians kept, so one
 * busy moment does not decide it. `ratio` = concurrent wall / sequential sum; the target is ≤ 0.6.
 */
export async function probeConcurrencyBench(
  rounds = 3,
): Promise<{ sumSingleMs: number; wallMs: number; ratio: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'probe-bench-'));
  try {
    await writeBenchPack(dir);
    const pack = await loadPackFromDir(dir);
    await layerWall(pack, dir, 1); // warm the disk cache, unmeasured
    const sums: number[] = [];
    const walls: number[] = [];
    for (let round = 0; round < rounds; round++) {
      sums.push(await layerWall(pack, dir, 1));
      walls.push(await layerWall(pack, dir));
    }
    const sumSingleMs = median(sums);
    const wallMs = median(walls);
    return {
      sumSingleMs: Math.round(sumSingleMs),
      wallMs: Math.round(wallMs),
      ratio: Math.round((wallMs / sumSingleMs) * 100) / 100,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function layerWall(
  pack: Awaited<ReturnType<typeof loadPackFromDir>>,
  dir: string,
  concurrency?: number,
): Promise<number> {
  const started = performance.now();
  const layer = await runProbeLayer(pack, dir, { timeoutMs: 10000, projectDir: dir, concurrency });
  const wall = performance.now() - started;
  if (layer.notRun || layer.records.filter((r) => r.purpose === 'read').length !== READS)
    throw new Error(`bench probe layer did not run every read: ${layer.notRun ?? ''}`);
  return wall;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
