'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { createPack, listWorkspace, type WorkspacePack, type WorkspaceResult } from '@/app/actions/workspace-actions';
import { deletePack } from '@/app/actions/pack-actions';
import { PACK_ID_PATTERN } from '@/lib/studio/limits';
import { CountBadge, GradeBadge } from '../ui/badges';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { ErrorBox } from '../ui/error-box';
import { WrapPackButton } from './wrap-pack-form';
import { WorkspaceSparkline } from '../history/workspace-sparkline';

export const WORKSPACE_KEY = ['workspace'] as const;

export function WorkspaceView({ initial }: { initial: WorkspaceResult }) {
  const query = useQuery({ queryKey: WORKSPACE_KEY, queryFn: () => listWorkspace(), initialData: initial, staleTime: 2_000 });
  const [deleting, setDeleting] = useState<WorkspacePack | null>(null);
  const data = query.data;
  const packs = data.ok ? data.packs : [];
  const hcp = packs.filter((p) => p.format === 'hcp');
  const recued = packs.filter((p) => p.format === 'recued');

  return (
    <main className="mx-auto w-full max-w-5xl px-6 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Workspace</h1>
          <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">
            {data.ok ? (
              <>
                {packs.length} {packs.length === 1 ? 'pack' : 'packs'} in <code className="font-mono text-xs text-zinc-600 dark:text-zinc-300">{data.root}</code>
              </>
            ) : (
              'The workspace could not be read.'
            )}
          </p>
        </div>
        <div className="flex items-start gap-2">
          <WrapPackButton existing={packs.map((p) => p.id)} listKey={WORKSPACE_KEY} />
          <CreatePackForm existing={packs.map((p) => p.id)} />
        </div>
      </div>

      {!data.ok && <ErrorBox message={data.error} />}

      <Section title="HCP packs" hint="Static check: lint and the static rules. Open a pack to edit it and run the probe and eval layers.">
        {hcp.length === 0 ? (
          <Empty>No HCP packs yet. Create one from the template above.</Empty>
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" data-testid="pack-list">
            {hcp.map((p) => (
              <PackRow key={p.id} pack={p} onDelete={() => setDeleting(p)} />
            ))}
          </ul>
        )}
      </Section>

      {recued.length > 0 && (
        <Section title="Recued compositions" hint="pack.json checked as publish and install would check it. Open one to edit it and preview its operations, install commands and connection form.">
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" data-testid="recued-list">
            {recued.map((p) => (
              <PackRow key={p.id} pack={p} onDelete={() => setDeleting(p)} />
            ))}
          </ul>
        </Section>
      )}

      <DeleteDialog pack={deleting} onClose={() => setDeleting(null)} />
    </main>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <section className="mb-8 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900/60">
      <header className="border-b border-zinc-200 px-5 py-3 dark:border-zinc-800">
        <h2 className="text-sm font-semibold">{title}</h2>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{hint}</p>
      </header>
      {children}
    </section>
  );
}

function PackRow({ pack, onDelete }: { pack: WorkspacePack; onDelete(): void }) {
  const href = pack.href;
  const title = (
    <span className="flex min-w-0 flex-col">
      <span className="flex items-baseline gap-2">
        <span className="font-mono text-sm font-semibold text-zinc-900 dark:text-zinc-50">{pack.id}</span>
        {pack.name && pack.name.toLowerCase() !== pack.id && <span className="truncate text-sm text-zinc-500 dark:text-zinc-400">{pack.name}</span>}
      </span>
      <span className="truncate text-xs text-zinc-500 dark:text-zinc-400">
        {pack.problem ?? pack.description ?? (pack.format === 'recued' ? 'Recued composition (pack.json)' : 'No lead paragraph in HARNESS.md yet')}
      </span>
    </span>
  );
  return (
    <li className="group flex items-center gap-4 px-5 py-3.5 transition-colors hover:bg-zinc-50 dark:hover:bg-zinc-800/40" data-testid={`pack-row-${pack.id}`}>
      {pack.format === 'hcp' ? <GradeBadge grade={pack.grade} /> : <CompositionBadge />}
      <Link href={href} className="min-w-0 flex-1 rounded focus-visible:outline-2 focus-visible:outline-indigo-500">
        {title}
      </Link>
      <div className="hidden items-center gap-1.5 sm:flex">
        {pack.commands !== null && <span className="mr-1 text-xs text-zinc-500 tabular-nums dark:text-zinc-400">{pack.commands} {pack.commands === 1 ? 'command' : 'commands'}</span>}
        {pack.counts && (
          <>
            <CountBadge severity="error" count={pack.counts.error} />
            <CountBadge severity="warn" count={pack.counts.warn} />
          </>
        )}
      </div>
      {pack.format === 'hcp' && <WorkspaceSparkline packId={pack.id} />}
      {pack.format === 'hcp' ? (
        <span className="w-16 text-right text-sm font-semibold tabular-nums" data-testid="pack-score">
          {pack.score ?? '—'}
          <span className="text-xs font-normal text-zinc-400">/100</span>
        </span>
      ) : (
        <span className="w-16 text-right text-xs font-medium" data-testid="composition-status">
          {pack.problem ? (
            <span className="text-red-600 dark:text-red-400">unreadable</span>
          ) : pack.counts && pack.counts.error > 0 ? (
            <span className="text-red-600 dark:text-red-400">refused</span>
          ) : (
            <span className="text-emerald-700 dark:text-emerald-400">publishable</span>
          )}
        </span>
      )}
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${pack.id}`} className="opacity-60 group-hover:opacity-100 focus-visible:opacity-100">
        <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden>
          <path d="M2.5 4h11M6.5 4V2.5h3V4M4 4l.7 9.5h6.6L12 4" />
        </svg>
      </Button>
    </li>
  );
}

function CompositionBadge() {
  return (
    <span aria-label="Recued composition" className="inline-flex size-8 items-center justify-center rounded-lg bg-zinc-100 font-mono text-xs font-semibold text-zinc-500 ring-1 ring-zinc-200 ring-inset dark:bg-zinc-800 dark:text-zinc-400 dark:ring-zinc-700">
      {'{}'}
    </span>
  );
}

function CreatePackForm({ existing }: { existing: string[] }) {
  const router = useRouter();
  const client = useQueryClient();
  const [id, setId] = useState('');
  const create = useMutation({
    mutationFn: (packId: string) => createPack({ packId }),
    onSuccess: (result) => {
      if (!result.ok) return;
      void client.invalidateQueries({ queryKey: WORKSPACE_KEY });
      router.push(`/packs/${result.packId}`);
    },
  });
  const trimmed = id.trim();
  const local = trimmed === '' ? null : !PACK_ID_PATTERN.test(trimmed) ? 'Use lower-case letters, digits, ".", "_" or "-".' : existing.includes(trimmed) ? `"${trimmed}" already exists.` : null;
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
        <label htmlFor="new-pack" className="sr-only">New pack id</label>
        <input
          id="new-pack"
          value={id}
          onChange={(e) => setId(e.target.value.toLowerCase())}
          placeholder="new-pack-id"
          spellCheck={false}
          autoComplete="off"
          className="h-8 w-48 rounded-md border border-zinc-300 bg-white px-2.5 font-mono text-sm shadow-sm placeholder:text-zinc-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
        />
        <Button type="submit" variant="primary" disabled={!trimmed || !!local || create.isPending}>
          {create.isPending ? 'Creating…' : 'New pack'}
        </Button>
      </div>
      <p className={`min-h-4 text-xs ${local || serverError ? 'text-red-600 dark:text-red-400' : 'text-zinc-500 dark:text-zinc-400'}`} role={local || serverError ? 'alert' : undefined}>
        {local ?? serverError ?? 'Starts from the template: five example commands to replace.'}
      </p>
    </form>
  );
}

function DeleteDialog({ pack, onClose }: { pack: WorkspacePack | null; onClose(): void }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (packId: string) => deletePack({ packId, confirm: packId }),
    onSuccess: (result) => {
      if (!result.ok) return;
      void client.invalidateQueries({ queryKey: WORKSPACE_KEY });
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
          <p className="text-zinc-600 dark:text-zinc-300">
            This removes the folder <code className="font-mono text-xs">{pack.id}/</code> and every file in it from the workspace. It cannot be undone from the studio.
          </p>
          {remove.data && !remove.data.ok && <ErrorBox message={remove.data.error} />}
          <div className="flex justify-end gap-2">
            <Button onClick={close} autoFocus>Cancel</Button>
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
  return <p className="px-5 py-8 text-center text-sm text-zinc-500 dark:text-zinc-400">{children}</p>;
}
