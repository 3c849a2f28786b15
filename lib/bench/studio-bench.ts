import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBench, prepareLoadWorkspace } from './load';
import { buildOnce, startStudio } from './studio-server';
import { TARGETS, examplesWorkspace, measurePage, thousandWorkspace, type PageFigures } from './workspace-bench';

/**
 * `npm run bench:load`: the studio's production server under load (issue 9 §2) and with a workspace of 1,000
 * packs (§5), each on a temp workspace. `-- load` or `-- workspace` runs one section. Exits 1 when a target is
 * missed or a report under load differs from the quiet run's.
 */

const only = process.argv[2];
const port = Number(process.env.BENCH_PORT ?? 3306);
const targets: { name: string; value: string; met: boolean }[] = [];
const temp = await mkdtemp(join(tmpdir(), 'packstudio-bench-'));

try {
  await buildOnce();
  if (!only || only === 'load') await loadSection();
  if (!only || only === 'workspace') await workspaceSection();
} finally {
  await rm(temp, { recursive: true, force: true });
}

console.log('');
for (const t of targets) console.log(`${t.met ? 'met   ' : 'MISSED'}  ${t.name}: ${t.value}`);
process.exitCode = targets.length > 0 && targets.every((t) => t.met) ? 0 : 1;

async function loadSection() {
  const packs = join(temp, 'load');
  await prepareLoadWorkspace(packs);
  const studio = await startStudio(packs, port);
  try {
    const { quiet, rounds } = await loadBench(studio);
    console.log(
      `\n## 50 full checks (probe + eval) at once through the server actions (STUDIO_MAX_JOBS ${process.env.STUDIO_MAX_JOBS ?? 'unset: the cores'})\n`,
    );
    for (const [pack, q] of Object.entries(quiet))
      console.log(`quiet run, ${pack}: ${(q.ms / 1000).toFixed(1)} s, score and findings ${q.fingerprint}`);
    console.log('');
    console.log('round                                                     equal   joined  wall      p50      p95');
    for (const r of rounds) {
      console.log(
        `${r.name.padEnd(56)}  ${`${r.equal}/${r.checks}`.padEnd(6)}  ${String(r.joined).padEnd(6)}  ${s(r.wallMs)}  ${s(r.p50Ms)}  ${s(r.p95Ms)}`,
      );
      for (const d of r.differences.slice(0, 5)) console.log(`   differs: ${d}`);
      targets.push({
        name: `${r.name}: reports equal to the quiet run`,
        value: `${r.equal} of ${r.checks}`,
        met: r.equal === r.checks,
      });
    }
  } finally {
    await studio.stop();
  }
}

async function workspaceSection() {
  const figures: [string, PageFigures][] = [];
  for (const [name, make, count] of [
    ['the 6 example packs', examplesWorkspace, 6],
    ['1,000 packs (copies of ledger)', thousandWorkspace, 1000],
  ] as const) {
    const packs = join(temp, `ws-${count}`);
    await make(packs);
    const studio = await startStudio(packs, port);
    try {
      figures.push([name, await measurePage(studio, count)]);
    } finally {
      await studio.stop();
    }
  }
  console.log('\n## The workspace page `/`\n');
  console.log('workspace                         HTML       TTFB cold  TTFB warm (median of 10)');
  for (const [name, f] of figures)
    console.log(`${name.padEnd(32)}  ${kb(f.htmlBytes).padEnd(9)}  ${ms(f.coldMs).padEnd(9)}  ${ms(f.warmMs)}`);
  const big = figures[1][1];
  targets.push({
    name: '1,000 packs: / HTML ≤ 300 kB',
    value: kb(big.htmlBytes),
    met: big.htmlBytes <= TARGETS.htmlBytes,
  });
  targets.push({ name: '1,000 packs: / TTFB warm ≤ 300 ms', value: ms(big.warmMs), met: big.warmMs <= TARGETS.warmMs });
  targets.push({ name: '1,000 packs: / TTFB cold ≤ 2 s', value: ms(big.coldMs), met: big.coldMs <= TARGETS.coldMs });
}

function s(v: number) {
  return `${(v / 1000).toFixed(1)} s`.padEnd(7);
}
function ms(v: number) {
  return `${Math.round(v)} ms`;
}
function kb(v: number) {
  return `${(v / 1024).toFixed(1)} kB`;
}
