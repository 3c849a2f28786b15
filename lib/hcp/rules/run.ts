import type { Finding } from '../../core/finding';
import type { Rule } from '../../core/rule';
import { runRules } from '../../core/run-rules';
import type { LoadedPack } from '../load';
import { toFinding } from '../locate';

/** Runs HCP rules over any context (the files, the probe or the eval layer), located in `pack`'s files. */
export function runHcpRules<Ctx>(
  rules: readonly Rule<Ctx, any>[],
  ctx: Ctx,
  pack: LoadedPack,
  skip?: (rule: Rule<Ctx, any>) => boolean,
): Finding[] {
  return runRules(rules, ctx, { locate: (meta, raw) => toFinding(pack, meta, raw), crashFile: 'surface.json', skip });
}
