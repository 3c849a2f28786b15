import type { ApiModel, ApiOperation } from './model';
import { uniqueNames } from './names';
import { buildOperation, credentialParams, type BuiltOperation } from './operation';
import type { OptionWords } from './option-words';
import { decideRisk } from './risk';
import { matchesAny, pick, type Candidate } from './select';
import type { BaseChoice } from './servers';

/** An operation the import did not take, and why (`GET /pets/{id}`). */
export interface LeftOut {
  operation: string;
  reason: string;
}

const label = (op: ApiOperation) => `${op.method} ${op.path}`;

/**
 * The operations that may be imported, each named and with its risk; those `--include` does not match and those
 * served from another origin than the base are left out, said why, in the document's order.
 */
export function candidatesOf(
  model: ApiModel,
  base: BaseChoice,
  options: { include?: readonly string[]; base?: string },
  said: OptionWords,
): { candidates: Candidate[]; leftOut: LeftOut[] } {
  const names = uniqueNames(model.operations);
  const leftOut: LeftOut[] = [];
  const candidates: Candidate[] = [];
  for (const op of model.operations) {
    const { name, parts } = names.get(op)!;
    const c: Candidate = { op, name, shape: parts.shape, verb: parts.verb, risk: decideRisk(op) };
    if (options.include?.length && !matchesAny(options.include, c)) {
      leftOut.push({ operation: label(op), reason: `not matched by ${said.include(options.include)}` });
      continue;
    }
    const elsewhere = options.base === undefined ? otherServer(op, base.origin) : undefined;
    if (elsewhere) {
      leftOut.push({
        operation: label(op),
        reason: `it is served from ${elsewhere}, not ${base.origin} (one ingredient has one base)`,
      });
      continue;
    }
    candidates.push(c);
  }
  return { candidates, leftOut };
}

/** The chosen operations, each with what building it gave, and the ones left out while choosing (with why). */
export interface Chosen {
  chosen: Candidate[];
  built: Map<ApiOperation, BuiltOperation>;
  leftOut: LeftOut[];
}

/**
 * Picks at most `max` candidates on the hot path, building each as it is reached (so a description of a thousand
 * builds a few dozen): one that cannot be built is left out with its reason and the next is taken; those past the
 * limit are left out as over it.
 */
export function chooseOperations(
  model: ApiModel,
  candidates: readonly Candidate[],
  target: { slug: string; prefix: string; max: number },
  said: OptionWords,
): Chosen {
  const credentials = credentialParams(model);
  const built = new Map<ApiOperation, BuiltOperation>();
  const refused = new Set<ApiOperation>();
  const leftOut: LeftOut[] = [];
  const build = (c: Candidate): boolean => {
    if (built.has(c.op)) return true;
    if (refused.has(c.op)) return false;
    const outcome = buildOperation(c.op, c.name, c.shape, target.slug, target.prefix, credentials);
    if (outcome.ok) built.set(c.op, outcome);
    else {
      refused.add(c.op);
      leftOut.push({ operation: label(c.op), reason: outcome.reason });
    }
    return outcome.ok;
  };
  const { chosen, over } = pick(candidates, target.max, build);
  if (chosen.length)
    for (const c of over)
      if (!refused.has(c.op))
        leftOut.push({
          operation: label(c.op),
          reason: c.op.deprecated
            ? `deprecated, and over ${said.opsLimit(target.max)}`
            : `over ${said.opsLimit(target.max)} (${c.risk.risk}, ${c.name})`,
        });
  return { chosen, built, leftOut };
}

/** The server an operation names for itself when none of its servers is on the chosen origin. */
export function otherServer(op: ApiOperation, origin: string): string | undefined {
  if (!op.servers?.length) return undefined;
  const origins = op.servers.map((s) => {
    try {
      return new URL(s.url.replace(/\{[^{}]+\}/g, 'x')).origin;
    } catch {
      return s.url;
    }
  });
  return origins.includes(origin) || op.servers.some((s) => s.url.startsWith('/')) ? undefined : op.servers[0]!.url;
}
