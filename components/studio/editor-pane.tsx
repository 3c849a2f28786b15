'use client';
import { useState } from 'react';
import type { RenameOffer } from '@/lib/studio/rename-support';
import { MonacoWorkbench } from '../editor/editor-loader';
import type { WorkbenchCommand, WorkbenchHandle } from '../editor/monaco-workbench';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { TabPanel } from '../ui/tabs';
import { FileTabs } from './file-tabs';
import { FilePlaceholder } from './studio-chrome';
import type { StudioContext, StudioDescriptor } from './types';

const DEFAULT_CREATE_HINT = 'Start it from the template; it is written to disk when you save.';

interface EditorPaneProps<S> {
  ctx: StudioContext<S>;
  descriptor: StudioDescriptor<S>;
  /** The files shown as tabs. */
  files: readonly string[];
  activeFile: string;
  onActiveFile(file: string): void;
  onCommand(command: WorkbenchCommand): void;
  onReady(handle: WorkbenchHandle | null): void;
  onRenameRequest(offer: RenameOffer): void;
  /** Starts a file the pack does not have yet. */
  onCreate(file: string): void;
}

/**
 * The file tabs and the editor under them, the format's preview beside a file that has one, and a placeholder for a
 * file that is missing or too large to open (the editor stays mounted under it, so it keeps its models).
 */
export function EditorPane<S>(props: EditorPaneProps<S>) {
  const { ctx, descriptor, files, activeFile } = props;
  const { session, state, packId } = ctx;
  const { texts, dirty, baselines, check } = state;
  const [showPreview, setShowPreview] = useState(true);
  const activeMissing = texts[activeFile] === undefined;
  const activeTooLarge = baselines[activeFile]?.tooLarge ?? null;
  const side = descriptor.sidePreview?.file === activeFile && !activeMissing ? descriptor.sidePreview : null;
  const { FileNote } = descriptor;
  return (
    <div className="flex h-[65vh] min-w-0 flex-col lg:h-auto lg:min-h-0 lg:flex-1">
      <FileTabs
        files={files}
        active={activeFile}
        onChange={props.onActiveFile}
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
              onCommand={props.onCommand}
              onReady={props.onReady}
              rename={descriptor.rename}
              extensions={descriptor.editorExtensions}
              onRenameRequest={props.onRenameRequest}
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
            onCreate={() => props.onCreate(activeFile)}
          />
        )}
      </TabPanel>
    </div>
  );
}
