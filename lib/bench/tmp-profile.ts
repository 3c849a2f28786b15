// TEMPORARY: per-phase/rule profile of the static check on ledger. Delete before handing back.
import { readFileSync } from 'node:fs';
import { HCP_FILES } from '../core/finding';
import { checkStatic } from '../hcp/check';
import { lintFindings } from '../hcp/lint/lint';
import { loadPackFromTexts, type PackTexts } from '../hcp/load';
import { STATIC_RULES } from '../hcp/rules';
import { medianMicros } from './measure';
import { generatePack } from './generate';

const dir = new URL('../../packs/ledger/', import.meta.url).pathname;
const ledger: PackTexts = Object.fromEntries(HCP_FILES.map((f) => [f, readFileSync(dir + f, 'utf8')]));
const parse = () => { for (const f of HCP_FILES) if (f.endsWith('.json') && ledger[f]) JSON.parse(ledger[f]!); };
const mode = process.argv[2] ?? 'rules';
if (mode === 'quick') {
  for (let k = 0; k < 3; k++) {
    const c = medianMicros(() => checkStatic(loadPackFromTexts(ledger)), 1500);
    const p = medianMicros(parse, 800);
    const g12 = generatePack(12), g1000 = generatePack(1000);
    const a = medianMicros(() => checkStatic(loadPackFromTexts(g12)), 400);
    const b = medianMicros(() => checkStatic(loadPackFromTexts(g1000)), 1000);
    console.log(`ledger ${c.toFixed(1)}µs parse ${p.toFixed(1)}µs ratio ${(c / p).toFixed(1)}x  g1000/g12 ${(b / a).toFixed(1)}x (${a.toFixed(0)} / ${b.toFixed(0)})`);
  }
} else {
  const p = medianMicros(parse, 800);
  const load = medianMicros(() => loadPackFromTexts(ledger), 800);
  const pack = loadPackFromTexts(ledger);
  const lint = medianMicros(() => lintFindings(pack), 800);
  console.log(`parse ${p.toFixed(1)} load ${load.toFixed(1)} lint ${lint.toFixed(1)}`);
  const which = process.argv[3] === 'g1000' ? generatePack(1000) : process.argv[3] === 'g12' ? generatePack(12) : ledger;
  const pk = loadPackFromTexts(which);
  console.log('load(which)', medianMicros(() => loadPackFromTexts(which), 500).toFixed(1), 'lint(which)', medianMicros(() => lintFindings(pk), 500).toFixed(1));
  const minOf = (fn: () => unknown, n: number) => { let best = Infinity; for (let k = 0; k < 5; k++) { const t0 = performance.now(); for (let i = 0; i < n; i++) fn(); best = Math.min(best, (performance.now() - t0) * 1000 / n); } return best; };
  const N = which === ledger ? 2000 : 5;
  console.log('load(min)', minOf(() => loadPackFromTexts(which), N).toFixed(1), 'lint(min)', minOf(() => lintFindings(pk), N).toFixed(1), 'check(min)', minOf(() => checkStatic(loadPackFromTexts(which)), N).toFixed(1));
  const rows = STATIC_RULES.map((r) => [r.meta.id, minOf(() => r.check(pk), N)] as const);
  console.log('sum rules', rows.reduce((a, r) => a + r[1], 0).toFixed(1));
  rows.sort((a, b) => b[1] - a[1]);
  console.log(rows.slice(0, 20).map(([id, t]) => `${id} ${t.toFixed(1)}`).join('\n'));
}
