import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HCP_FILES } from '../formats/hcp/files';
import { checkStatic } from '../hcp/check';
import { loadPackFromTexts, type PackTexts } from '../hcp/load';
import { generatePack } from './generate';
import { medianMicrosEach } from './measure';

/**
 * `npm run bench`: the static check against JSON.parse of the same files, measured in the same run,
 * so a noisy shared machine moves both sides together. Exits 1 when a target is missed.
 */
const ledgerDir = fileURLToPath(new URL('../../packs/ledger/', import.meta.url));
const ledger: PackTexts = Object.fromEntries(HCP_FILES.map((f) => [f, readFileSync(ledgerDir + f, 'utf8')]));

function staticCheck(texts: PackTexts) {
  return checkStatic(loadPackFromTexts(texts));
}

function parseOnly(texts: PackTexts) {
  for (const f of HCP_FILES) if (f.endsWith('.json') && texts[f] !== undefined) JSON.parse(texts[f]);
}

const fmt = (us: number) => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`);
const rows: [string, string, string, string][] = [];
const targets: { name: string; value: string; met: boolean }[] = [];

function bench(name: string, texts: PackTexts, budgetMs = 800) {
  const [check, parse] = medianMicrosEach([() => staticCheck(texts), () => parseOnly(texts)], budgetMs) as [
    number,
    number,
  ];
  rows.push([name, fmt(check), fmt(parse), `${(check / parse).toFixed(1)}×`]);
  return { check, parse };
}

/**
 * Targets where the project stood at its best (issue 28: 10.2× and 77× at the end of the second wave), so the next
 * regression fails the bench: each ratio is of two medians measured in the same rounds.
 */
const LEDGER_MAX_RATIO = 15;
const THOUSAND_MAX_RATIO = 100;
const BIG_SKILL_MAX_RATIO = 20;

const l = bench('packs/ledger', ledger, 1500);
const g12 = bench('generated, 12 commands', generatePack(12));
bench('generated, 100 commands', generatePack(100));
const g1000Texts = generatePack(1000);
const g1000 = bench('generated, 1,000 commands', g1000Texts, 1500);
const bigSkill = bench('generated, 12 commands + 1 MB HARNESS.md', generatePack(12, 1024 * 1024), 1500);
// The growth from 12 to 1,000 commands, both checked in the same rounds.
const g12Texts = generatePack(12);
const [small, large] = medianMicrosEach([() => staticCheck(g12Texts), () => staticCheck(g1000Texts)], 1500) as [
  number,
  number,
];
rows.push([
  '1,000 commands against 12, same rounds',
  fmt(large),
  `${fmt(small)} (12 commands)`,
  `${(large / small).toFixed(1)}×`,
]);

targets.push({ name: 'ledger static check median < 1 ms', value: fmt(l.check), met: l.check < 1000 });
targets.push({
  name: `ledger static check ≤ ${LEDGER_MAX_RATIO}× its JSON.parse`,
  value: `${(l.check / l.parse).toFixed(1)}×`,
  met: l.check / l.parse <= LEDGER_MAX_RATIO,
});
targets.push({
  name: `1,000 commands ≤ ${THOUSAND_MAX_RATIO}× the 12-command time`,
  value: `${(large / small).toFixed(1)}× (separate runs: ${(g1000.check / g12.check).toFixed(1)}×)`,
  met: large / small <= THOUSAND_MAX_RATIO,
});
targets.push({
  name: `12 commands + 1 MB HARNESS.md ≤ ${BIG_SKILL_MAX_RATIO}× its JSON.parse`,
  value: `${(bigSkill.check / bigSkill.parse).toFixed(1)}×`,
  met: bigSkill.check / bigSkill.parse <= BIG_SKILL_MAX_RATIO,
});

// The agent-readiness layer beside the static check of the same pack (lib/bench/agent-bench.ts).
const { agentLayerCost } = await import('./agent-bench');
for (const cost of [
  agentLayerCost('packs/ledger', ledger),
  agentLayerCost('generated, 1,000 commands', generatePack(1000), 3000),
]) {
  const ratio = cost.layerMicros / cost.staticMicros;
  rows.push([
    `agent readiness: ${cost.name}`,
    fmt(cost.layerMicros),
    `${fmt(cost.staticMicros)} static check`,
    `${ratio.toFixed(1)}×`,
  ]);
  if (cost.name === 'packs/ledger') {
    targets.push({
      name: 'agent-readiness layer on ledger < 10 ms (live in the studio)',
      value: fmt(cost.layerMicros),
      met: cost.layerMicros < 10_000,
    });
    targets.push({
      name: 'agent-readiness layer on ledger < 10× its static check',
      value: `${ratio.toFixed(1)}×`,
      met: ratio < 10,
    });
  }
}

async function probeBench() {
  try {
    const { probeConcurrencyBench } = await import('./probe-bench');
    const r = await probeConcurrencyBench();
    rows.push([
      'probe layer: 8 reads × 200 ms + helps',
      `${r.wallMs.toFixed(0)} ms concurrent wall`,
      `${r.sumSingleMs.toFixed(0)} ms one at a time`,
      `${r.ratio.toFixed(2)}`,
    ]);
    targets.push({ name: 'probe wall / sum of single runs ≤ 0.6', value: r.ratio.toFixed(2), met: r.ratio <= 0.6 });
  } catch (error) {
    rows.push([
      'probe concurrency',
      'not run',
      String(error instanceof Error ? error.message : error).slice(0, 60),
      '',
    ]);
  }
}

await probeBench();

/** `packstudio` as a whole process against `node -e 0`: the prebuilt bundle, and the source through tsx as before. */
async function startup(): Promise<string[]> {
  const { busyStartupBench, startupBench } = await import('./startup-bench');
  const f = await startupBench();
  const busy = await busyStartupBench();
  const times = (v: number) => `${(v / f.nodeMs).toFixed(1)}×`;
  const cell = (v: number) => `${v.toFixed(0)} ms`.padStart(8);
  targets.push({
    name: 'packstudio check packs/ledger --no-eval ≤ 3× node -e 0, whole process',
    value: `${f.bundle.checkMs.toFixed(0)} ms vs ${f.nodeMs.toFixed(0)} ms, ${times(f.bundle.checkMs)}`,
    met: f.bundle.checkMs <= 3 * f.nodeMs,
  });
  targets.push({
    name: 'the same with the other core kept busy by the bench',
    value: `${busy.checkMs.toFixed(0)} ms vs ${busy.nodeMs.toFixed(0)} ms, ${(busy.checkMs / busy.nodeMs).toFixed(1)}×`,
    met: busy.checkMs <= 3 * busy.nodeMs,
  });
  return [
    'start-up, whole process (median; bundle and node -e 0 over 11 rounds, tsx over 5)   wall      × node -e 0',
    `node -e 0                                                                          ${cell(f.nodeMs)}   1.0×`,
    `packstudio --help                        prebuilt bundle                           ${cell(f.bundle.helpMs)}   ${times(f.bundle.helpMs)}`,
    `                                         source through tsx (every start before)   ${cell(f.source.helpMs)}   ${times(f.source.helpMs)}`,
    `packstudio check packs/ledger --no-eval  prebuilt bundle                           ${cell(f.bundle.checkMs)}   ${times(f.bundle.checkMs)}`,
    `                                         source through tsx (every start before)   ${cell(f.source.checkMs)}   ${times(f.source.checkMs)}`,
    `                                         bundle, other core busy (node -e 0: ${busy.nodeMs.toFixed(0)} ms) ${cell(busy.checkMs)}   ${(busy.checkMs / busy.nodeMs).toFixed(1)}×`,
    `packstudio mcp packs/ledger, to the      prebuilt bundle                           ${cell(f.bundle.mcpMs)}   ${times(f.bundle.mcpMs)}`,
    `  answer of a host's initialize          source through tsx (every start before)   ${cell(f.source.mcpMs)}   ${times(f.source.mcpMs)}`,
  ];
}

const startupRows = await startup();

const header: [string, string, string, string] = ['case', 'static check (median)', 'JSON.parse (median)', 'ratio'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log('');
for (const r of startupRows) console.log(r);
console.log('');
for (const t of targets) console.log(`${t.met ? 'met   ' : 'MISSED'}  ${t.name}: ${t.value}`);
process.exitCode = targets.every((t) => t.met) ? 0 : 1;
