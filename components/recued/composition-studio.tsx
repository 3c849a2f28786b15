'use client';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { recordCompositionCheck } from '@/app/actions/history-actions';
import type { LoadPackResult } from '@/app/actions/pack-actions';
import type { Finding } from '@/lib/core/finding';
import { recuedFormat, type RecuedPreview } from '@/lib/formats/recued';
import { RECUED_FILE } from '@/lib/formats/recued/files';
import { SUPPRESSIONS_FILE } from '@/lib/formats/suppressions-file';
import type { SuppressedFinding } from '@/lib/core/report';
import { JsonSource } from '@/lib/json/source';
import { needsApproval } from '@/lib/recued/ui-approval';
import { labelHandle } from '@/lib/recued/ui-form';
import { compositionView } from '@/lib/recued/ui-model';
import { MonacoWorkbench } from '../editor/editor-loader';
import type { WorkbenchCommand } from '../editor/monaco-workbench';
import { SessionConflictDialog, SessionMessages } from '../editor/session-chrome';
import { CannotOpen, FilePlaceholder, SaveButton, StudioToolbar } from '../editor/studio-chrome';
import { useEditingSession, type Texts } from '../editor/use-editing-session';
import { useFindingSelection } from '../editor/use-finding-selection';
import { useSuppressions } from '../editor/use-suppressions';
import { modifierLabel, useStudioShortcuts } from '../editor/use-studio-shortcuts';
import { FindingsPanel } from '../pack/findings-panel';
import { CountBadges, CountChip } from '../ui/badges';
import { TabPanel, Tabs } from '../ui/tabs';
import { ApprovalPreviews } from './approval-preview';
import { ConnectionFormPreview } from './connection-form-preview';
import { InstallCommandsView } from './install-commands';
import { OperationsTable } from './operations-table';
import { PublisherSetting } from './publisher-setting';
import { RequestPreview } from './request-preview';
import { usePublisherHandle } from './use-publisher-handle';

/** pack.json, and packstudio.json beside it (its suppressions). */
type CompositionFile = (typeof recuedFormat.files)[number];

/** The side panel's tabs: the findings, then what the format previews (lib/formats/recued). */
export const COMPOSITION_TABS = ['findings', ...recuedFormat.previews.map((p) => p.id)] as const;
export type CompositionTab = 'findings' | RecuedPreview;
const PREVIEW_LABEL = Object.fromEntries(recuedFormat.previews.map((p) => [p.id, p.label])) as Record<
  RecuedPreview,
  string
>;

export interface CompositionStudioProps {
  packId: string;
  initial: LoadPackResult;
  /** From the address (?tab=…), so a reload reopens the same panel. */
  initialTab?: string;
}

export function CompositionStudio({ packId, initial, initialTab }: CompositionStudioProps) {
  if (!initial.ok) return <CannotOpen packId={packId} error={initial.error} />;
  const tab: CompositionTab = (COMPOSITION_TABS as readonly string[]).includes(initialTab ?? '')
    ? (initialTab as CompositionTab)
    : 'findings';
  return <CompositionSession key={packId} packId={packId} files={initial.files} initialTab={tab} />;
}

export interface CompositionCheck {
  findings: Finding[];
  /** What packstudio.json beside pack.json suppresses, each with its reason. */
  suppressed: SuppressedFinding[];
  ok: boolean;
  /** The last text that parsed, as a value: the previews follow it while the JSON is half-typed. */
  value: unknown;
  /** False while the editor's text does not parse (the previews then show the last version that did). */
  parses: boolean;
}

function parse(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Recued's live check: the format's check for the signed-in publisher, plus the last value that parsed. */
function compositionCheck(
  packId: string,
  texts: Texts<CompositionFile>,
  publisher: string,
  previous: CompositionCheck | null,
): CompositionCheck {
  const text = texts[RECUED_FILE];
  const report = recuedFormat.check(recuedFormat.load(texts, packId), { publisher });
  const parsed = parse(text);
  return {
    findings: report.findings,
    suppressed: report.suppressed,
    ok: report.ok,
    value: parsed.ok ? parsed.value : (previous?.value ?? null),
    parses: parsed.ok,
  };
}

function CompositionSession({
  packId,
  files,
  initialTab,
}: {
  packId: string;
  files: Extract<LoadPackResult, { ok: true }>['files'];
  initialTab: CompositionTab;
}) {
  const [tab, setTab] = useState<CompositionTab>(initialTab);
  const recheck = useRef(() => {});
  const publisher = usePublisherHandle(() => recheck.current());
  const liveCheck = useCallback(
    (texts: Texts<CompositionFile>, previous: CompositionCheck | null) =>
      compositionCheck(packId, texts, publisher.ref.current, previous),
    [packId, publisher.ref],
  );
  // Each save's pack.json is checked on the server too and lands in the workspace history, as HCP checks do. The
  // editor's own findings stay the browser's; a history that cannot be written does not disturb editing.
  const recordSaved = useCallback(
    () => void recordCompositionCheck({ packId, publisher: publisher.ref.current }).catch(() => {}),
    [packId, publisher.ref],
  );
  // packstudio.json is loaded with pack.json: its suppressions apply to the live check, and "Suppress…" edits it.
  const session = useEditingSession({
    packId,
    files: recuedFormat.files,
    loaded: files,
    check: liveCheck,
    urlState: { tab: tab === 'findings' ? null : tab },
    onSaved: recordSaved,
  });
  recheck.current = session.recheck;
  const { check, workbench, saveAll } = session;
  const { onSuppress, onUnsuppress } = useSuppressions(session);
  const [activeFile, setActiveFile] = useState<CompositionFile>(RECUED_FILE);
  // packstudio.json is a second tab once it exists (on disk, or from the first "Suppress…").
  const fileTabs: CompositionFile[] =
    session.texts[SUPPRESSIONS_FILE] !== undefined ? [RECUED_FILE, SUPPRESSIONS_FILE] : [RECUED_FILE];
  const text = session.texts[RECUED_FILE];
  const baseline = session.baselines[RECUED_FILE];
  const dirty = session.dirty.length > 0;
  const view = useMemo(() => compositionView(check.value), [check.value]);
  const packName = view.name ?? packId;

  const showFile = useCallback(
    (file: CompositionFile, line: number, column: number) => {
      setActiveFile(file);
      workbench.current?.reveal(file, line, column);
    },
    [workbench],
  );
  const showFinding = useCallback(
    (f: Finding) => {
      setTab('findings');
      showFile(f.file === SUPPRESSIONS_FILE ? SUPPRESSIONS_FILE : RECUED_FILE, f.line, f.column);
    },
    [showFile],
  );
  const { selectedKey, reveal, step } = useFindingSelection(check.findings, showFinding);

  const revealPointer = useCallback(
    (pointer: string) => {
      const current = session.textsRef.current[RECUED_FILE];
      if (current === undefined) return;
      const { line, column } = new JsonSource(current).locate(pointer);
      showFile(RECUED_FILE, line, column);
    },
    [session.textsRef, showFile],
  );

  const { runCheckNow } = session;
  const command = useCallback(
    (c: WorkbenchCommand) => {
      if (c === 'save') saveAll();
      else if (c === 'check') {
        runCheckNow();
        setTab('findings');
      } else step(c === 'next-finding' ? 1 : -1);
    },
    [saveAll, step, runCheckNow],
  );
  useStudioShortcuts(command);

  const replaceText = (next: string) => session.replaceText(RECUED_FILE, next);

  const mod = modifierLabel();
  const counts = {
    error: check.findings.filter((f) => f.severity === 'error').length,
    warn: check.findings.filter((f) => f.severity === 'warn').length,
  };
  const missing = text === undefined;
  const approvals = view.operations.filter(needsApproval).length;
  const installs = view.cli.reduce(
    (n, c) => n + c.commands.macos.length + c.commands.linux.length + c.commands.windows.length,
    0,
  );
  const tabLabels: Record<CompositionTab, ReactNode> = {
    findings: (
      <>
        Findings{' '}
        <CountChip n={check.findings.length} tone={counts.error ? 'error' : counts.warn ? 'warn' : 'neutral'} />
      </>
    ),
    form: PREVIEW_LABEL.form,
    operations: (
      <>
        {PREVIEW_LABEL.operations} <CountChip n={view.operations.length} />
      </>
    ),
    request: PREVIEW_LABEL.request,
    approval: (
      <>
        {PREVIEW_LABEL.approval} <CountChip n={approvals} />
      </>
    ),
    install: (
      <>
        {PREVIEW_LABEL.install} {installs > 0 && <CountChip n={view.cli.length} />}
      </>
    ),
  };

  return (
    <div className="flex h-[calc(100dvh-3rem)] min-h-0 flex-col" data-testid="composition-studio">
      <StudioToolbar
        packId={packId}
        crumbs={
          <>
            <span className="rounded-md bg-surface-muted px-1.5 py-0.5 text-xs font-medium text-fg-soft">Recued</span>
            {view.name && <span className="hidden truncate text-muted md:inline">{view.name}</span>}
          </>
        }
      >
        <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
          <PublisherSetting value={publisher.publisher} onChange={publisher.setPublisher} />
          <div
            className="flex items-center gap-1.5"
            data-testid="publish-status"
            data-ok={check.ok ? 'true' : 'false'}
            title="The publish and install checks, run in this browser on the text in the editor"
          >
            <span className={`text-xs font-medium ${check.ok ? 'text-ok' : 'text-error'}`}>
              {missing ? 'No pack.json' : check.ok ? 'Publishable' : 'Publish refused'}
            </span>
            <CountBadges counts={counts} />
          </div>
          <SaveButton
            dirtyLabel={dirty ? 'Save' : null}
            saving={session.saving}
            disabled={missing}
            title={`Save the changed files (${mod}+S)`}
            shortcut={`${mod}+S`}
            onSave={saveAll}
          />
        </div>
      </StudioToolbar>

      <SessionMessages session={session} />

      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        {/* Editor */}
        <div className="flex min-h-[60vh] min-w-0 flex-1 flex-col lg:min-h-0">
          <div className="flex items-end gap-1 border-b border-line bg-surface-subtle px-2 pt-2">
            {fileTabs.map((file) => (
              <button
                key={file}
                type="button"
                onClick={() => setActiveFile(file)}
                aria-pressed={activeFile === file}
                className="flex items-center gap-2 rounded-t-md border border-b-0 border-transparent px-3 py-1.5 font-mono text-xs text-muted aria-pressed:border-line aria-pressed:bg-surface aria-pressed:text-fg"
                data-testid={`tab-${file}`}
              >
                {file}
                {session.dirty.includes(file) && (
                  <span
                    className="size-1.5 rounded-full bg-indigo-500"
                    aria-label="unsaved changes"
                    title="Unsaved changes"
                  />
                )}
              </button>
            ))}
            {!check.parses && !missing && (
              <span className="mb-1 ml-auto text-xs text-warn" data-testid="stale-preview">
                The JSON does not parse: the previews show the last version that did.
              </span>
            )}
          </div>
          <div className="relative flex min-h-0 flex-1">
            <div
              className={`relative min-h-0 min-w-0 flex-1 ${activeFile === RECUED_FILE && (missing || baseline.tooLarge) ? 'invisible' : ''}`}
            >
              {session.ready && (
                <MonacoWorkbench
                  packId={packId}
                  initialTexts={session.textsRef.current}
                  activeFile={activeFile}
                  findings={check.findings}
                  checkedTexts={check.texts}
                  onChange={session.onEdit}
                  onCommand={command}
                  onReady={session.onReady}
                />
              )}
            </div>
            {activeFile === RECUED_FILE && (missing || baseline.tooLarge) && (
              <FilePlaceholder
                file={RECUED_FILE}
                tooLarge={baseline.tooLarge}
                createHint="Start from a small composition: one http ingredient and one read. It is written to disk when you save."
                onCreate={() =>
                  replaceText(recuedFormat.scaffold(packId, { publisher: publisher.handle })[RECUED_FILE])
                }
                createTestId="create-pack-json"
              />
            )}
          </div>
        </div>

        {/* Side panel */}
        <aside className="flex max-h-[80vh] min-h-0 flex-col border-t border-line bg-surface lg:max-h-none lg:w-[500px] lg:shrink-0 lg:border-t-0 lg:border-l xl:w-[540px]">
          <Tabs
            idBase="composition"
            label="Composition panels"
            items={COMPOSITION_TABS.map((t) => ({ value: t, label: tabLabels[t], testId: `panel-tab-${t}` }))}
            value={tab}
            onChange={setTab}
            className="border-b border-line px-2 pt-2"
          />
          <TabPanel idBase="composition" value={tab} className="min-h-0 flex-1 overflow-hidden">
            {tab === 'findings' ? (
              <FindingsPanel
                findings={check.findings}
                suppressed={check.suppressed}
                onSuppress={onSuppress}
                onUnsuppress={onUnsuppress}
                selectedKey={selectedKey}
                onSelect={reveal}
                onApplyFix={(f) => f.quickFix && workbench.current?.applyFix(f.quickFix.edits)}
                revision={check.revision}
                checkMs={check.ms}
                emptyHint={`Every publish and install check passes on the text in the editor, for publisher @${publisher.handle}.`}
              />
            ) : (
              <div className="h-full overflow-y-auto px-5 py-4" data-testid={`panel-${tab}`}>
                {tab === 'form' && (
                  <ConnectionFormPreview
                    value={check.value}
                    connections={view.connections}
                    findings={check.findings}
                    handle={labelHandle(view.publisher, publisher.handle)}
                    packName={packName}
                  />
                )}
                {tab === 'operations' && <OperationsTable operations={view.operations} onReveal={revealPointer} />}
                {tab === 'request' && <RequestPreview value={check.value} onReveal={revealPointer} />}
                {tab === 'approval' && <ApprovalPreviews view={view} packName={packName} />}
                {tab === 'install' && <InstallCommandsView view={view} />}
              </div>
            )}
          </TabPanel>
        </aside>
      </div>

      <SessionConflictDialog session={session} />
    </div>
  );
}
