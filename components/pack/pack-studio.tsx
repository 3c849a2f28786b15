'use client';
import { useCallback, useRef, useState } from 'react';
import type { LoadPackResult } from '@/app/actions/pack-actions';
import type { Finding } from '@/lib/core/finding';
import { hcpFormat } from '@/lib/formats/hcp';
import { HCP_FILES, type HcpFile } from '@/lib/formats/hcp/files';
import { SUPPRESSIONS_FILE } from '@/lib/formats/suppressions-file';
import { hcpRename } from '@/lib/hcp/rename';
import type { RenameOffer } from '@/lib/studio/rename-support';
import type { CheckDashboardHandle } from '../check/check-dashboard';
import { MonacoWorkbench } from '../editor/editor-loader';
import type { WorkbenchCommand } from '../editor/monaco-workbench';
import { RenameDialog } from '../editor/rename-dialog';
import { SessionConflictDialog, SessionMessages } from '../editor/session-chrome';
import { FilePlaceholder, CannotOpen, SaveButton, StudioToolbar } from '../editor/studio-chrome';
import { useEditingSession, type Texts } from '../editor/use-editing-session';
import { useFindingSelection } from '../editor/use-finding-selection';
import { useSuppressions } from '../editor/use-suppressions';
import { modifierLabel, useStudioShortcuts } from '../editor/use-studio-shortcuts';
import { CountChip } from '../ui/badges';
import { TabPanel, Tabs } from '../ui/tabs';
import { FindingsPanel } from './findings-panel';
import { LiveScore } from './live-score';
import { MarkdownPreview } from './markdown-preview';
import { PACK_VIEW_TABS, PackViews, type PackStudioView } from './pack-views';

export interface PackStudioProps {
  packId: string;
  initial: LoadPackResult;
  /** From the address (?file=…&view=…), so a reload reopens the same tab and view. */
  initialFile?: string;
  initialView?: string;
}

/** The HCP studio's files: the four of the pack, and packstudio.json (a tab once it exists). */
type StudioFile = (typeof hcpFormat.files)[number];
const isStudioFile = (name: unknown): name is StudioFile => (hcpFormat.files as readonly unknown[]).includes(name);

/** What "Create" puts in a packstudio.json the author opened before it existed. */
const EMPTY_SUPPRESSIONS = '{\n  "suppressions": []\n}\n';

export function PackStudio({ packId, initial, initialFile, initialView }: PackStudioProps) {
  if (!initial.ok) return <CannotOpen packId={packId} error={initial.error} />;
  const file: StudioFile = isStudioFile(initialFile) ? initialFile : hcpFormat.mainFile;
  const view: PackStudioView = PACK_VIEW_TABS.find((t) => t.value === initialView)?.value ?? 'editor';
  return <PackSession key={packId} packId={packId} files={initial.files} initialFile={file} initialView={view} />;
}

function PackSession({
  packId,
  files,
  initialFile,
  initialView,
}: {
  packId: string;
  files: Extract<LoadPackResult, { ok: true }>['files'];
  initialFile: StudioFile;
  initialView: PackStudioView;
}) {
  const [view, setView] = useState<PackStudioView>(initialView);
  const [activeFile, setActiveFile] = useState<StudioFile>(initialFile);
  const [showPreview, setShowPreview] = useState(true);
  const [renaming, setRenaming] = useState<RenameOffer | null>(null);
  const checkRef = useRef<CheckDashboardHandle>(null);
  const liveCheck = useCallback((texts: Texts<StudioFile>) => hcpFormat.check(hcpFormat.load(texts, packId)), [packId]);
  const session = useEditingSession({
    packId,
    files: hcpFormat.files,
    loaded: files,
    check: liveCheck,
    urlState: { file: activeFile, view: view === 'editor' ? null : view },
  });
  const { baselines, texts, dirty, workbench, replaceText, saveAll } = session;
  const { onSuppress, onUnsuppress } = useSuppressions(session);

  const showFinding = useCallback(
    (f: Finding) => {
      setView('editor');
      setActiveFile(f.file as StudioFile);
      // The editor switches model itself, so the cursor lands even before React re-renders the tabs.
      workbench.current?.reveal(f.file as StudioFile, f.line, f.column);
    },
    [workbench],
  );
  const { selectedKey, reveal, step } = useFindingSelection(session.check.findings, showFinding, activeFile);

  const runCheck = useCallback(() => {
    setView('check');
    checkRef.current?.run();
  }, []);

  const command = useCallback(
    (c: WorkbenchCommand) => {
      if (c === 'save') saveAll();
      else if (c === 'check') runCheck();
      else step(c === 'next-finding' ? 1 : -1);
    },
    [saveAll, runCheck, step],
  );
  useStudioShortcuts(command);

  const createFile = (file: StudioFile) =>
    replaceText(file, file === SUPPRESSIONS_FILE ? EMPTY_SUPPRESSIONS : hcpFormat.scaffold(packId)[file]);
  // packstudio.json is a tab once it exists (on disk, or from the first "Suppress…"), or while it is the one open.
  const tabFiles: StudioFile[] =
    texts[SUPPRESSIONS_FILE] !== undefined || activeFile === SUPPRESSIONS_FILE
      ? [...HCP_FILES, SUPPRESSIONS_FILE]
      : [...HCP_FILES];

  const { check } = session;
  const mod = modifierLabel();
  const activeBaseline = baselines[activeFile];
  const activeMissing = texts[activeFile] === undefined;
  const fileErrors = (file: StudioFile) =>
    check.findings.filter((f) => f.file === file && f.severity === 'error').length;
  const fileWarnings = (file: StudioFile) =>
    check.findings.filter((f) => f.file === file && f.severity === 'warn').length;

  return (
    <div className="flex min-h-[calc(100dvh-3rem)] flex-col lg:h-[calc(100dvh-3rem)] lg:min-h-0">
      <StudioToolbar packId={packId}>
        <Tabs
          idBase="view"
          label="Pack views"
          items={PACK_VIEW_TABS}
          value={view}
          onChange={setView}
          variant="segmented"
        />
        <div className="ml-auto flex items-center gap-3">
          <LiveScore check={check} />
          <SaveButton
            dirtyLabel={dirty.length ? `Save ${dirty.length === 1 ? '' : `${dirty.length} files`}`.trim() : null}
            saving={session.saving}
            title={`Save all changed files (${mod}+S)`}
            shortcut={`${mod}+S`}
            onSave={saveAll}
          />
        </div>
      </StudioToolbar>

      <SessionMessages session={session} />

      {/* Editor view: stays mounted under the other views so the editor keeps its state. */}
      <TabPanel
        idBase="view"
        value="editor"
        hidden={view !== 'editor'}
        className="flex min-h-0 flex-1 flex-col lg:flex-row"
      >
        <div className="flex h-[65vh] min-w-0 flex-col lg:h-auto lg:min-h-0 lg:flex-1">
          <div className="flex items-end gap-1 border-b border-line bg-surface-subtle px-2 pt-2">
            <Tabs
              idBase="file"
              label="Pack files"
              variant="file"
              sharedPanel
              value={activeFile}
              onChange={setActiveFile}
              items={tabFiles.map((file) => {
                const errors = fileErrors(file);
                const warnings = fileWarnings(file);
                return {
                  value: file,
                  testId: `tab-${file}`,
                  label: (
                    <>
                      <span className={texts[file] === undefined ? 'italic opacity-60' : ''}>{file}</span>
                      {dirty.includes(file) && (
                        <span
                          className="size-1.5 rounded-full bg-accent"
                          aria-label="unsaved changes"
                          title="Unsaved changes"
                        />
                      )}
                      {errors > 0 && <CountChip n={errors} tone="error" />}
                      {errors === 0 && warnings > 0 && <CountChip n={warnings} tone="warn" />}
                    </>
                  ),
                };
              })}
            />
            {activeFile === 'HARNESS.md' && !activeMissing && (
              <button
                type="button"
                onClick={() => setShowPreview((v) => !v)}
                className="mb-1 ml-auto rounded-md px-2 py-1 text-xs font-medium text-muted hover:bg-surface-muted hover:text-fg"
              >
                {showPreview ? 'Hide preview' : 'Show preview'}
              </button>
            )}
          </div>
          <TabPanel idBase="file" value={activeFile} shared className="relative flex min-h-0 flex-1">
            <div
              className={`relative min-h-0 min-w-0 flex-1 ${activeMissing || activeBaseline.tooLarge ? 'invisible' : ''}`}
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
                  rename={hcpRename}
                  onRenameRequest={setRenaming}
                />
              )}
            </div>
            {activeFile === 'HARNESS.md' && showPreview && !activeMissing && (
              <div className="hidden min-h-0 w-1/2 border-l border-line md:block">
                <MarkdownPreview text={texts['HARNESS.md'] ?? ''} />
              </div>
            )}
            {(activeMissing || activeBaseline.tooLarge) && (
              <FilePlaceholder
                file={activeFile}
                tooLarge={activeBaseline.tooLarge}
                createHint="Start it from the template; it is written to disk when you save."
                onCreate={() => createFile(activeFile)}
              />
            )}
          </TabPanel>
        </div>
        <aside className="flex min-h-0 flex-col border-t border-line bg-surface lg:max-h-none lg:w-[360px] lg:shrink-0 lg:border-t-0 lg:border-l xl:w-[400px]">
          <FindingsPanel
            findings={check.findings}
            suppressed={check.suppressed}
            selectedKey={selectedKey}
            onSelect={reveal}
            onApplyFix={(f) => f.quickFix && workbench.current?.applyFix(f.quickFix.edits)}
            renameOfferOf={hcpRename.offerOf}
            onRename={setRenaming}
            onSuppress={onSuppress}
            onUnsuppress={onUnsuppress}
            revision={check.revision}
            checkMs={check.ms}
            activeFile={activeFile}
          />
        </aside>
      </TabPanel>

      <PackViews
        view={view}
        packId={packId}
        texts={texts}
        dirtyCount={dirty.length}
        checkRef={checkRef}
        onReveal={reveal}
      />

      <SessionConflictDialog session={session} />
      <RenameDialog
        offer={renaming}
        support={hcpRename}
        texts={() => session.textsRef.current}
        onRename={(edits, label) => {
          setView('editor');
          workbench.current?.applyEdits(edits, label);
          // After the dialog has closed and handed the focus back to its button: Ctrl+Z then undoes the rename.
          requestAnimationFrame(() => workbench.current?.focus());
        }}
        onClose={() => setRenaming(null)}
      />
    </div>
  );
}
