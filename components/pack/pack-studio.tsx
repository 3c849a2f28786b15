'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadPack, saveFile, type LoadPackResult, type SaveConflict } from '@/app/actions/pack-actions';
import type { Finding } from '@/lib/core/finding';
import { scaffoldPack } from '@/lib/hcp/scaffold';
import { findingKey, nextFinding } from '@/lib/studio/findings';
import { STUDIO_FILES, type StudioFile } from '@/lib/studio/limits';
import { MonacoWorkbench } from '../editor/editor-loader';
import type { WorkbenchCommand, WorkbenchHandle } from '../editor/monaco-workbench';
import { CountBadge, GradeBadge } from '../ui/badges';
import { Button, Kbd } from '../ui/button';
import { ErrorBox } from '../workspace/workspace-view';
import { ConflictDialog, type ConflictChoice } from './conflict-dialog';
import { FindingsPanel } from './findings-panel';
import { MarkdownPreview } from './markdown-preview';
import { PackViews, type PackView } from './pack-views';
import { usePackSession } from './use-pack-session';

export interface PackStudioProps {
  packId: string;
  initial: LoadPackResult;
  /** From the address (?file=…&view=…), so a reload reopens the same tab and view. */
  initialFile?: string;
  initialView?: string;
}

export function PackStudio({ packId, initial, initialFile, initialView }: PackStudioProps) {
  // gcTime 0: a later visit starts from the server's fresh load (initialData), never from a cached one that a save has outdated.
  const query = useQuery({ queryKey: ['pack', packId], queryFn: () => loadPack({ packId }), initialData: initial, staleTime: Infinity, gcTime: 0, refetchOnMount: false });
  const data = query.data;
  if (!data.ok)
    return (
      <main className="mx-auto w-full max-w-xl px-6 py-16">
        <h1 className="mb-3 text-xl font-semibold">Cannot open “{packId}”</h1>
        <ErrorBox message={data.error} />
        <Link href="/" className="mt-4 inline-block text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">← Back to the workspace</Link>
      </main>
    );
  const file = (STUDIO_FILES as readonly string[]).includes(initialFile ?? '') ? (initialFile as StudioFile) : 'surface.json';
  const view: PackView = initialView === 'check' || initialView === 'previews' ? initialView : 'editor';
  return <PackSession key={packId} packId={packId} files={data.files} initialFile={file} initialView={view} />;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function PackSession({ packId, files, initialFile, initialView }: { packId: string; files: Extract<LoadPackResult, { ok: true }>['files']; initialFile: StudioFile; initialView: PackView }) {
  const session = usePackSession(packId, files);
  const { baselines, texts, check, dirty } = session;
  const client = useQueryClient();
  const [view, setView] = useState<PackView>(initialView);
  const [activeFile, setActiveFile] = useState<StudioFile>(initialFile);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [showPreview, setShowPreview] = useState(true);
  const [conflicts, setConflicts] = useState<({ file: StudioFile; mine: string } & SaveConflict)[]>([]);
  const [saveMessage, setSaveMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [checkRequest, setCheckRequest] = useState(0);
  const workbench = useRef<WorkbenchHandle | null>(null);

  // URL state: ?file=…&view=… restores the open tab and view on reload.
  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('file', activeFile);
    if (view === 'editor') url.searchParams.delete('view');
    else url.searchParams.set('view', view);
    window.history.replaceState(window.history.state, '', url);
  }, [activeFile, view]);

  const save = useMutation({
    mutationFn: async (which: StudioFile[]) => {
      const outcomes: { file: StudioFile; text: string; result: Awaited<ReturnType<typeof saveFile>> }[] = [];
      for (const file of which) {
        const text = session.textsRef.current[file];
        if (text === undefined) continue;
        outcomes.push({ file, text, result: await saveFile({ packId, file, text, baseVersion: baselines[file].version }) });
      }
      return outcomes;
    },
    onSuccess: (outcomes) => {
      const found: typeof conflicts = [];
      const errors: string[] = [];
      for (const { file, text, result } of outcomes) {
        if (result.ok) session.markSaved(file, text, result.version);
        else if (result.conflict) found.push({ file, mine: session.textsRef.current[file] ?? text, ...result.conflict });
        else errors.push(`${file}: ${result.error}`);
      }
      if (found.length) setConflicts(found);
      const saved = outcomes.filter((o) => o.result.ok).map((o) => o.file);
      if (errors.length) setSaveMessage({ tone: 'error', text: errors.join(' · ') });
      else if (found.length) setSaveMessage({ tone: 'error', text: `Not saved: ${found.map((c) => c.file).join(', ')} changed on disk. Choose which version to keep.` });
      else if (saved.length) setSaveMessage({ tone: 'ok', text: `Saved ${saved.join(', ')} at ${new Date().toLocaleTimeString()}` });
      void client.invalidateQueries({ queryKey: ['workspace'] });
    },
    onError: (error) => setSaveMessage({ tone: 'error', text: `Save failed: ${error instanceof Error ? error.message : String(error)}` }),
  });

  const saveAll = useCallback(() => {
    if (save.isPending) return;
    const which = STUDIO_FILES.filter((f) => session.textsRef.current[f] !== undefined && session.textsRef.current[f] !== baselines[f].text);
    if (!which.length) {
      setSaveMessage({ tone: 'ok', text: 'Nothing to save: the editor matches the disk.' });
      return;
    }
    save.mutate(which);
  }, [save, session.textsRef, baselines]);

  const reveal = useCallback((f: Finding) => {
    setSelectedKey(findingKey(f));
    setView('editor');
    setActiveFile(f.file as StudioFile);
    // The editor switches model itself, so the cursor lands even before React re-renders the tabs.
    workbench.current?.reveal(f.file as StudioFile, f.line, f.column);
  }, []);

  const step = useCallback(
    (direction: 1 | -1) => {
      const next = nextFinding(check.findings, selectedKey, direction);
      if (next) reveal(next);
    },
    [check.findings, selectedKey, reveal],
  );

  const runCheck = useCallback(() => {
    setView('check');
    setCheckRequest((n) => n + 1);
  }, []);

  const command = useCallback(
    (c: WorkbenchCommand) => {
      if (c === 'save') saveAll();
      else if (c === 'check') runCheck();
      else step(c === 'next-finding' ? 1 : -1);
    },
    [saveAll, runCheck, step],
  );
  const commandRef = useRef(command);
  commandRef.current = command;

  // The same shortcuts when the focus is outside the editor (the editor handles its own).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const mod = e.ctrlKey || e.metaKey;
      if (mod && e.key.toLowerCase() === 's') {
        e.preventDefault();
        commandRef.current('save');
      } else if (mod && e.key === 'Enter') {
        e.preventDefault();
        commandRef.current('check');
      } else if (e.key === 'F8') {
        e.preventDefault();
        commandRef.current(e.shiftKey ? 'prev-finding' : 'next-finding');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const resolveConflict = useCallback(
    async (choice: ConflictChoice) => {
      const current = conflicts[0];
      if (!current) return;
      const rest = conflicts.slice(1);
      if (choice.kind === 'cancel') {
        setConflicts([]);
        setSaveMessage({ tone: 'error', text: `${current.file} is not saved: the disk has another version. Save again to choose.` });
        return;
      }
      if (choice.kind === 'disk') {
        if (current.diskText === null) {
          session.dropFile(current.file);
        } else {
          workbench.current?.setText(current.file, current.diskText);
          session.onEdit(current.file, current.diskText);
          session.markSaved(current.file, current.diskText, current.diskVersion);
        }
        setConflicts(rest);
        setSaveMessage({ tone: 'ok', text: `Took the disk's version of ${current.file}.` });
        return;
      }
      const text = choice.text;
      const result = await saveFile({ packId, file: current.file, text, baseVersion: current.diskVersion });
      if (result.ok) {
        if (session.textsRef.current[current.file] !== text) {
          workbench.current?.setText(current.file, text);
          session.onEdit(current.file, text);
        }
        session.markSaved(current.file, text, result.version);
        setConflicts(rest);
        setSaveMessage({ tone: 'ok', text: `Saved ${choice.kind === 'mine' ? 'your' : 'the merged'} version of ${current.file}.` });
        void client.invalidateQueries({ queryKey: ['workspace'] });
      } else if (result.conflict) {
        setConflicts([{ file: current.file, mine: text, ...result.conflict }, ...rest]);
      } else {
        setSaveMessage({ tone: 'error', text: result.error });
      }
    },
    [conflicts, packId, session, client],
  );

  const createFile = (file: StudioFile) => {
    const text = scaffoldPack(packId)[file];
    workbench.current?.setText(file, text);
    session.onEdit(file, text);
  };

  const { summary } = check;
  const mod = isMac() ? '⌘' : 'Ctrl';
  const activeBaseline = baselines[activeFile];
  const activeMissing = texts[activeFile] === undefined;
  const fileErrors = (file: StudioFile) => check.findings.filter((f) => f.file === file && f.severity === 'error').length;
  const fileWarnings = (file: StudioFile) => check.findings.filter((f) => f.file === file && f.severity === 'warn').length;

  return (
    <div className="flex min-h-[calc(100dvh-3rem)] flex-col lg:h-[calc(100dvh-3rem)] lg:min-h-0">
      {/* Toolbar */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-zinc-200 bg-white px-4 py-2 dark:border-zinc-800 dark:bg-zinc-950">
        <div className="flex min-w-0 items-center gap-2 text-sm">
          <Link href="/" className="text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">Workspace</Link>
          <span className="text-zinc-300 dark:text-zinc-700">/</span>
          <h1 className="truncate font-mono font-semibold">{packId}</h1>
        </div>
        <nav className="flex rounded-lg bg-zinc-100 p-0.5 text-sm dark:bg-zinc-900" aria-label="Pack views">
          {(['editor', 'check', 'previews'] as const).map((v) => (
            <button
              key={v}
              type="button"
              onClick={() => setView(v)}
              aria-pressed={view === v}
              className="rounded-md px-3 py-1 font-medium text-zinc-600 capitalize transition-colors hover:text-zinc-900 aria-pressed:bg-white aria-pressed:text-zinc-900 aria-pressed:shadow-sm dark:text-zinc-400 dark:hover:text-zinc-100 dark:aria-pressed:bg-zinc-700 dark:aria-pressed:text-white"
            >
              {v}
            </button>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <div className="flex items-center gap-2" data-testid="live-score" title="Static check of the text in the editor, updated as you type">
            <GradeBadge grade={summary.grade} />
            <div className="leading-tight">
              <div className="text-sm font-semibold tabular-nums" data-testid="live-score-value">
                {summary.score}
                <span className="text-xs font-normal text-zinc-400">/100</span>
              </div>
              <div className="text-[11px] text-zinc-500 dark:text-zinc-400">live score</div>
            </div>
            <span className="hidden gap-1 md:flex">
              <CountBadge severity="error" count={summary.counts.error} />
              <CountBadge severity="warn" count={summary.counts.warn} />
            </span>
          </div>
          <Button variant={dirty.length ? 'primary' : 'secondary'} onClick={saveAll} disabled={save.isPending} data-testid="save" title={`Save all changed files (${mod}+S)`}>
            {save.isPending ? 'Saving…' : dirty.length ? `Save ${dirty.length === 1 ? '' : `${dirty.length} files`}`.trim() : 'Saved'}
            <span className="hidden sm:inline">
              <Kbd>{mod}+S</Kbd>
            </span>
          </Button>
        </div>
      </div>

      {(saveMessage || session.restored.length > 0 || session.draftError) && (
        <div className="space-y-px">
          {session.restored.map((r) => (
            <Banner key={r.file} tone="info" testId="restored-banner">
              Restored unsaved edits to <b className="font-mono">{r.file}</b> from {new Date(r.savedAt).toLocaleString()}
              {r.stale ? ' — the file changed on disk since; saving will show both versions.' : '.'}
              <button
                type="button"
                className="ml-2 font-medium underline"
                onClick={() => {
                  const base = baselines[r.file];
                  if (base.text === null) session.dropFile(r.file);
                  else {
                    workbench.current?.setText(r.file, base.text);
                    session.onEdit(r.file, base.text);
                  }
                  session.setRestored((list) => list.filter((x) => x.file !== r.file));
                }}
              >
                Discard them
              </button>
            </Banner>
          ))}
          {session.draftError && <Banner tone="error">{session.draftError}</Banner>}
          {saveMessage && (
            <Banner tone={saveMessage.tone === 'ok' ? 'ok' : 'error'} testId="save-message" onClose={() => setSaveMessage(null)}>
              {saveMessage.text}
            </Banner>
          )}
        </div>
      )}

      {/* Editor view: stays mounted under the other views so the editor keeps its state. */}
      <div className={`min-h-0 flex-1 flex-col lg:flex-row ${view === 'editor' ? 'flex' : 'hidden'}`}>
        <div className="flex h-[65vh] min-w-0 flex-col lg:h-auto lg:min-h-0 lg:flex-1">
          <div className="flex items-end gap-1 overflow-x-auto border-b border-zinc-200 bg-zinc-50 px-2 pt-2 dark:border-zinc-800 dark:bg-zinc-900/50" role="tablist" aria-label="Pack files">
            {STUDIO_FILES.map((file) => {
              const errors = fileErrors(file);
              const warnings = fileWarnings(file);
              const isDirty = dirty.includes(file);
              const missing = texts[file] === undefined;
              return (
                <button
                  key={file}
                  type="button"
                  role="tab"
                  aria-selected={activeFile === file}
                  data-testid={`tab-${file}`}
                  onClick={() => setActiveFile(file)}
                  className="flex items-center gap-2 rounded-t-md border border-b-0 border-transparent px-3 py-1.5 font-mono text-xs text-zinc-500 transition-colors hover:text-zinc-900 aria-selected:border-zinc-200 aria-selected:bg-white aria-selected:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100 dark:aria-selected:border-zinc-800 dark:aria-selected:bg-zinc-950 dark:aria-selected:text-zinc-100"
                >
                  <span className={missing ? 'italic opacity-60' : ''}>{file}</span>
                  {isDirty && <span className="size-1.5 rounded-full bg-indigo-500" aria-label="unsaved changes" title="Unsaved changes" />}
                  {errors > 0 && <span className="rounded bg-red-100 px-1 text-[10px] font-semibold text-red-700 dark:bg-red-500/15 dark:text-red-300">{errors}</span>}
                  {errors === 0 && warnings > 0 && <span className="rounded bg-amber-100 px-1 text-[10px] font-semibold text-amber-800 dark:bg-amber-500/15 dark:text-amber-300">{warnings}</span>}
                </button>
              );
            })}
            {activeFile === 'HARNESS.md' && !activeMissing && (
              <button type="button" onClick={() => setShowPreview((v) => !v)} className="mb-1 ml-auto rounded-md px-2 py-1 text-xs font-medium text-zinc-500 hover:bg-zinc-200/60 hover:text-zinc-900 dark:hover:bg-zinc-800 dark:hover:text-zinc-100">
                {showPreview ? 'Hide preview' : 'Show preview'}
              </button>
            )}
          </div>
          <div className="relative flex min-h-0 flex-1">
            <div className={`relative min-h-0 min-w-0 flex-1 ${activeMissing || activeBaseline.tooLarge ? 'invisible' : ''}`}>
              {session.ready && (
                <MonacoWorkbench
                  packId={packId}
                  initialTexts={session.textsRef.current}
                  activeFile={activeFile}
                  findings={check.findings}
                  onChange={session.onEdit}
                  onCommand={command}
                  onReady={(h) => {
                    workbench.current = h;
                  }}
                />
              )}
            </div>
            {activeFile === 'HARNESS.md' && showPreview && !activeMissing && (
              <div className="hidden min-h-0 w-1/2 border-l border-zinc-200 md:block dark:border-zinc-800">
                <MarkdownPreview text={texts['HARNESS.md'] ?? ''} />
              </div>
            )}
            {(activeMissing || activeBaseline.tooLarge) && (
              <div className="absolute inset-0 flex items-center justify-center bg-white p-8 dark:bg-zinc-950">
                <div className="max-w-md text-center">
                  {activeBaseline.tooLarge ? (
                    <>
                      <p className="font-medium">{activeFile} is not opened</p>
                      <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{activeBaseline.tooLarge}</p>
                    </>
                  ) : (
                    <>
                      <p className="font-medium">This pack has no {activeFile}</p>
                      <p className="mt-1 mb-4 text-sm text-zinc-500 dark:text-zinc-400">Start it from the template; it is written to disk when you save.</p>
                      <Button variant="primary" onClick={() => createFile(activeFile)}>Create {activeFile}</Button>
                    </>
                  )}
                </div>
              </div>
            )}
          </div>
        </div>
        <aside className="flex min-h-0 flex-col border-t border-zinc-200 bg-white lg:max-h-none lg:w-[360px] lg:shrink-0 lg:border-t-0 lg:border-l xl:w-[400px] dark:border-zinc-800 dark:bg-zinc-950">
          <FindingsPanel findings={check.findings} selectedKey={selectedKey} onSelect={reveal} revision={check.revision} checkMs={check.ms} />
        </aside>
      </div>

      <PackViews view={view} packId={packId} texts={texts} dirtyCount={dirty.length} checkRequest={checkRequest} onReveal={reveal} />

      <ConflictDialog conflict={conflicts[0] ?? null} remaining={Math.max(0, conflicts.length - 1)} onChoose={resolveConflict} />
    </div>
  );
}

function Banner({ tone, children, onClose, testId }: { tone: 'info' | 'ok' | 'error'; children: React.ReactNode; onClose?(): void; testId?: string }) {
  const tones = {
    info: 'bg-indigo-50 text-indigo-900 dark:bg-indigo-500/10 dark:text-indigo-200',
    ok: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200',
    error: 'bg-red-50 text-red-900 dark:bg-red-500/10 dark:text-red-200',
  };
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-testid={testId} className={`flex items-center gap-2 px-4 py-1.5 text-xs ${tones[tone]}`}>
      <span className="min-w-0 flex-1">{children}</span>
      {onClose && (
        <button type="button" onClick={onClose} aria-label="Dismiss" className="rounded px-1 opacity-60 hover:opacity-100">
          ✕
        </button>
      )}
    </div>
  );
}
