import { readFileSync } from 'node:fs';
import { maxDepth } from '../json/source';
import { medianMicros } from './measure';
const dir = new URL('../../packs/ledger/', import.meta.url).pathname;
const files = ['surface.json', 'policy.json', 'hcp.eval.json'].map((f) => readFileSync(dir + f, 'utf8'));
function v2(text: string) {
  let depth = 0, best = 0, bestOffset = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // jump to the closing quote, skipping escaped ones
      for (;;) {
        i = text.indexOf('"', i + 1);
        if (i < 0) return { depth: best, offset: bestOffset };
        let b = i - 1; while (text.charCodeAt(b) === 92) b--;
        if ((i - 1 - b) % 2 === 0) break;
      }
    } else if (c === 123 || c === 91) {
      if (++depth > best) { best = depth; bestOffset = i; if (best > 100000) break; }
    } else if (c === 125 || c === 93) depth--;
  }
  return { depth: best, offset: bestOffset };
}
function walkDepth(v: unknown, limit: number, d = 0): number {
  if (typeof v !== 'object' || v === null) return d;
  if (d + 1 > limit) return d + 1;
  let best = d + 1;
  if (Array.isArray(v)) { for (const x of v) { const k = walkDepth(x, limit, d + 1); if (k > best) best = k; } }
  else for (const key in v) { const k = walkDepth((v as any)[key], limit, d + 1); if (k > best) best = k; }
  return best;
}
for (const f of files) { const a = maxDepth(f), b = v2(f); if (a.depth !== b.depth || a.offset !== b.offset) console.log('MISMATCH', a, b); }
const vals = files.map((f) => JSON.parse(f));
for (let k = 0; k < 2; k++) {
  console.log('orig', medianMicros(() => files.forEach(maxDepth), 300, 200).toFixed(2));
  console.log('v2  ', medianMicros(() => files.forEach(v2), 300, 200).toFixed(2));
  console.log('walk', medianMicros(() => vals.forEach((v) => walkDepth(v, 256)), 300, 200).toFixed(2));
}
