import type { ApiOperation } from './model';
import type { Shape } from './names';
import type { RiskDecision } from './risk';

/**
 * The hot path: at most N operations, on the resources the document describes most (its core: the largest tag,
 * else first path segment), each resource's own operations before those of the resources under it, and for each:
 * lists and searches, single reads, then the writes a user needs (create, update and actions, deletes last).
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
  create: 2,
  update: 3,
  replace: 3,
  action: 3,
  delete: 5,
};
const READ_ACTIONS = new Set(['search', 'find', 'lookup', 'query']);

function tier(c: Candidate): number {
  if (c.risk.risk === 'read') return c.shape === 'action' ? (READ_ACTIONS.has(c.verb) ? 0 : 2) : TIER[c.shape];
  if (c.risk.because) return 6; // a GET that changes something: rarely what a user reaches for first
  return c.shape === 'list' || c.shape === 'get' || c.shape === 'check' ? 3 : TIER[c.shape];
}

/** How near the top of its resource tree an operation is, and what it does there: lower comes first. */
function place(c: Candidate): number {
  const statics = c.op.path
    .replace(/#.*$/, '')
    .split('/')
    .filter((s) => s && !s.includes('{')).length;
  return (c.op.deprecated ? 100 : 0) + statics + tier(c) * 0.5;
}

function group(op: ApiOperation): string {
  return op.tags[0] ?? op.path.split('/').filter(Boolean)[0] ?? '';
}

export function rank(cands: readonly Candidate[]): Candidate[] {
  const size = new Map<string, number>();
  const first = new Map<string, number>();
  for (const c of cands) {
    const g = group(c.op);
    size.set(g, (size.get(g) ?? 0) + 1);
    if (!first.has(g)) first.set(g, c.op.order);
  }
  const depth = (c: Candidate) => c.op.path.split('/').filter(Boolean).length;
  const g = (c: Candidate) => group(c.op);
  return [...cands].sort(
    (a, b) =>
      size.get(g(b))! - size.get(g(a))! ||
      first.get(g(a))! - first.get(g(b))! ||
      place(a) - place(b) ||
      depth(a) - depth(b) ||
      a.op.order - b.op.order,
  );
}

/** A path's pieces without its fragment, `{param}` pieces kept. */
const segments = (path: string) => path.replace(/#.*$/, '').split('/').filter(Boolean);
const isParam = (segment: string) => segment.includes('{');

/** What a list lists: its path's last fixed piece (`issues` for `/repos/{owner}/{repo}/issues`), or null. */
export function listedResource(c: Candidate): string | null {
  if (c.shape !== 'list' || c.risk.risk !== 'read') return null;
  const fixed = segments(c.op.path).filter((s) => !isParam(s));
  return fixed.length ? fixed[fixed.length - 1]!.toLowerCase() : null;
}

/** The nouns a path parameter may be the id of: `project_id` → project, projects; `repo` → repo, repos. */
function idNouns(param: string): string[] {
  const noun = param
    .replace(/[{}]/g, '')
    .replace(/(?:[_-]?(?:id|ids|key|name|slug|number|code))$/i, '')
    .toLowerCase();
  if (!noun) return [];
  const plural = /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`;
  return [noun, plural];
}

/**
 * The listings an agent gets this operation's ids from: for each `{param}` of its path, the list of the collection
 * right above it (`GET /projects` for `/projects/{project_id}/tasks`), else a list of the resource the parameter
 * names (`GET /user/repos` for `{repo}`), the one with the fewest parameters. The operation itself is never its own.
 */
function parentListings(c: Candidate, lists: readonly Candidate[]): Candidate[] {
  const segs = segments(c.op.path);
  const found: Candidate[] = [];
  segs.forEach((segment, i) => {
    if (!isParam(segment)) return;
    const collection = `/${segs.slice(0, i).join('/')}`.toLowerCase();
    const nouns = idNouns(segment);
    const params = (l: Candidate) => segments(l.op.path).filter(isParam).length;
    const parent =
      lists.find((l) => l !== c && `/${segments(l.op.path).join('/')}`.toLowerCase() === collection) ??
      lists.filter((l) => l !== c && nouns.includes(listedResource(l) ?? '')).sort((a, b) => params(a) - params(b))[0];
    if (parent && !found.includes(parent)) found.push(parent);
  });
  return found;
}

/**
 * The reads in the order the hot path takes them: first, for each resource, one list (the best ranked of its
 * variants: `/issues`, `/user/issues` and `/orgs/{org}/issues` list one resource), each after the listings that
 * provide its ids, and the listings the writes already taken need; then the other reads in ranked order; the other
 * list variants of a resource last.
 */
function readOrder(reads: readonly Candidate[], writes: Iterable<Candidate>): Candidate[] {
  const lists = reads.filter((c) => listedResource(c) !== null);
  const order: Candidate[] = [];
  const add = (c: Candidate, seen = new Set<Candidate>()) => {
    if (order.includes(c) || seen.has(c)) return;
    seen.add(c);
    for (const parent of parentListings(c, lists)) add(parent, seen);
    order.push(c);
  };
  for (const w of writes) for (const parent of parentListings(w, lists)) add(parent);
  const listed = new Set(order.map(listedResource));
  const variants: Candidate[] = [];
  for (const c of lists) {
    const resource = listedResource(c);
    if (listed.has(resource)) {
      if (!order.includes(c)) variants.push(c);
      continue;
    }
    listed.add(resource);
    add(c);
  }
  for (const c of reads) if (!variants.includes(c)) add(c);
  return [...order, ...variants];
}

/**
 * The first `max` on the hot path that `build` accepts (an operation it refuses is skipped), reads at most 60% of
 * them while writes remain, taken in readOrder (each resource's list and the listings its ids come from first);
 * writes in ranked order. Candidates are built in that order, only as far as needed.
 */
export function pick(
  cands: readonly Candidate[],
  max: number,
  build: (c: Candidate) => boolean = () => true,
): { chosen: Candidate[]; over: Candidate[] } {
  const ranked = rank(cands);
  const reads = ranked.filter((c) => c.risk.risk === 'read');
  const writes = ranked.filter((c) => c.risk.risk === 'write');
  const take = (list: readonly Candidate[], n: number, from: Set<Candidate>) => {
    for (const c of list) {
      if (from.size >= n) break;
      if (!from.has(c) && build(c)) from.add(c);
    }
    return from;
  };
  const readRoom = Math.min(reads.length, Math.ceil(max * 0.6));
  const w = take(writes, max - readRoom, new Set());
  const r = take(readOrder(reads, w), max - w.size, new Set());
  // Fewer reads than their room: more writes fill the pack.
  take(writes, max - r.size, w);
  const chosen = new Set([...r, ...w]);
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
