'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { saveFile } from '@/app/actions/pack-actions';
import { loadComposition, type LoadCompositionResult } from '@/app/compositions/actions';
import type { Finding } from '@/lib/core/finding';
import { JsonSource } from '@/lib/json/source';
import { needsApproval } from '@/lib/recued/ui-approval';
import { labelHandle } from '@/lib/recued/ui-form';
import { compositionView } from '@/lib/recued/ui-model';
import { starterPack } from '@/lib/recued/ui-starter';
import { RECUED_FILE } from '@/lib/formats/recued/files';
import { resolveFirstConflict, type PendingConflict } from '../editor/conflict-resolution';
import { MonacoWorkbench } from '../editor/editor-loader';
import type { WorkbenchCommand } from '../editor/monaco-workbench';
import { CannotOpen, FilePlaceholder, StudioToolbar } from '../editor/studio-chrome';
import { RestoredBanner, saveFailed, StudioMessages, type SaveMessage } from '../editor/studio-messages';
import { useFindingSelection } from '../editor/use-finding-selection';
import { modifierLabel, useStudioShortcuts } from '../editor/use-studio-shortcuts';
import { useWorkbench } from '../editor/use-workbench';
import { ConflictDialog, type ConflictChoice } from '../pack/conflict-dialog';
import { FindingsPanel } from '../pack/findings-panel';
import { CountBadge } from '../ui/badges';
import { Button, Kbd } from '../ui/button';
import { ApprovalPreviews } from './approval-preview';
import { ConnectionFormPreview } from './connection-form-preview';
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
  if (!data.ok) return <CannotOpen packId={packId} error={data.error} />;
  const tab: CompositionTab = (COMPOSITION_TABS as readonly string[]).includes(initialTab ?? '') ? (initialTab as CompositionTab) : 'findings';
  return <CompositionSession key={packId} packId={packId} file={data.file} initialTab={tab} />;
}

type Conflict = PendingConflict<typeof RECUED_FILE>;

function CompositionSession({ packId, file, initialTab }: { packId: string; file: Extract<LoadCompositionResult, { ok: true }>['file']; initialTab: CompositionTab }) {
  const session = useCompositionSession(packId, file);
  const { baseline, text, check, dirty } = session;
  const client = useQueryClient();
  const [tab, setTab] = useState<CompositionTab>(initialTab);
  // A queue like the HCP studio's, though one file never has more than one conflict at a time.
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [saveMessage, setSaveMessage] = useState<SaveMessage | null>(null);
  const { handle: workbench, replaceText: replaceFileText, onReady } = useWorkbench<typeof RECUED_FILE>(session.onEdit);
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
        setConflicts([{ file: RECUED_FILE, mine: session.textRef.current ?? saved, ...result.conflict }]);
        setSaveMessage({ tone: 'error', text: `Not saved: ${RECUED_FILE} changed on disk. Choose which version to keep.` });
      } else setSaveMessage({ tone: 'error', text: result.error });
    },
    onError: (error) => setSaveMessage(saveFailed(error)),
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

  const showFinding = useCallback(
    (f: Finding) => {
      setTab('findings');
      workbench.current?.reveal(RECUED_FILE, f.line, f.column);
    },
    [workbench],
  );
  const { selectedKey, reveal, step } = useFindingSelection(check.findings, showFinding);

  const revealPointer = useCallback((pointer: string) => {
    const current = session.textRef.current;
    if (current === undefined) return;
    const { line, column } = new JsonSource(current).locate(pointer);
    workbench.current?.reveal(RECUED_FILE, line, column);
  }, [session.textRef, workbench]);

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
  useStudioShortcuts(command);

  const replaceText = useCallback((next: string) => replaceFileText(RECUED_FILE, next), [replaceFileText]);

  const resolveConflict = useCallback(
    (choice: ConflictChoice) =>
      resolveFirstConflict(choice, conflicts, {
        save: (file, text, baseVersion) => saveFile({ packId, file, text, baseVersion }),
        textOf: () => session.textRef.current,
        replaceText: replaceFileText,
        markSaved: (_file, saved, version) => session.markSaved(saved, version),
        dropFile: () => session.dropFile(),
        saved: (_file, saved, version, what) => afterSave(saved, version, what),
        setConflicts,
        say: setSaveMessage,
      }),
    [conflicts, packId, session, replaceFileText, afterSave],
  );

  const mod = modifierLabel();
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
      <StudioToolbar
        packId={packId}
        crumbs={
          <>
            <span className="rounded-md bg-zinc-100 px-1.5 py-0.5 text-xs font-medium text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">Recued</span>
            {view.name && <span className="hidden truncate text-zinc-500 md:inline dark:text-zinc-400">{view.name}</span>}
          </>
        }
      >
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
      </StudioToolbar>

      <StudioMessages draftError={session.draftError} saveMessage={saveMessage} onDismissSave={() => setSaveMessage(null)}>
        {session.restored && (
          <RestoredBanner
            file={RECUED_FILE}
            savedAt={session.restored.savedAt}
            stale={session.restored.stale}
            onDiscard={() => {
              if (baseline.text === null) session.dropFile();
              else replaceText(baseline.text);
              session.setRestored(null);
            }}
          />
        )}
      </StudioMessages>

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
                <MonacoWorkbench
                  packId={packId}
                  initialTexts={text === undefined ? {} : { [RECUED_FILE]: text }}
                  activeFile={RECUED_FILE}
                  findings={check.findings}
                  onChange={session.onEdit}
                  onCommand={command}
                  onReady={onReady}
                />
              )}
            </div>
            {(missing || baseline.tooLarge) && (
              <FilePlaceholder
                file={RECUED_FILE}
                tooLarge={baseline.tooLarge}
                createHint="Start from a small composition: one http ingredient and one read. It is written to disk when you save."
                onCreate={() => replaceText(starterPack(packId, session.handle))}
                createTestId="create-pack-json"
              />
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

      <ConflictDialog conflict={conflicts[0] ?? null} remaining={Math.max(0, conflicts.length - 1)} onChoose={resolveConflict} />
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
