import type { ApiOperation } from './model';
import type { Shape } from './names';
import type { RiskDecision } from './risk';

/**
 * The hot path: at most N operations, reads an agent reaches for first (lists and searches, then single reads),
 * then the writes a user needs (create, update, actions, deletes last). Within a tier, the resources the document
 * describes most come first (its core), then shallower paths, then the document's order.
 */

export const DEFAULT_OPS = 12;
export const MAX_OPS = 200;

export interface Candidate {
  op: ApiOperation;
  name: string;
  shape: Shape;
  verb: string;
  risk: RiskDecision;
}

const TIER: Record<Shape, number> = {
  list: 0,
  get: 1,
  check: 2,
  create: 3,
  update: 4,
  replace: 4,
  action: 4,
  delete: 5,
};
const READ_ACTIONS = new Set(['search', 'find', 'lookup', 'query']);

function tier(c: Candidate): number {
  if (c.op.deprecated) return 9;
  if (c.risk.risk === 'read') return c.shape === 'action' ? (READ_ACTIONS.has(c.verb) ? 0 : 2) : TIER[c.shape];
  if (c.risk.because) return 6; // a GET that changes something: rarely what a user reaches for first
  return c.shape === 'list' || c.shape === 'get' || c.shape === 'check' ? 4 : TIER[c.shape];
}

/** How many operations each first tag (else first path segment) has: the document's core resources have most. */
function weights(cands: readonly Candidate[]): Map<string, number> {
  const count = new Map<string, number>();
  for (const c of cands) count.set(group(c.op), (count.get(group(c.op)) ?? 0) + 1);
  return count;
}

function group(op: ApiOperation): string {
  return op.tags[0] ?? op.path.split('/').filter(Boolean)[0] ?? '';
}

export function rank(cands: readonly Candidate[]): Candidate[] {
  const weight = weights(cands);
  const depth = (c: Candidate) => c.op.path.split('/').filter(Boolean).length;
  return [...cands].sort(
    (a, b) =>
      tier(a) - tier(b) ||
      weight.get(group(b.op))! - weight.get(group(a.op))! ||
      depth(a) - depth(b) ||
      a.op.order - b.op.order,
  );
}

/** The first `max` on the hot path, reads at most 60% of them while writes remain; the rest with the reason. */
export function pick(cands: readonly Candidate[], max: number): { chosen: Candidate[]; over: Candidate[] } {
  const ranked = rank(cands);
  const reads = ranked.filter((c) => c.risk.risk === 'read');
  const writes = ranked.filter((c) => c.risk.risk === 'write');
  const readRoom = writes.length ? Math.max(Math.ceil(max * 0.6), max - writes.length) : max;
  const readCount = Math.min(reads.length, readRoom);
  const chosen = new Set([...reads.slice(0, readCount), ...writes.slice(0, max - readCount)]);
  return { chosen: ranked.filter((c) => chosen.has(c)), over: ranked.filter((c) => !chosen.has(c)) };
}

/** `*` matches any run of characters; a pattern is matched against the name, `METHOD /path`, the path, operationId and tags. */
export function matchesAny(patterns: readonly string[], c: Candidate): boolean {
  const subjects = [c.name, `${c.op.method} ${c.op.path}`, c.op.path, c.op.operationId ?? '', ...c.op.tags].map((s) =>
    s.toLowerCase(),
  );
  return patterns.some((pattern) => {
    const re = new RegExp(`^${pattern.toLowerCase().split('*').map(escape).join('.*')}$`);
    return subjects.some((s) => re.test(s));
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
