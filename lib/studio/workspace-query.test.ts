import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, parseWorkspaceQuery, queryWorkspace, workspaceHref, type ListedPack } from './workspace-query';

/** The registered formats' ids, as the page passes them. */
const FORMAT_IDS = ['hcp', 'recued'];

const pack = (id: string, o: Partial<ListedPack> = {}): ListedPack => ({
  id,
  format: 'hcp',
  name: null,
  description: null,
  score: 100,
  grade: 'A',
  counts: { error: 0, warn: 0, info: 0 },
  problem: null,
  changedAt: 0,
  ...o,
});

const PACKS: ListedPack[] = [
  pack('ledger', {
    name: 'Ledger',
    description: 'Paper payments and a balance',
    score: 100,
    grade: 'A',
    changedAt: 3000,
  }),
  pack('transit', {
    name: 'Transit',
    description: 'Departures near you',
    score: 92,
    grade: 'A',
    counts: { error: 0, warn: 2, info: 1 },
    changedAt: 1000,
  }),
  pack('broken-demo', {
    name: 'Broken',
    score: 40,
    grade: 'F',
    counts: { error: 3, warn: 5, info: 0 },
    changedAt: 2000,
  }),
  pack('acme-tasks', {
    format: 'recued',
    score: null,
    grade: null,
    counts: { error: 0, warn: 1, info: 0 },
    changedAt: 4000,
  }),
  pack('unreadable', {
    format: 'recued',
    score: null,
    grade: null,
    counts: null,
    problem: 'pack.json is not a regular file',
    changedAt: null,
  }),
  pack('local-llm', {
    name: 'Local LLM',
    score: 75,
    grade: 'C',
    counts: { error: 0, warn: 4, info: 2 },
    changedAt: 500,
  }),
];

const ids = (q: Partial<typeof DEFAULT_QUERY>) =>
  queryWorkspace(PACKS, { ...DEFAULT_QUERY, ...q }).rows.map((p) => p.id);

describe('parseWorkspaceQuery', () => {
  it('reads every field and falls back to the default for anything malformed', () => {
    expect(parseWorkspaceQuery({}, FORMAT_IDS)).toEqual(DEFAULT_QUERY);
    expect(
      parseWorkspaceQuery(
        { q: '  led ', sort: 'score', format: 'recued', failing: '1', page: '3', size: '100' },
        FORMAT_IDS,
      ),
    ).toEqual({ q: 'led', sort: 'score', dir: 'desc', format: 'recued', failing: true, page: 3, size: 100 });
    expect(parseWorkspaceQuery({ sort: 'score', dir: 'asc' }, FORMAT_IDS).dir).toBe('asc');
    expect(
      parseWorkspaceQuery(
        { sort: 'evil', dir: 'up', format: 'zip', failing: 'yes', page: '-1', size: '7' },
        FORMAT_IDS,
      ),
    ).toEqual(DEFAULT_QUERY);
    expect(parseWorkspaceQuery({ page: '2.5' }, FORMAT_IDS).page).toBe(1);
    expect(parseWorkspaceQuery({ q: ['a', 'b'] }, FORMAT_IDS).q).toBe('a');
    expect(parseWorkspaceQuery(new URLSearchParams('sort=changed&page=2'), FORMAT_IDS)).toMatchObject({
      sort: 'changed',
      dir: 'desc',
      page: 2,
    });
  });

  it('round-trips through workspaceHref, which leaves out defaults', () => {
    expect(workspaceHref(DEFAULT_QUERY)).toBe('/');
    const q = {
      ...DEFAULT_QUERY,
      q: 'a b',
      sort: 'errors' as const,
      dir: 'asc' as const,
      format: 'hcp' as const,
      failing: true,
      page: 2,
      size: 25,
    };
    const href = workspaceHref(q);
    expect(href).toBe('/?q=a+b&sort=errors&dir=asc&format=hcp&failing=1&size=25&page=2');
    expect(parseWorkspaceQuery(new URLSearchParams(href.slice(2)), FORMAT_IDS)).toEqual(q);
    expect(workspaceHref(q, { page: 1, failing: false })).toBe('/?q=a+b&sort=errors&dir=asc&format=hcp&size=25');
  });
});

describe('queryWorkspace', () => {
  it('searches id, name and description, case-insensitively', () => {
    expect(ids({ q: 'LED' })).toEqual(['ledger']);
    expect(ids({ q: 'departures' })).toEqual(['transit']);
    expect(ids({ q: 'local l' })).toEqual(['local-llm']);
    expect(ids({ q: 'zzz' })).toEqual([]);
  });

  it('sorts by name, grade, score, errors, warnings and last change, both ways; nulls always last', () => {
    expect(ids({})).toEqual(['acme-tasks', 'broken-demo', 'ledger', 'local-llm', 'transit', 'unreadable']);
    expect(ids({ dir: 'desc' })).toEqual(['unreadable', 'transit', 'local-llm', 'ledger', 'broken-demo', 'acme-tasks']);
    expect(ids({ sort: 'grade', dir: 'asc' })).toEqual([
      'ledger',
      'transit',
      'local-llm',
      'broken-demo',
      'acme-tasks',
      'unreadable',
    ]);
    expect(ids({ sort: 'grade', dir: 'desc' })).toEqual([
      'broken-demo',
      'local-llm',
      'ledger',
      'transit',
      'acme-tasks',
      'unreadable',
    ]);
    expect(ids({ sort: 'score', dir: 'desc' })).toEqual([
      'ledger',
      'transit',
      'local-llm',
      'broken-demo',
      'acme-tasks',
      'unreadable',
    ]);
    expect(ids({ sort: 'score', dir: 'asc' })).toEqual([
      'broken-demo',
      'local-llm',
      'transit',
      'ledger',
      'acme-tasks',
      'unreadable',
    ]);
    expect(ids({ sort: 'errors', dir: 'desc' }).slice(0, 1)).toEqual(['broken-demo']);
    expect(ids({ sort: 'warnings', dir: 'desc' })).toEqual([
      'broken-demo',
      'local-llm',
      'transit',
      'acme-tasks',
      'ledger',
      'unreadable',
    ]);
    expect(ids({ sort: 'changed', dir: 'desc' })).toEqual([
      'acme-tasks',
      'ledger',
      'broken-demo',
      'transit',
      'local-llm',
      'unreadable',
    ]);
    expect(ids({ sort: 'changed', dir: 'asc' })).toEqual([
      'local-llm',
      'transit',
      'broken-demo',
      'ledger',
      'acme-tasks',
      'unreadable',
    ]);
  });

  it('filters by format and failing only (an error, or unreadable), and counts what matched', () => {
    expect(ids({ format: 'recued' })).toEqual(['acme-tasks', 'unreadable']);
    expect(ids({ format: 'hcp' })).toEqual(['broken-demo', 'ledger', 'local-llm', 'transit']);
    expect(ids({ failing: true })).toEqual(['broken-demo', 'unreadable']);
    expect(ids({ failing: true, format: 'hcp' })).toEqual(['broken-demo']);
    const page = queryWorkspace(PACKS, { ...DEFAULT_QUERY, format: 'hcp', q: 'e' });
    expect(page).toMatchObject({ total: 6, byFormat: { hcp: 4, recued: 2 }, matched: 3, failing: 1 });
  });

  it('cuts pages, and clamps a page past the end to the last one', () => {
    const many = Array.from({ length: 120 }, (_, i) => pack(`p${String(i).padStart(3, '0')}`));
    const q = { ...DEFAULT_QUERY, size: 50 };
    const first = queryWorkspace(many, q);
    expect(first).toMatchObject({ page: 1, pages: 3, matched: 120 });
    expect(first.rows.map((p) => p.id)).toEqual(many.slice(0, 50).map((p) => p.id));
    expect(queryWorkspace(many, { ...q, page: 3 }).rows.map((p) => p.id)).toEqual(many.slice(100).map((p) => p.id));
    expect(queryWorkspace(many, { ...q, page: 9 })).toMatchObject({ page: 3 });
    expect(queryWorkspace([], q)).toMatchObject({ rows: [], page: 1, pages: 1, matched: 0 });
  });
});
