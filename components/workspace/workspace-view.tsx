'use client';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { createPack, type WorkspacePack } from '@/app/actions/workspace-actions';
import { deletePack } from '@/app/actions/pack-actions';
import type { FormatFacts } from '@/lib/formats/types';
import { newPackIdProblem } from '@/lib/studio/limits';
import { PAGE_SIZES, workspaceHref, type WorkspacePage, type WorkspaceQuery } from '@/lib/studio/workspace-query';
import { CountBadges, GradeBadge } from '../ui/badges';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Input, Select } from '../ui/field';
import { Dialog } from '../ui/dialog';
import { ErrorBox } from '../ui/error-box';
import { ImportApiButton } from './import-api-form';
import { WrapPackButton } from './wrap-pack-form';
import { PackScore } from './pack-score';
import { ListControls, ON_RAISED } from './list-controls';
import { SparklineSlot, WorkspaceSparkline } from '../history/workspace-sparkline';

/** The list's query key, for forms that refresh it through React Query (the list itself is rendered on the server). */
export const WORKSPACE_KEY = ['workspace'] as const;

export interface WorkspaceViewProps {
  query: WorkspaceQuery;
  /** One page of rows, already searched, filtered and sorted on the server; null when the workspace could not be read. */
  page: WorkspacePage<WorkspacePack> | null;
  root: string | null;
  error: string | null;
  /** The registered formats, in registry order: their names and whether they score (lib/formats, from the server). */
  formats: readonly FormatFacts[];
}

/** Navigates to another view of the list (same page, new searchParams); the server renders the rows. */
function useListNavigation(query: WorkspaceQuery) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (patch: Partial<WorkspaceQuery>) =>
    startTransition(() => router.replace(workspaceHref(query, patch), { scroll: false }));
  return { go, pending, refresh: () => startTransition(() => router.refresh()) };
}

export function WorkspaceView({ query, page, root, error, formats }: WorkspaceViewProps) {
  const factsOf = (id: string) => formats.find((f) => f.id === id)!;
  const [deleting, setDeleting] = useState<WorkspacePack | null>(null);
  const nav = useListNavigation(query);
  const total = page?.total ?? 0;

  return (
    <main className="mx-auto w-full max-w-5xl px-6 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Workspace</h1>
          <p className="mt-1 text-sm text-muted">
            {page && root !== null ? (
              <>
                {total} {total === 1 ? 'pack' : 'packs'} in{' '}
                <code className="font-mono text-xs text-fg-soft">{root}</code>
                {/* The split is said once a pack of a format after the first is there. */}
                {formats.slice(1).some((f) => page.byFormat[f.id]) &&
                  ` (${formats.map((f) => `${page.byFormat[f.id] ?? 0} ${f.shortLabel}`).join(', ')})`}
              </>
            ) : (
              'The workspace could not be read.'
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {/* The ids on this page only: the server refuses any id already taken. */}
          <WrapPackButton existing={page?.rows.map((p) => p.id) ?? []} listKey={WORKSPACE_KEY} />
          <ImportApiButton existing={page?.rows.map((p) => p.id) ?? []} listKey={WORKSPACE_KEY} />
          <CreatePackForm />
        </div>
      </div>

      {error && <ErrorBox message={error} />}

      {page && (
        <section className="mb-8 overflow-hidden rounded-xl border border-line bg-surface-raised shadow-sm">
          <ListControls query={query} page={page} go={nav.go} formats={formats} />
          {page.rows.length === 0 ? (
            total === 0 ? (
              <Empty>No packs yet. Create one from the template above.</Empty>
            ) : (
              <Empty>
                No pack matches this search and these filters.{' '}
                <Link href="/" className="font-medium text-accent hover:underline" data-testid="clear-filters">
                  Show every pack
                </Link>
              </Empty>
            )
          ) : (
            <ul
              className={`divide-y divide-line transition-opacity ${nav.pending ? 'opacity-60' : ''}`}
              data-testid="pack-list"
              aria-busy={nav.pending}
            >
              {page.rows.map((p) => (
                <PackRow key={p.id} pack={p} format={factsOf(p.format)} onDelete={() => setDeleting(p)} />
              ))}
            </ul>
          )}
          <Pagination query={query} page={page} nav={nav} />
        </section>
      )}

      <DeleteDialog pack={deleting} onClose={() => setDeleting(null)} onDeleted={nav.refresh} />
    </main>
  );
}

type Nav = ReturnType<typeof useListNavigation>;

function Pagination({ query, page, nav }: { query: WorkspaceQuery; page: WorkspacePage<WorkspacePack>; nav: Nav }) {
  const from = page.matched === 0 ? 0 : (page.page - 1) * query.size + 1;
  const to = Math.min(page.matched, page.page * query.size);
  const link = (target: number, label: string, rel: string) =>
    target < 1 || target > page.pages ? (
      <span className="rounded-md px-2.5 py-1 whitespace-nowrap text-faint" aria-disabled="true">
        {label}
      </span>
    ) : (
      <Link
        href={workspaceHref(query, { page: target })}
        prefetch={false}
        rel={rel}
        className="rounded-md px-2.5 py-1 font-medium whitespace-nowrap text-accent hover:bg-surface-muted"
      >
        {label}
      </Link>
    );
  // Two groups that never break inside: the range with the page size, and the page links. On a phone the second
  // goes under the first as a whole; no label wraps.
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-line px-5 py-2.5 text-sm"
      data-testid="pagination"
    >
      <div className="flex items-center gap-2 whitespace-nowrap">
        <span className="text-muted tabular-nums" data-testid="list-range">
          {page.matched === page.total
            ? `${from}–${to} of ${page.total}`
            : `${from}–${to} of ${page.matched} matching (${page.total} in all)`}
        </span>
        <label htmlFor="page-size" className="sr-only">
          Packs per page
        </label>
        <Select
          id="page-size"
          value={query.size}
          onChange={(e) => nav.go({ size: Number(e.target.value), page: 1 })}
          className={cn(ON_RAISED, 'h-7 w-auto text-xs')}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n} per page
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-center gap-1">
        {link(page.page - 1, '← Previous', 'prev')}
        <span className="px-2 whitespace-nowrap text-muted tabular-nums" data-testid="page-of">
          Page {page.page} of {page.pages}
        </span>
        {link(page.page + 1, 'Next →', 'next')}
      </div>
    </nav>
  );
}

/** A fixed UTC form, so the server's and the browser's render agree. */
const changedText = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function PackRow({ pack, format, onDelete }: { pack: WorkspacePack; format: FormatFacts; onDelete(): void }) {
  const href = pack.href;
  const title = (
    <span className="flex min-w-0 flex-col">
      <span className="flex min-w-0 items-baseline gap-2">
        <span className="truncate font-mono text-sm font-semibold whitespace-nowrap text-fg">{pack.id}</span>
        {pack.name && pack.name.toLowerCase() !== pack.id && (
          <span className="truncate text-sm text-muted">{pack.name}</span>
        )}
      </span>
      <span className="truncate text-xs text-muted">{pack.problem ?? pack.description ?? format.noDescription}</span>
    </span>
  );
  return (
    <li
      className="group flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3.5 sm:flex-nowrap transition-colors hover:bg-surface-subtle"
      data-testid={`pack-row-${pack.id}`}
    >
      {format.scored ? <GradeBadge grade={pack.grade} /> : <UnscoredBadge label={format.label} />}
      <Link
        href={href}
        prefetch={false}
        className="min-w-40 flex-1 rounded sm:min-w-0 focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        {title}
      </Link>
      {pack.changedAt !== null && (
        <time
          dateTime={new Date(pack.changedAt).toISOString()}
          className="hidden text-xs text-faint tabular-nums lg:block"
          title="Last changed"
          data-testid="pack-changed"
        >
          {changedText(pack.changedAt)}
        </time>
      )}
      {/* A fixed width on wide screens, right-aligned, so the dates and counts form columns across HCP and Recued rows. */}
      <div className="flex shrink-0 items-center justify-end gap-1.5 lg:w-60">
        {pack.commands !== null && (
          <span className="mr-1 hidden text-xs sm:inline text-muted tabular-nums">
            {pack.commands} {pack.commands === 1 ? 'command' : 'commands'}
          </span>
        )}
        {pack.counts && <CountBadges counts={pack.counts} />}
      </div>
      {format.scored ? <WorkspaceSparkline packId={pack.id} /> : <SparklineSlot />}
      {format.scored ? (
        <PackScore pack={pack} />
      ) : (
        <span className="w-20 shrink-0 text-right text-xs font-medium sm:w-24" data-testid="composition-status">
          {pack.problem ? (
            <span className="text-error">unreadable</span>
          ) : pack.counts && pack.counts.error > 0 ? (
            <span className="text-error">{format.verdict?.fail ?? 'failing'}</span>
          ) : (
            <span className="text-ok">{format.verdict?.pass ?? 'passing'}</span>
          )}
        </span>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={`Delete ${pack.id}`}
        className="opacity-60 group-hover:opacity-100 focus-visible:opacity-100"
      >
        <svg
          viewBox="0 0 16 16"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          aria-hidden
        >
          <path d="M2.5 4h11M6.5 4V2.5h3V4M4 4l.7 9.5h6.6L12 4" />
        </svg>
      </Button>
    </li>
  );
}

/** In place of a grade, for a format that does not score. */
function UnscoredBadge({ label }: { label: string }) {
  return (
    <span
      aria-label={label}
      className="inline-flex size-8 items-center justify-center rounded-lg bg-surface-muted font-mono text-xs font-semibold text-muted ring-1 ring-line ring-inset"
    >
      {'{}'}
    </span>
  );
}

function CreatePackForm() {
  const router = useRouter();
  const [id, setId] = useState('');
  const create = useMutation({
    mutationFn: (packId: string) => createPack({ packId }),
    onSuccess: (result) => {
      if (result.ok) router.push(`/packs/${result.packId}`);
    },
  });
  const trimmed = id.trim();
  // Whether the id is taken is the server's to say: the page holds one page of rows, not every id.
  const local = newPackIdProblem(trimmed);
  const serverError = create.data && !create.data.ok ? create.data.error : create.error ? String(create.error) : null;
  return (
    <form
      className="flex flex-col items-end gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed && !local) create.mutate(trimmed);
      }}
    >
      <div className="flex items-center gap-2">
        <label htmlFor="new-pack" className="sr-only">
          New pack id
        </label>
        <Input
          id="new-pack"
          value={id}
          onChange={(e) => setId(e.target.value.toLowerCase())}
          placeholder="new-pack-id"
          spellCheck={false}
          autoComplete="off"
          className="w-32 bg-surface-raised sm:w-48"
        />
        <Button type="submit" variant="primary" disabled={!trimmed || !!local || create.isPending}>
          {create.isPending ? 'Creating…' : 'New pack'}
        </Button>
      </div>
      <p
        className={`min-h-4 text-xs ${local || serverError ? 'text-error' : 'text-muted'}`}
        role={local || serverError ? 'alert' : undefined}
      >
        {local ?? serverError ?? 'Starts from the template: five example commands to replace.'}
      </p>
    </form>
  );
}

function DeleteDialog({
  pack,
  onClose,
  onDeleted,
}: {
  pack: WorkspacePack | null;
  onClose(): void;
  onDeleted(): void;
}) {
  const remove = useMutation({
    mutationFn: (packId: string) => deletePack({ packId, confirm: packId }),
    onSuccess: (result) => {
      if (!result.ok) return;
      onDeleted();
      close();
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={!!pack} onClose={close} title={pack ? `Delete ${pack.id}?` : ''}>
      {pack && (
        <div className="space-y-4 px-5 py-4 text-sm">
          <p className="text-fg-soft">
            This removes the folder <code className="font-mono text-xs">{pack.id}/</code> and every file in it from the
            workspace. It cannot be undone from the studio.
          </p>
          {remove.data && !remove.data.ok && <ErrorBox message={remove.data.error} />}
          <div className="flex justify-end gap-2">
            <Button onClick={close} autoFocus>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => remove.mutate(pack.id)} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : `Delete ${pack.id}`}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="px-5 py-8 text-center text-sm text-muted">{children}</p>;
}
