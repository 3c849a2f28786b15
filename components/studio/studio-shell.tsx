'use client';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { Finding, TextEdit } from '@/lib/core/finding';
import type { asGeneric } from '@/lib/formats';
import { SUPPRESSIONS_FILE } from '@/lib/core/suppressions-file';
import { JsonSource } from '@/lib/json/source';
import type { PackFileState } from '@/lib/studio/file-state';
import { formatBytes } from '@/lib/studio/limits';
import type { RenameOffer } from '@/lib/studio/rename-support';
import { suppressFinding, unsuppressFinding } from '@/lib/studio/suppress-edits';
import { MonacoWorkbench } from '../editor/editor-loader';
import { useHydrated } from '../use-hydrated';
import type { WorkbenchCommand, WorkbenchHandle } from '../editor/monaco-workbench';
import { CountChip } from '../ui/badges';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { TabPanel, Tabs } from '../ui/tabs';
import { FileTabs } from './file-tabs';
import { FindingsPanel } from './findings-panel';
import { LiveScore } from './live-score';
import { RenameDialog } from './rename-dialog';
import { SessionConflictDialog, SessionMessages } from './session-chrome';
import { FilePlaceholder, SaveButton, StudioToolbar } from './studio-chrome';
import type { CheckHandle, StudioCheck, StudioContext, StudioDescriptor } from './types';
import { useEditingSession } from './use-editing-session';
import { useFindingSelection } from './use-finding-selection';
import { modifierLabel, useStudioShortcuts } from './use-studio-shortcuts';
import { useUrlState } from './use-url-state';
import { VerdictStatus } from './verdict-status';

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

const EDITOR = 'editor';
const FINDINGS = 'findings';
/** What "Create" puts in a suppressions file the author opened before it existed. */
const EMPTY_SUPPRESSIONS = '{\n  "suppressions": []\n}\n';
const DEFAULT_CREATE_HINT = 'Start it from the template; it is written to disk when you save.';

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
 * grow with the pack (a 10,000-command surface.json held the server 5.4 s), the example packs are under 40 KB.
 */
export const SERVER_RENDER_BUDGET_BYTES = 256 * 1024;

function packBytes(files: readonly PackFileState<string>[]): number {
  return files.reduce((sum, f) => sum + (f.exists && 'text' in f ? f.text.length : 0), 0);
}

function StudioSession<S>({ format, descriptor, packId, files: loaded, query }: StudioShellProps<S>) {
  const views = descriptor.views ?? [];
  const panels = descriptor.panels ?? [];
  const [view, setView] = useState(() => (views.some((v) => v.id === query.view) ? query.view! : EDITOR));
  const [activeFile, setActiveFile] = useState<string>(
    () => format.files.find((f) => f === query.file) ?? format.mainFile,
  );
  const [tab, setTab] = useState(() => (panels.some((p) => p.id === query.tab) ? query.tab! : FINDINGS));
  const [showPreview, setShowPreview] = useState(true);
  const [renaming, setRenaming] = useState<RenameOffer | null>(null);
  const checkRef = useRef<CheckHandle>(null);
  const workbench = useRef<WorkbenchHandle | null>(null);

  // The format's own state (a handle its check assumes) and the live check that reads it.
  const recheck = useRef(() => {});
  const formatState = descriptor.useFormatState?.(() => recheck.current()) as S;
  const stateRef = useRef(formatState);
  stateRef.current = formatState;
  const { session, state } = useEditingSession<string, StudioCheck>({
    packId,
    files: format.files,
    loaded,
    check: (texts) => format.check(format.load(texts, packId), descriptor.checkOptions?.(stateRef.current)),
    onSaved: () => descriptor.onSaved?.(packId, stateRef.current),
  });
  recheck.current = () => session.recheck();
  const { texts, check, dirty, baselines } = state;

  const onReady = useCallback(
    (handle: WorkbenchHandle | null) => {
      workbench.current = handle;
      session.attachEditor(handle);
    },
    [session],
  );
  const showFile = useCallback((file: string, line: number, column: number) => {
    setView(EDITOR);
    setActiveFile(file);
    // The editor switches model itself, so the cursor lands even before React re-renders the tabs.
    workbench.current?.reveal(file, line, column);
  }, []);
  const showFinding = useCallback(
    (f: Finding) => {
      setTab(FINDINGS);
      showFile(format.files.find((file) => file === f.file) ?? format.mainFile, f.line, f.column);
    },
    [format, showFile],
  );
  const { selectedKey, reveal, step } = useFindingSelection(check.findings, showFinding, activeFile);
  const revealPointer = useCallback(
    (file: string, pointer: string) => {
      const text = session.texts()[file];
      if (text === undefined) return;
      const { line, column } = new JsonSource(text).locate(pointer);
      showFile(file, line, column);
    },
    [session, showFile],
  );

  // Ctrl+Enter runs the view that checks (the full check), or the live check at once where no view does.
  const checkView = views.find((v) => v.runsCheck);
  const command = (c: WorkbenchCommand) => {
    if (c === 'save') void session.saveAll();
    else if (c === 'check') {
      if (checkView) {
        setView(checkView.id);
        checkRef.current?.run();
      } else {
        session.runCheckNow();
        setTab(FINDINGS);
      }
    } else step(c === 'next-finding' ? 1 : -1);
  };
  useStudioShortcuts(command);
  useUrlState({
    file: activeFile === format.mainFile ? null : activeFile,
    view: view === EDITOR ? null : view,
    tab: tab === FINDINGS ? null : tab,
  });

  const applyEdits = useCallback((edits: readonly TextEdit[], label: string) => {
    if (!workbench.current) return false;
    workbench.current.applyEdits(edits, label);
    return true;
  }, []);
  const record = descriptor.useScoreOfRecord?.(packId);
  const ctx: StudioContext<S> = { packId, session, state, formatState, reveal, revealPointer, applyEdits, checkRef };
  const mod = modifierLabel();
  // The suppressions file is a tab once it exists (on disk, or from the first "Suppress…"), or while it is open.
  const tabFiles = format.files.filter((f) => f !== SUPPRESSIONS_FILE || texts[f] !== undefined || activeFile === f);
  const activeMissing = texts[activeFile] === undefined;
  const activeTooLarge = baselines[activeFile]?.tooLarge ?? null;
  const mainMissing = texts[format.mainFile] === undefined ? format.mainFile : null;
  // Saving must leave a folder that is still a pack of this format.
  const savable = format.detect(format.files.filter((f) => texts[f] !== undefined));
  const side = descriptor.sidePreview?.file === activeFile && !activeMissing ? descriptor.sidePreview : null;
  const createFile = (file: string) =>
    session.replaceText(
      file,
      file === SUPPRESSIONS_FILE
        ? EMPTY_SUPPRESSIONS
        : (format.scaffold(packId, descriptor.scaffoldOptions?.(formatState)) as Record<string, string>)[file],
    );
  const { Crumbs, Toolbar, FileNote } = descriptor;

  const findingsPanel = (
    <FindingsPanel
      findings={check.findings}
      suppressed={check.suppressed}
      selectedKey={selectedKey}
      onSelect={reveal}
      onApplyFix={(f) => f.quickFix && workbench.current?.applyFix(f.quickFix.edits)}
      renameOfferOf={descriptor.rename?.offerOf}
      onRename={descriptor.rename ? setRenaming : undefined}
      onSuppress={(f, reason) => suppressFinding(session, f, reason)}
      onUnsuppress={(f) => unsuppressFinding(session, f)}
      notes={check.studioNotes}
      onSelectNote={(n) => {
        setTab(FINDINGS);
        showFile(format.files.find((file) => file === n.file) ?? format.mainFile, n.line, n.column);
      }}
      revision={check.revision}
      checkMs={check.ms}
      activeFile={activeFile}
      emptyHint={descriptor.emptyHint(formatState)}
    />
  );

  return (
    <div
      className="flex min-h-[calc(100dvh-3rem)] flex-col lg:h-[calc(100dvh-3rem)] lg:min-h-0"
      data-testid="studio"
      data-format={format.id}
    >
      <StudioToolbar packId={packId} crumbs={Crumbs && <Crumbs ctx={ctx} />}>
        {views.length > 0 && (
          <Tabs
            idBase="view"
            label="Pack views"
            items={[
              { value: EDITOR, label: EDITOR },
              ...views.map((v) => ({ value: v.id, label: v.label, title: v.title })),
            ]}
            value={view}
            onChange={setView}
            variant="segmented"
            // Wraps on a phone rather than scrolling: every view's label stays whole and on screen.
            className="max-w-full flex-wrap"
          />
        )}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
          {Toolbar && <Toolbar ctx={ctx} />}
          {descriptor.verdict ? (
            <VerdictStatus check={check} words={descriptor.verdict} missing={mainMissing} />
          ) : (
            <LiveScore check={check} record={record} unsaved={dirty.length} />
          )}
          <SaveButton
            dirtyLabel={dirty.length ? `Save ${dirty.length === 1 ? '' : `${dirty.length} files`}`.trim() : null}
            saving={state.saving}
            disabled={!savable}
            title={`Save all changed files (${mod}+S)`}
            shortcut={`${mod}+S`}
            onSave={() => void session.saveAll()}
          />
        </div>
      </StudioToolbar>

      <SessionMessages session={session} state={state} />

      {/* The editor stays mounted under the other views so it keeps its state. */}
      <ViewPanel
        views={views.length > 0}
        value={EDITOR}
        hidden={view !== EDITOR}
        className="flex min-h-0 flex-1 flex-col lg:flex-row"
      >
        <div className="flex h-[65vh] min-w-0 flex-col lg:h-auto lg:min-h-0 lg:flex-1">
          <FileTabs
            files={tabFiles}
            active={activeFile}
            onChange={setActiveFile}
            texts={texts}
            dirty={dirty}
            findings={check.findings}
          >
            {side && (
              <Button variant="ghost" size="sm" className="mb-1 ml-auto px-2" onClick={() => setShowPreview((v) => !v)}>
                {showPreview ? 'Hide preview' : 'Show preview'}
              </Button>
            )}
            {FileNote && <FileNote ctx={ctx} />}
          </FileTabs>
          <TabPanel idBase="file" value={activeFile} shared className="relative flex min-h-0 flex-1">
            <div className={cn('relative min-h-0 min-w-0 flex-1', (activeMissing || activeTooLarge) && 'invisible')}>
              {state.ready && (
                <MonacoWorkbench
                  packId={packId}
                  initialTexts={session.texts()}
                  activeFile={activeFile}
                  findings={check.findings}
                  checkedTexts={check.texts}
                  onChange={session.edit}
                  onCommand={command}
                  onReady={onReady}
                  rename={descriptor.rename}
                  extensions={descriptor.editorExtensions}
                  onRenameRequest={setRenaming}
                />
              )}
            </div>
            {side && showPreview && (
              <div className="hidden min-h-0 w-1/2 border-l border-line md:block">
                <side.Preview text={texts[activeFile] ?? ''} />
              </div>
            )}
            {(activeMissing || activeTooLarge) && (
              <FilePlaceholder
                file={activeFile}
                tooLarge={activeTooLarge}
                createHint={descriptor.createHint?.[activeFile] ?? DEFAULT_CREATE_HINT}
                onCreate={() => createFile(activeFile)}
              />
            )}
          </TabPanel>
        </div>
        <aside
          className={cn(
            'flex min-h-0 flex-col border-t border-line bg-surface lg:max-h-none lg:shrink-0 lg:border-t-0 lg:border-l',
            // Previews need room; the findings alone do not.
            panels.length ? 'max-h-[80vh] lg:w-[500px] xl:w-[540px]' : 'lg:w-[360px] xl:w-[400px]',
          )}
        >
          {panels.length === 0 ? (
            findingsPanel
          ) : (
            <>
              <Tabs
                idBase="panel"
                label="Findings and previews"
                items={[
                  {
                    value: FINDINGS,
                    testId: `panel-tab-${FINDINGS}`,
                    label: <FindingsTabLabel check={check} />,
                  },
                  ...panels.map((p) => ({
                    value: p.id,
                    testId: `panel-tab-${p.id}`,
                    label: (
                      <>
                        {format.previews.find((preview) => preview.id === p.id)?.label ?? p.id}
                        {p.Badge && (
                          <>
                            {' '}
                            <p.Badge ctx={ctx} />
                          </>
                        )}
                      </>
                    ),
                  })),
                ]}
                value={tab}
                onChange={setTab}
                className="border-b border-line px-2 pt-2"
              />
              <TabPanel idBase="panel" value={tab} className="min-h-0 flex-1 overflow-hidden">
                {tab === FINDINGS ? (
                  findingsPanel
                ) : (
                  <div className="h-full overflow-y-auto px-5 py-4" data-testid={`panel-${tab}`}>
                    {panels.map((p) => p.id === tab && <p.Panel key={p.id} ctx={ctx} />)}
                  </div>
                )}
              </TabPanel>
            </>
          )}
        </aside>
      </ViewPanel>

      {views.map((v) => (
        <TabPanel
          key={v.id}
          idBase="view"
          value={v.id}
          hidden={view !== v.id}
          testId={v.testId}
          className="min-h-0 flex-1 overflow-y-auto"
        >
          {(v.keepMounted || view === v.id) && <v.View ctx={ctx} />}
        </TabPanel>
      ))}

      <SessionConflictDialog session={session} state={state} />
      {descriptor.rename && (
        <RenameDialog
          offer={renaming}
          support={descriptor.rename}
          texts={() => session.texts()}
          onRename={(edits, label) => {
            setView(EDITOR);
            workbench.current?.applyEdits(edits, label);
          }}
          onClose={() => setRenaming(null)}
          focusAfterRename={() => workbench.current?.focus()}
        />
      )}
    </div>
  );
}

/** The findings tab's label: its count, in the tone of the worst finding (read from the report's counts). */
function FindingsTabLabel({ check }: { check: StudioCheck }) {
  const tone = check.counts.error ? 'error' : check.counts.warn ? 'warn' : 'neutral';
  return (
    <>
      Findings <CountChip n={check.findings.length} tone={tone} />
    </>
  );
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
