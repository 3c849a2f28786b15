'use client';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { WorkspacePack } from '@/app/actions/workspace-actions';
import type { FormatFacts } from '@/lib/formats/types';
import {
  DEFAULT_DIR,
  SORT_KEYS,
  SORT_LABEL,
  workspaceHref,
  type WorkspacePage,
  type WorkspaceQuery,
} from '@/lib/studio/workspace-query';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Checkbox, Input, Select } from '../ui/field';

/** Goes to another view of the list: a new URL, rendered on the server. */
export type GoTo = (patch: Partial<WorkspaceQuery>) => void;

// The list's controls sit on the raised header, in the sans face.
export const ON_RAISED = 'bg-surface-raised font-sans';

/** Search (as you type), format, failing only, and the sort: each change is a new URL. */
export function ListControls({
  query,
  page,
  go,
  formats,
}: {
  query: WorkspaceQuery;
  page: WorkspacePage<WorkspacePack>;
  go: GoTo;
  formats: readonly FormatFacts[];
}) {
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line px-5 py-3"
      data-testid="list-controls"
    >
      <SearchBox q={query.q} go={go} />
      <FormatFilter query={query} formats={formats} />
      <label className="flex items-center gap-2 text-sm">
        <Checkbox
          checked={query.failing}
          onChange={(e) => go({ failing: e.target.checked, page: 1 })}
          data-testid="failing-only"
        />
        Failing only <span className="text-xs text-muted tabular-nums">({page.failing})</span>
      </label>
      <SortControl query={query} go={go} />
    </div>
  );
}

/**
 * The search box's text: follows the URL (back and forward change it under the box), and once the author types,
 * goes to the search a quarter second after the last key.
 */
function useSearchText(urlQ: string, go: GoTo) {
  const [q, setQ] = useState(urlQ);
  const typed = useRef(false);
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    typed.current = false;
    setQ(urlQ);
  }, [urlQ]);
  useEffect(() => {
    if (!typed.current || q.trim() === urlQ) return;
    const timer = setTimeout(() => goRef.current({ q: q.trim(), page: 1 }), 250);
    return () => clearTimeout(timer);
  }, [q, urlQ]);
  const type = (text: string) => {
    typed.current = true;
    setQ(text);
  };
  return { q, type };
}

/** Search by id, name or description: as you type, or at once on Enter. */
function SearchBox({ q: urlQ, go }: { q: string; go: GoTo }) {
  const { q, type } = useSearchText(urlQ, go);
  return (
    <form
      role="search"
      className="min-w-48 flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        go({ q: q.trim(), page: 1 });
      }}
    >
      <label htmlFor="pack-search" className="sr-only">
        Search packs
      </label>
      <Input
        id="pack-search"
        type="search"
        value={q}
        onChange={(e) => type(e.target.value)}
        placeholder="Search by id, name or description"
        spellCheck={false}
        autoComplete="off"
        className={ON_RAISED}
      />
    </form>
  );
}

/** All, then one link per registered format: the one in the URL is current. */
function FormatFilter({ query, formats }: { query: WorkspaceQuery; formats: readonly FormatFacts[] }) {
  const filters = [{ id: 'all', label: 'All' }, ...formats.map((f) => ({ id: f.id, label: f.filterLabel }))];
  return (
    <nav aria-label="Format" className="flex rounded-md border border-line-strong p-0.5 text-xs">
      {filters.map((f) => (
        <Link
          key={f.id}
          href={workspaceHref(query, { format: f.id, page: 1 })}
          prefetch={false}
          scroll={false}
          aria-current={query.format === f.id ? 'page' : undefined}
          className={`rounded px-2 py-1 font-medium ${query.format === f.id ? 'bg-fg text-surface' : 'text-muted hover:bg-surface-muted'}`}
        >
          {f.label}
        </Link>
      ))}
    </nav>
  );
}

/** Sort by (each key with its own default direction) and the direction toggle. */
function SortControl({ query, go }: { query: WorkspaceQuery; go: GoTo }) {
  const asc = query.dir === 'asc';
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor="pack-sort" className="text-sm text-muted">
        Sort by
      </label>
      <Select
        id="pack-sort"
        value={query.sort}
        onChange={(e) => {
          const sort = e.target.value as WorkspaceQuery['sort'];
          go({ sort, dir: DEFAULT_DIR[sort], page: 1 });
        }}
        className={cn(ON_RAISED, 'w-auto')}
      >
        {SORT_KEYS.map((k) => (
          <option key={k} value={k}>
            {SORT_LABEL[k]}
          </option>
        ))}
      </Select>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => go({ dir: asc ? 'desc' : 'asc', page: 1 })}
        aria-label={asc ? 'Ascending: sort descending instead' : 'Descending: sort ascending instead'}
        data-testid="sort-dir"
      >
        {asc ? '↑' : '↓'}
      </Button>
    </div>
  );
}
