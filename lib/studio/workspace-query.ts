/**
 * The workspace list's search, sort, filter and pagination, kept in the URL (`/?q=led&sort=score&failing=1&page=2`)
 * so a view can be shared, reloaded and rendered on the server. Pure: the page parses searchParams with it and
 * sends only one page of rows.
 */

export const SORT_KEYS = ['name', 'grade', 'score', 'errors', 'warnings', 'changed'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';
/** Every format, or one registered format's id. */
export type FormatFilter = 'all' | (string & {});
export const PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** Which way each key sorts first: best and most recent first, names A to Z. */
export const DEFAULT_DIR: Record<SortKey, SortDir> = {
  name: 'asc',
  grade: 'asc',
  score: 'desc',
  errors: 'desc',
  warnings: 'desc',
  changed: 'desc',
};

export const SORT_LABEL: Record<SortKey, string> = {
  name: 'Name',
  grade: 'Grade',
  score: 'Score',
  errors: 'Errors',
  warnings: 'Warnings',
  changed: 'Last changed',
};

export interface WorkspaceQuery {
  q: string;
  sort: SortKey;
  dir: SortDir;
  format: FormatFilter;
  failing: boolean;
  page: number;
  size: number;
}

export const DEFAULT_QUERY: WorkspaceQuery = {
  q: '',
  sort: 'name',
  dir: 'asc',
  format: 'all',
  failing: false,
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

/** The fields a row needs to be searched, sorted and filtered. */
export interface ListedPack {
  id: string;
  /** Its format's id (lib/formats). */
  format: string;
  name: string | null;
  description: string | null;
  score: number | null;
  grade: string | null;
  counts: { error: number; warn: number; info: number } | null;
  problem: string | null;
  changedAt: number | null;
}

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

const first = (params: Params, key: string): string | undefined => {
  const value = params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key];
  return Array.isArray(value) ? value[0] : value;
};

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * searchParams to a query; anything unknown or malformed falls back to its default (a URL never breaks the page).
 * `formats`: the ids of the registered formats, the ones the format filter takes.
 */
export function parseWorkspaceQuery(params: Params, formats: readonly string[]): WorkspaceQuery {
  const sort = oneOf(first(params, 'sort'), SORT_KEYS) ?? DEFAULT_QUERY.sort;
  const page = Number(first(params, 'page'));
  const size = Number(first(params, 'size'));
  return {
    q: (first(params, 'q') ?? '').trim().slice(0, 200),
    sort,
    dir: oneOf(first(params, 'dir'), ['asc', 'desc'] as const) ?? DEFAULT_DIR[sort],
    format: oneOf(first(params, 'format'), formats) ?? 'all',
    failing: first(params, 'failing') === '1',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The address of a query, leaving out every default so the plain workspace stays `/`. */
export function workspaceHref(query: WorkspaceQuery, patch: Partial<WorkspaceQuery> = {}): string {
  const next = { ...query, ...patch };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.sort !== DEFAULT_QUERY.sort) params.set('sort', next.sort);
  if (next.dir !== DEFAULT_DIR[next.sort]) params.set('dir', next.dir);
  if (next.format !== 'all') params.set('format', next.format);
  if (next.failing) params.set('failing', '1');
  if (next.size !== DEFAULT_PAGE_SIZE) params.set('size', String(next.size));
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `/?${search}` : '/';
}

/** Failing: an error finding, or a pack that could not be read at all. */
export const isFailing = (p: ListedPack) => p.problem !== null || (p.counts?.error ?? 0) > 0;

const GRADE_ORDER = ['A', 'B', 'C', 'D', 'F'];

/** A sort value; null sorts last whichever the direction (a composition has no score or grade). */
function sortValue(p: ListedPack, key: SortKey): number | string | null {
  switch (key) {
    case 'name':
      return p.id;
    case 'grade':
      return p.grade === null ? null : GRADE_ORDER.indexOf(p.grade);
    case 'score':
      return p.score;
    case 'errors':
      return p.counts?.error ?? null;
    case 'warnings':
      return p.counts?.warn ?? null;
    case 'changed':
      return p.changedAt;
  }
}

function compare(a: ListedPack, b: ListedPack, key: SortKey, dir: SortDir): number {
  const va = sortValue(a, key);
  const vb = sortValue(b, key);
  if (va === null || vb === null) return va === vb ? a.id.localeCompare(b.id) : va === null ? 1 : -1;
  const order = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
  return (dir === 'asc' ? order : -order) || a.id.localeCompare(b.id);
}

export interface WorkspacePage<T extends ListedPack> {
  rows: T[];
  /** Packs in the workspace, and how many of each format (by format id; a format with none is absent). */
  total: number;
  byFormat: Record<string, number>;
  /** Packs that match the search and filters. */
  matched: number;
  /** Matching packs that fail (the "failing only" count). */
  failing: number;
  /** The page shown (clamped to the last page) and the number of pages. */
  page: number;
  pages: number;
}

/** Search (id, name and description, case-insensitive), filter, sort, then cut one page. */
export function queryWorkspace<T extends ListedPack>(packs: readonly T[], query: WorkspaceQuery): WorkspacePage<T> {
  const needle = query.q.toLowerCase();
  const searched = packs.filter(
    (p) =>
      (query.format === 'all' || p.format === query.format) &&
      (!needle || [p.id, p.name ?? '', p.description ?? ''].some((s) => s.toLowerCase().includes(needle))),
  );
  const matching = query.failing ? searched.filter(isFailing) : searched;
  const sorted = [...matching].sort((a, b) => compare(a, b, query.sort, query.dir));
  const pages = Math.max(1, Math.ceil(sorted.length / query.size));
  const page = Math.min(query.page, pages);
  return {
    rows: sorted.slice((page - 1) * query.size, page * query.size),
    total: packs.length,
    byFormat: countBy(packs, (p) => p.format),
    matched: sorted.length,
    failing: searched.filter(isFailing).length,
    page,
    pages,
  };
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}
