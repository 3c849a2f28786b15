import type { Finding } from '../core/finding';
import { createReport, ran, type Report } from '../core/report';
import { HCP_CATEGORIES } from '../formats/hcp/categories';

/**
 * The synthetic registry the review server's benches upload and seed (lib/bench/server-bench.ts,
 * lib/bench/server-scale-bench.ts): pack `p` has a stable set of findings, and a few packs change in each build.
 */

/** A small pseudo-random generator, so every run uploads the same registry. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const RULES: Pick<Finding, 'id' | 'severity' | 'category' | 'file'>[] = [
  { id: 'M004', severity: 'warn', category: 'manifest', file: 'surface.json' },
  { id: 'M011', severity: 'error', category: 'manifest', file: 'surface.json' },
  { id: 'P003', severity: 'warn', category: 'policy', file: 'policy.json' },
  { id: 'P007', severity: 'error', category: 'policy', file: 'policy.json' },
  { id: 'S002', severity: 'info', category: 'skill', file: 'HARNESS.md' },
  { id: 'S009', severity: 'warn', category: 'skill', file: 'HARNESS.md' },
];

function findingOf(rule: number, slot: number): Finding {
  const r = RULES[rule % RULES.length]!;
  return {
    ...r,
    pointer: `/verbs/${slot}`,
    line: 3 + slot,
    column: 5,
    message: `${r.id} at command ${slot}`,
    fix: 'Follow the rule page.',
    docs: `/rules/${r.id}`,
  };
}

/** Pack `p`'s name in the registry: 40 vendors. */
export function packName(p: number): string {
  return `vendor-${String(p % 40).padStart(2, '0')}/pack-${String(p).padStart(5, '0')}`;
}

/** Pack `p` at build `b`: a stable set of findings, a few packs changed in each build. */
export function reportOf(p: number, b: number): Report {
  const random = rng(p * 7919 + 1);
  const base = Array.from({ length: Math.floor(random() * 5) }, (_, i) => findingOf(Math.floor(random() * 6), i));
  const changed = rng(p * 104729 + b)() < 0.05;
  const findings = changed ? [...base, findingOf(b, 20 + (b % 7))] : base;
  return createReport({
    pack_id: packName(p),
    format: 'hcp',
    scoredCategories: HCP_CATEGORIES,
    findings,
    layers: ['structure', 'static'].map(ran),
  });
}
