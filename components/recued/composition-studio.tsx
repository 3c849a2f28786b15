'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { saveFile, type SaveConflict } from '@/app/actions/pack-actions';
import { loadComposition, type LoadCompositionResult } from '@/app/compositions/actions';
import type { Finding } from '@/lib/core/finding';
import { JsonSource } from '@/lib/json/source';
import { needsApproval } from '@/lib/recued/ui-approval';
import { labelHandle } from '@/lib/recued/ui-form';
import { compositionView } from '@/lib/recued/ui-model';
import { starterPack } from '@/lib/recued/ui-starter';
import { findingKey, nextFinding } from '@/lib/studio/findings';
import { RECUED_FILE } from '@/lib/studio/limits';
import type { WorkbenchCommand, WorkbenchHandle } from '../editor/monaco-workbench';
import { ConflictDialog, type ConflictChoice } from '../pack/conflict-dialog';
import { FindingsPanel } from '../pack/findings-panel';
import { CountBadge } from '../ui/badges';
import { Button, Kbd } from '../ui/button';
import { ErrorBox } from '../workspace/workspace-view';
import { ApprovalPreviews } from './approval-preview';
import { ConnectionFormPreview } from './connection-form-preview';
import { RecuedWorkbench } from './editor-loader';
import { InstallCommandsView } from './install-commands';
import { OperationsTable } from './operations-table';
import { useCompositionSession } from './use-composition-session';

export const COMPOSITION_TABS = ['findings', 'form', 'operations', 'approval', 'install'] as const;
export type CompositionTab = (typeof COMPOSITION_TABS)[number];

export interface CompositionStudioProps {
  packId: string;
  initial: LoadCompositionResult;
  /** From the address (?tab=…), so a reload reopens the same panel. */
  initialTab?: string;
}

export function CompositionStudio({ packId, initial, initialTab }: CompositionStudioProps) {
  const query = useQuery({ queryKey: ['composition', packId], queryFn: () => loadComposition({ packId }), initialData: initial, staleTime: Infinity, refetchOnMount: false });
  const data = query.data;
  if (!data.ok)
    return (
      <main className="mx-auto w-full max-w-xl px-6 py-16">
        <h1 className="mb-3 text-xl font-semibold">Cannot open “{packId}”</h1>
        <ErrorBox message={data.error} />
        <Link href="/" className="mt-4 inline-block text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">
          ← Back to the workspace
        </Link>
      </main>
    );
  const tab: CompositionTab = (COMPOSITION_TABS as readonly string[]).includes(initialTab ?? '') ? (initialTab as CompositionTab) : 'findings';
  return <CompositionSession key={packId} packId={packId} file={data.file} initialTab={tab} />;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

type Conflict = SaveConflict & { file: typeof RECUED_FILE; mine: string };

function CompositionSession({ packId, file, initialTab }: { packId: string; file: Extract<LoadCompositionResult, { ok: true }>['file']; initialTab: CompositionTab }) {
  const session = useCompositionSession(packId, file);
  const { baseline, text, check, dirty } = session;
  const client = useQueryClient();
  const [tab, setTab] = useState<CompositionTab>(initialTab);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [saveMessage, setSaveMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const workbench = useRef<WorkbenchHandle | null>(null);
  const view = useMemo(() => compositionView(check.value), [check.value]);
  const packName = view.name ?? packId;

  useEffect(() => {
    const url = new URL(window.location.href);
    if (tab === 'findings') url.searchParams.delete('tab');
    else url.searchParams.set('tab', tab);
    window.history.replaceState(window.history.state, '', url);
  }, [tab]);

  const afterSave = useCallback(
    (saved: string, version: string, what: string) => {
      session.markSaved(saved, version);
      setSaveMessage({ tone: 'ok', text: `Saved ${what} at ${new Date().toLocaleTimeString()}` });
      void client.invalidateQueries({ queryKey: ['workspace'] });
    },
    [session, client],
  );

  const save = useMutation({
    mutationFn: async (payload: { text: string; baseVersion: string | null }) => ({ ...payload, result: await saveFile({ packId, file: RECUED_FILE, ...payload }) }),
    onSuccess: ({ text: saved, result }) => {
      if (result.ok) afterSave(saved, result.version, RECUED_FILE);
      else if (result.conflict) {
        setConflict({ file: RECUED_FILE, mine: session.textRef.current ?? saved, ...result.conflict });
        setSaveMessage({ tone: 'error', text: `Not saved: ${RECUED_FILE} changed on disk. Choose which version to keep.` });
      } else setSaveMessage({ tone: 'error', text: result.error });
    },
    onError: (error) => setSaveMessage({ tone: 'error', text: `Save failed: ${error instanceof Error ? error.message : String(error)}` }),
  });

  const saveNow = useCallback(() => {
    if (save.isPending) return;
    const current = session.textRef.current;
    if (current === undefined || current === baseline.text) {
      setSaveMessage({ tone: 'ok', text: 'Nothing to save: the editor matches the disk.' });
      return;
    }
    save.mutate({ text: current, baseVersion: baseline.version });
  }, [save, session.textRef, baseline]);

  const reveal = useCallback((f: Finding) => {
    setSelectedKey(findingKey(f));
    setTab('findings');
    workbench.current?.reveal(RECUED_FILE, f.line, f.column);
  }, []);

  const revealPointer = useCallback((pointer: string) => {
    const current = session.textRef.current;
    if (current === undefined) return;
    const { line, column } = new JsonSource(current).locate(pointer);
    workbench.current?.reveal(RECUED_FILE, line, column);
  }, [session.textRef]);

  const step = useCallback(
    (direction: 1 | -1) => {
      const next = nextFinding(check.findings, selectedKey, direction);
      if (next) reveal(next);
    },
    [check.findings, selectedKey, reveal],
  );

  const command = useCallback(
    (c: WorkbenchCommand) => {
      if (c === 'save') saveNow();
      else if (c === 'check') {
        session.runCheckNow();
        setTab('findings');
      } else step(c === 'next-finding' ? 1 : -1);
    },
    [saveNow, step, session],
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

  const replaceText = useCallback(
    (next: string) => {
      workbench.current?.setText(RECUED_FILE, next);
      session.onEdit(RECUED_FILE, next);
    },
    [session],
  );

  const resolveConflict = useCallback(
    async (choice: ConflictChoice) => {
      const current = conflict;
      if (!current) return;
      if (choice.kind === 'cancel') {
        setConflict(null);
        setSaveMessage({ tone: 'error', text: `${RECUED_FILE} is not saved: the disk has another version. Save again to choose.` });
        return;
      }
      if (choice.kind === 'disk') {
        if (current.diskText === null) session.dropFile();
        else {
          replaceText(current.diskText);
          session.markSaved(current.diskText, current.diskVersion);
        }
        setConflict(null);
        setSaveMessage({ tone: 'ok', text: `Took the disk's version of ${RECUED_FILE}.` });
        return;
      }
      const result = await saveFile({ packId, file: RECUED_FILE, text: choice.text, baseVersion: current.diskVersion });
      if (result.ok) {
        if (session.textRef.current !== choice.text) replaceText(choice.text);
        afterSave(choice.text, result.version, `${choice.kind === 'mine' ? 'your' : 'the merged'} version of ${RECUED_FILE}`);
        setConflict(null);
      } else if (result.conflict) setConflict({ file: RECUED_FILE, mine: choice.text, ...result.conflict });
      else setSaveMessage({ tone: 'error', text: result.error });
    },
    [conflict, packId, session, replaceText, afterSave],
  );

  const mod = isMac() ? '⌘' : 'Ctrl';
  const counts = { error: check.findings.filter((f) => f.severity === 'error').length, warn: check.findings.filter((f) => f.severity === 'warn').length };
  const missing = text === undefined;
  const approvals = view.operations.filter(needsApproval).length;
  const installs = view.cli.reduce((n, c) => n + c.commands.macos.length + c.commands.linux.length + c.commands.windows.length, 0);
  const tabLabels: Record<CompositionTab, ReactNode> = {
    findings: <>Findings <TabCount n={check.findings.length} tone={counts.error ? 'error' : counts.warn ? 'warn' : 'none'} /></>,
    form: 'Connection form',
    operations: <>Operations <TabCount n={view.operations.length} /></>,
    approval: <>Approval <TabCount n={approvals} /></>,
    install: <>Install {installs > 0 && <TabCount n={view.cli.length} />}</>,
  };

  return (
    <div className="flex h-[calc(100dvh-3rem)] min-h-0 flex-col" data-testid="composition-studio">
      {/* Toolbar */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-zinc-200 bg-white px-4 py-2 dark:border-zinc-800 dark:bg-zinc-950">
        <div className="flex min-w-0 items-center gap-2 text-sm">
          <Link href="/" className="text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
            Workspace
          </Link>
          <span className="text-zinc-300 dark:text-zinc-700">/</span>
          <h1 className="truncate font-mono font-semibold">{packId}</h1>
          <span className="rounded-md bg-zinc-100 px-1.5 py-0.5 text-xs font-medium text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">Recued</span>
          {view.name && <span className="hidden truncate text-zinc-500 md:inline dark:text-zinc-400">{view.name}</span>}
        </div>
        <div className="ml-auto flex items-center gap-3">
          <PublisherSetting value={session.publisher} onChange={session.setPublisher} />
          <div className="flex items-center gap-1.5" data-testid="publish-status" data-ok={check.ok ? 'true' : 'false'} title="The publish and install checks, run in this browser on the text in the editor">
            <span className={`text-xs font-medium ${check.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}>
              {missing ? 'No pack.json' : check.ok ? 'Publishable' : 'Publish refused'}
            </span>
            <CountBadge severity="error" count={counts.error} />
            <CountBadge severity="warn" count={counts.warn} />
          </div>
          <Button variant={dirty ? 'primary' : 'secondary'} onClick={saveNow} disabled={save.isPending || missing} data-testid="save" title={`Save pack.json (${mod}+S)`}>
            {save.isPending ? 'Saving…' : dirty ? 'Save' : 'Saved'}
            <Kbd>{mod}+S</Kbd>
          </Button>
        </div>
      </div>

      {(saveMessage || session.restored || session.draftError) && (
        <div className="space-y-px">
          {session.restored && (
            <Banner tone="info" testId="restored-banner">
              Restored unsaved edits to <b className="font-mono">{RECUED_FILE}</b> from {new Date(session.restored.savedAt).toLocaleString()}
              {session.restored.stale ? ' — the file changed on disk since; saving will show both versions.' : '.'}
              <button
                type="button"
                className="ml-2 font-medium underline"
                onClick={() => {
                  if (baseline.text === null) session.dropFile();
                  else replaceText(baseline.text);
                  session.setRestored(null);
                }}
              >
                Discard them
              </button>
            </Banner>
          )}
          {session.draftError && <Banner tone="error">{session.draftError}</Banner>}
          {saveMessage && (
            <Banner tone={saveMessage.tone === 'ok' ? 'ok' : 'error'} testId="save-message" onClose={() => setSaveMessage(null)}>
              {saveMessage.text}
            </Banner>
          )}
        </div>
      )}

      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        {/* Editor */}
        <div className="flex min-h-[60vh] min-w-0 flex-1 flex-col lg:min-h-0">
          <div className="flex items-end gap-1 border-b border-zinc-200 bg-zinc-50 px-2 pt-2 dark:border-zinc-800 dark:bg-zinc-900/50">
            <span className="flex items-center gap-2 rounded-t-md border border-b-0 border-zinc-200 bg-white px-3 py-1.5 font-mono text-xs text-zinc-900 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-100" data-testid="tab-pack.json">
              {RECUED_FILE}
              {dirty && <span className="size-1.5 rounded-full bg-indigo-500" aria-label="unsaved changes" title="Unsaved changes" />}
            </span>
            {!check.parses && !missing && (
              <span className="mb-1 ml-auto text-xs text-amber-700 dark:text-amber-400" data-testid="stale-preview">
                The JSON does not parse: the previews show the last version that did.
              </span>
            )}
          </div>
          <div className="relative flex min-h-0 flex-1">
            <div className={`relative min-h-0 min-w-0 flex-1 ${missing || baseline.tooLarge ? 'invisible' : ''}`}>
              {session.ready && (
                <RecuedWorkbench
                  packId={packId}
                  initialTexts={text === undefined ? {} : { [RECUED_FILE]: text }}
                  activeFile={RECUED_FILE}
                  findings={check.findings}
                  onChange={session.onEdit}
                  onCommand={command}
                  onReady={(h) => {
                    workbench.current = h;
                  }}
                />
              )}
            </div>
            {(missing || baseline.tooLarge) && (
              <div className="absolute inset-0 flex items-center justify-center bg-white p-8 dark:bg-zinc-950">
                <div className="max-w-md text-center">
                  {baseline.tooLarge ? (
                    <>
                      <p className="font-medium">{RECUED_FILE} is not opened</p>
                      <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{baseline.tooLarge}</p>
                    </>
                  ) : (
                    <>
                      <p className="font-medium">This pack has no {RECUED_FILE}</p>
                      <p className="mt-1 mb-4 text-sm text-zinc-500 dark:text-zinc-400">Start from a small composition: one http ingredient and one read. It is written to disk when you save.</p>
                      <Button variant="primary" onClick={() => replaceText(starterPack(packId, session.handle))} data-testid="create-pack-json">
                        Create {RECUED_FILE}
                      </Button>
                    </>
                  )}
                </div>
              </div>
            )}
          </div>
        </div>

        {/* Side panel */}
        <aside className="flex max-h-[80vh] min-h-0 flex-col border-t border-zinc-200 bg-white lg:max-h-none lg:w-[500px] lg:shrink-0 lg:border-t-0 lg:border-l xl:w-[540px] dark:border-zinc-800 dark:bg-zinc-950">
          <div className="flex gap-1 overflow-x-auto border-b border-zinc-200 px-2 pt-2 dark:border-zinc-800" role="tablist" aria-label="Composition panels">
            {COMPOSITION_TABS.map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                aria-selected={tab === t}
                aria-controls={`panel-${t}`}
                id={`tab-${t}`}
                data-testid={`panel-tab-${t}`}
                onClick={() => setTab(t)}
                className="-mb-px flex items-center gap-1.5 border-b-2 border-transparent px-2.5 pb-2 text-sm font-medium whitespace-nowrap text-zinc-500 transition-colors hover:text-zinc-900 aria-selected:border-indigo-500 aria-selected:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100 dark:aria-selected:border-indigo-400 dark:aria-selected:text-zinc-50"
              >
                {tabLabels[t]}
              </button>
            ))}
          </div>
          <div className="min-h-0 flex-1 overflow-hidden" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'findings' ? (
              <FindingsPanel
                findings={check.findings}
                selectedKey={selectedKey}
                onSelect={reveal}
                revision={check.revision}
                checkMs={check.ms}
                emptyHint={`Every publish and install check passes on the text in the editor, for publisher @${session.handle}.`}
              />
            ) : (
              <div className="h-full overflow-y-auto px-5 py-4" data-testid={`panel-${tab}`}>
                {tab === 'form' && (
                  <ConnectionFormPreview value={check.value} connections={view.connections} findings={check.findings} handle={labelHandle(view.publisher, session.handle)} packName={packName} />
                )}
                {tab === 'operations' && <OperationsTable operations={view.operations} onReveal={revealPointer} />}
                {tab === 'approval' && <ApprovalPreviews view={view} packName={packName} />}
                {tab === 'install' && <InstallCommandsView view={view} />}
              </div>
            )}
          </div>
        </aside>
      </div>

      <ConflictDialog conflict={conflict} remaining={0} onChoose={resolveConflict} />
    </div>
  );
}

function TabCount({ n, tone = 'none' }: { n: number; tone?: 'error' | 'warn' | 'none' }) {
  const tones = {
    error: 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300',
    warn: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
    none: 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300',
  };
  return <span className={`rounded px-1 text-[11px] font-semibold tabular-nums ${tones[tone]}`}>{n}</span>;
}

/** The signed-in publisher handle the checks compare `publisher` with; kept in this browser. */
function PublisherSetting({ value, onChange }: { value: string; onChange(v: string): void }) {
  return (
    <label className="flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400" title="The handle you publish as. pack.json's publisher must equal it; only the first-party handle may declare connection_requirements or trust_summary.">
      Signed in as
      <span className="flex h-7 items-center rounded-md border border-zinc-300 bg-white pl-1.5 shadow-sm focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-500/20 dark:border-zinc-700 dark:bg-zinc-900">
        <span className="text-zinc-400">@</span>
        <input
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="local"
          spellCheck={false}
          autoComplete="off"
          maxLength={64}
          aria-label="Publisher handle"
          data-testid="publisher-handle"
          className="h-full w-24 bg-transparent px-1 font-mono text-xs text-zinc-900 outline-none dark:text-zinc-100"
        />
      </span>
    </label>
  );
}

function Banner({ tone, children, onClose, testId }: { tone: 'info' | 'ok' | 'error'; children: ReactNode; onClose?(): void; testId?: string }) {
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
