'use client';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { TextEdit } from '@/lib/core/finding';
import type { StudioNote } from '@/lib/core/report';
import type { asGeneric } from '@/lib/formats';
import { SUPPRESSIONS_FILE } from '@/lib/core/suppressions-file';
import type { PackFileState } from '@/lib/studio/file-state';
import { formatBytes } from '@/lib/studio/limits';
import type { RenameOffer } from '@/lib/studio/rename-support';
import { suppressFinding, unsuppressFinding } from '@/lib/studio/suppress-edits';
import { useHydrated } from '../use-hydrated';
import type { WorkbenchHandle } from '../editor/monaco-workbench';
import { TabPanel } from '../ui/tabs';
import { EditorPane } from './editor-pane';
import { FindingsPanel } from './findings-panel';
import { RenameDialog } from './rename-dialog';
import { SessionConflictDialog, SessionMessages } from './session-chrome';
import { SidePanels } from './side-panels';
import { StudioHeader } from './studio-header';
import type { CheckHandle, StudioContext, StudioDescriptor, StudioView } from './types';
import { useFormatSession, useStudioCommand } from './use-format-session';
import { useFindingSelection } from './use-finding-selection';
import { EDITOR_VIEW, FINDINGS_TAB, useStudioNavigation } from './use-studio-navigation';

/** A format as the shell reads it: its file, pack and option types erased. */
export type ShellFormat = ReturnType<typeof asGeneric>;

export interface StudioShellProps<S> {
  format: ShellFormat;
  descriptor: StudioDescriptor<S>;
  packId: string;
  /** The pack's files as the server read them for this visit. */
  files: readonly PackFileState<string>[];
  /** From the address (?file=, ?view=, ?tab=), so a reload reopens the same file, view and panel. */
  query: { file?: string; view?: string; tab?: string };
}

/** What a format's studio component takes: the shell's props but the format and the descriptor, which it adds. */
export type StudioPageProps = Omit<StudioShellProps<unknown>, 'format' | 'descriptor'>;

/** What "Create" puts in a suppressions file the author opened before it existed. */
const EMPTY_SUPPRESSIONS = '{\n  "suppressions": []\n}\n';

/**
 * The one studio of every pack format: the toolbar (views, the live status, Save), the file tabs and the editor,
 * the findings beside it (with the format's panels), the commands (save, check, next finding) from the keyboard and
 * the editor, and the dialogs (conflict, suppress, rename). What is the format's own comes from its descriptor.
 */
export function StudioShell<S>(props: StudioShellProps<S>) {
  const hydrated = useHydrated();
  // A large pack is opened in the browser only: its check and views never hold the server's render (every other
  // request would wait behind it), which sends a placeholder saying so.
  const bytes = packBytes(props.files);
  if (!hydrated && bytes > SERVER_RENDER_BUDGET_BYTES)
    return (
      <div className="flex h-full items-center justify-center p-8" data-testid="large-pack-note">
        <p className="max-w-md text-center text-sm text-muted">
          Opening {props.packId} ({formatBytes(bytes)}) in the browser: a pack over{' '}
          {formatBytes(SERVER_RENDER_BUDGET_BYTES)} is not rendered by the server.
        </p>
      </div>
    );
  // A session per pack: another pack is another session, from its own load.
  return <StudioSession key={props.packId} {...props} />;
}

/**
 * Past this many bytes of files the server renders a placeholder instead of the studio: the live check and the views
 * grow with the pack (a 10,000-command manifest held the server 5.4 s), the example packs are under 40 KB.
 */
export const SERVER_RENDER_BUDGET_BYTES = 256 * 1024;

function packBytes(files: readonly PackFileState<string>[]): number {
  return files.reduce((sum, f) => sum + (f.exists && 'text' in f ? f.text.length : 0), 0);
}

function StudioSession<S>({ format, descriptor, packId, files: loaded, query }: StudioShellProps<S>) {
  const views = descriptor.views ?? [];
  const [renaming, setRenaming] = useState<RenameOffer | null>(null);
  const checkRef = useRef<CheckHandle>(null);
  const workbench = useRef<WorkbenchHandle | null>(null);

  const { session, state, formatState } = useFormatSession(format, descriptor, packId, loaded);
  const { texts, check } = state;

  const onReady = useCallback(
    (handle: WorkbenchHandle | null) => {
      workbench.current = handle;
      session.attachEditor(handle);
    },
    [session],
  );
  const currentTexts = useCallback(() => session.texts(), [session]);
  const nav = useStudioNavigation({
    files: format.files,
    mainFile: format.mainFile,
    viewIds: views.map((v) => v.id),
    panelIds: (descriptor.panels ?? []).map((p) => p.id),
    query,
    workbench,
    texts: currentTexts,
  });
  const { selectedKey, reveal, step } = useFindingSelection(check.findings, nav.showPlace, nav.activeFile);

  const command = useStudioCommand({
    views,
    save: () => void session.saveAll(),
    checkNow: () => {
      session.runCheckNow();
      nav.setTab(FINDINGS_TAB);
    },
    showView: nav.setView,
    checkRef,
    step,
  });

  const applyEdits = useCallback((edits: readonly TextEdit[], label: string) => {
    if (!workbench.current) return false;
    workbench.current.applyEdits(edits, label);
    return true;
  }, []);
  const record = descriptor.useScoreOfRecord?.(packId);
  const ctx: StudioContext<S> = {
    packId,
    session,
    state,
    formatState,
    reveal,
    revealPointer: nav.revealPointer,
    applyEdits,
    checkRef,
  };
  // The suppressions file is a tab once it exists (on disk, or from the first "Suppress…"), or while it is open.
  const tabFiles = format.files.filter(
    (f) => f !== SUPPRESSIONS_FILE || texts[f] !== undefined || nav.activeFile === f,
  );
  const createFile = (file: string) =>
    session.replaceText(
      file,
      file === SUPPRESSIONS_FILE
        ? EMPTY_SUPPRESSIONS
        : (format.scaffold(packId, descriptor.scaffoldOptions?.(formatState)) as Record<string, string>)[file],
    );

  const findingsPanel = (
    <ShellFindings
      ctx={ctx}
      descriptor={descriptor}
      selectedKey={selectedKey}
      activeFile={nav.activeFile}
      onApplyFix={(edits) => workbench.current?.applyFix(edits)}
      onRename={setRenaming}
      onSelectNote={nav.showPlace}
    />
  );

  return (
    <div
      className="flex min-h-[calc(100dvh-3rem)] flex-col lg:h-[calc(100dvh-3rem)] lg:min-h-0"
      data-testid="studio"
      data-format={format.id}
    >
      <StudioHeader
        ctx={ctx}
        descriptor={descriptor}
        view={nav.view}
        onView={nav.setView}
        record={record}
        mainMissing={texts[format.mainFile] === undefined ? format.mainFile : null}
        // Saving must leave a folder that is still a pack of this format.
        savable={format.detect(format.files.filter((f) => texts[f] !== undefined))}
      />

      <SessionMessages session={session} state={state} />

      {/* The editor stays mounted under the other views so it keeps its state. */}
      <ViewPanel
        views={views.length > 0}
        value={EDITOR_VIEW}
        hidden={nav.view !== EDITOR_VIEW}
        className="flex min-h-0 flex-1 flex-col lg:flex-row"
      >
        <EditorPane
          ctx={ctx}
          descriptor={descriptor}
          files={tabFiles}
          activeFile={nav.activeFile}
          onActiveFile={nav.setActiveFile}
          onCommand={command}
          onReady={onReady}
          onRenameRequest={setRenaming}
          onCreate={createFile}
        />
        <SidePanels
          ctx={ctx}
          descriptor={descriptor}
          previews={format.previews}
          tab={nav.tab}
          onTab={nav.setTab}
          findings={findingsPanel}
        />
      </ViewPanel>

      <FormatViews ctx={ctx} views={views} shown={nav.view} />

      <SessionConflictDialog session={session} state={state} />
      {descriptor.rename && (
        <RenameDialog
          offer={renaming}
          support={descriptor.rename}
          texts={currentTexts}
          onRename={(edits, label) => {
            nav.setView(EDITOR_VIEW);
            workbench.current?.applyEdits(edits, label);
          }}
          onClose={() => setRenaming(null)}
          focusAfterRename={() => workbench.current?.focus()}
        />
      )}
    </div>
  );
}

/** The findings beside the editor, with what a finding's buttons do in this studio. */
function ShellFindings<S>({
  ctx,
  descriptor,
  selectedKey,
  activeFile,
  onApplyFix,
  onRename,
  onSelectNote,
}: {
  ctx: StudioContext<S>;
  descriptor: StudioDescriptor<S>;
  selectedKey: string | null;
  activeFile: string;
  onApplyFix(edits: readonly TextEdit[]): void;
  onRename(offer: RenameOffer): void;
  onSelectNote(note: StudioNote): void;
}) {
  const { session, state, reveal, formatState } = ctx;
  const { check } = state;
  return (
    <FindingsPanel
      findings={check.findings}
      suppressed={check.suppressed}
      selectedKey={selectedKey}
      onSelect={reveal}
      onApplyFix={(f) => f.quickFix && onApplyFix(f.quickFix.edits)}
      renameOfferOf={descriptor.rename?.offerOf}
      onRename={descriptor.rename ? onRename : undefined}
      onSuppress={(f, reason) => suppressFinding(session, f, reason)}
      onUnsuppress={(f) => unsuppressFinding(session, f)}
      notes={check.studioNotes}
      onSelectNote={onSelectNote}
      revision={check.revision}
      checkMs={check.ms}
      activeFile={activeFile}
      emptyHint={descriptor.emptyHint(formatState)}
    />
  );
}

/** The format's own views, each in its tab panel: mounted while shown, or for good when it keeps its state. */
function FormatViews<S>({
  ctx,
  views,
  shown,
}: {
  ctx: StudioContext<S>;
  views: readonly StudioView<S>[];
  shown: string;
}) {
  return views.map((v) => (
    <TabPanel
      key={v.id}
      idBase="view"
      value={v.id}
      hidden={shown !== v.id}
      testId={v.testId}
      className="min-h-0 flex-1 overflow-y-auto"
    >
      {(v.keepMounted || shown === v.id) && <v.View ctx={ctx} />}
    </TabPanel>
  ));
}

/** The editor's place among the views: a tab panel when there are views to choose, the page otherwise. */
function ViewPanel({
  views,
  value,
  hidden,
  className,
  children,
}: {
  views: boolean;
  value: string;
  hidden: boolean;
  className: string;
  children: ReactNode;
}) {
  if (!views) return <div className={className}>{children}</div>;
  return (
    <TabPanel idBase="view" value={value} hidden={hidden} className={className}>
      {children}
    </TabPanel>
  );
}
