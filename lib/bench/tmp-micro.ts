// TEMPORARY micro timings. Delete before handing back.
import { readFileSync } from 'node:fs';
import { HCP_FILES } from '../core/finding';
import { JsonSource, maxDepth } from '../json/source';
import { parseSkill } from '../markdown/skill';
import { buildModel } from '../hcp/model';
import { SurfaceSchema } from '../hcp/schemas/surface';
import { PolicySchema } from '../hcp/schemas/policy';
import { EvalFileSchema } from '../hcp/schemas/eval';
import { medianMicros } from './measure';
const dir = new URL('../../packs/ledger/', import.meta.url).pathname;
const t = Object.fromEntries(HCP_FILES.map((f) => [f, readFileSync(dir + f, 'utf8')])) as Record<string, string>;
const s = JSON.parse(t['surface.json']), p = JSON.parse(t['policy.json']), e = JSON.parse(t['hcp.eval.json']);
const m = (name: string, fn: () => unknown) => console.log(name.padEnd(20), medianMicros(fn, 300, 200).toFixed(2));
for (let k = 0; k < 2; k++) {
m('JSON.parse x3', () => { JSON.parse(t['surface.json']); JSON.parse(t['policy.json']); JSON.parse(t['hcp.eval.json']); });
m('maxDepth x3', () => { maxDepth(t['surface.json']); maxDepth(t['policy.json']); maxDepth(t['hcp.eval.json']); });
m('JsonSource x3', () => { new JsonSource(t['surface.json']); new JsonSource(t['policy.json']); new JsonSource(t['hcp.eval.json']); });
m('buildModel', () => buildModel(s, p, e));
m('parseSkill', () => parseSkill(t['HARNESS.md']));
m('zod surface', () => SurfaceSchema.safeParse(s));
m('zod policy', () => PolicySchema.safeParse(p));
m('zod eval', () => EvalFileSchema.safeParse(e));
}
