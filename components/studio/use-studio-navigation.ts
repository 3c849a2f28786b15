'use client';
import { useCallback, useState, type RefObject } from 'react';
import type { Finding } from '@/lib/core/finding';
import { JsonSource } from '@/lib/json/source';
import type { WorkbenchHandle } from '../editor/monaco-workbench';
import { useUrlState } from './use-url-state';

export const EDITOR_VIEW = 'editor';
export const FINDINGS_TAB = 'findings';

interface NavigationInput {
  files: readonly string[];
  mainFile: string;
  viewIds: readonly string[];
  panelIds: readonly string[];
  /** From the address (?file=, ?view=, ?tab=). */
  query: { file?: string; view?: string; tab?: string };
  workbench: RefObject<WorkbenchHandle | null>;
  /** The editor's texts now, for a JSON pointer's place. */
  texts(): Readonly<Record<string, string | undefined>>;
}

/**
 * Where the author is in the studio: the view, the open file and the panel beside the findings, kept in the address so
 * a reload reopens them, and the moves that change them (open a file at a place, a finding, a JSON pointer).
 */
export function useStudioNavigation({ files, mainFile, viewIds, panelIds, query, workbench, texts }: NavigationInput) {
  const [view, setView] = useState(() => (query.view && viewIds.includes(query.view) ? query.view : EDITOR_VIEW));
  const [activeFile, setActiveFile] = useState<string>(() => files.find((f) => f === query.file) ?? mainFile);
  const [tab, setTab] = useState(() => (query.tab && panelIds.includes(query.tab) ? query.tab : FINDINGS_TAB));

  const showFile = useCallback(
    (file: string, line: number, column: number) => {
      setView(EDITOR_VIEW);
      setActiveFile(file);
      // The editor switches model itself, so the cursor lands even before React re-renders the tabs.
      workbench.current?.reveal(file, line, column);
    },
    [workbench],
  );
  /** A finding or a note: the findings tab, and its file (the main file when it names none of the pack's) at its place. */
  const showPlace = useCallback(
    (place: Pick<Finding, 'file' | 'line' | 'column'>) => {
      setTab(FINDINGS_TAB);
      showFile(files.find((file) => file === place.file) ?? mainFile, place.line, place.column);
    },
    [files, mainFile, showFile],
  );
  const revealPointer = useCallback(
    (file: string, pointer: string) => {
      const text = texts()[file];
      if (text === undefined) return;
      const { line, column } = new JsonSource(text).locate(pointer);
      showFile(file, line, column);
    },
    [texts, showFile],
  );

  useUrlState({
    file: activeFile === mainFile ? null : activeFile,
    view: view === EDITOR_VIEW ? null : view,
    tab: tab === FINDINGS_TAB ? null : tab,
  });
  return { view, setView, activeFile, setActiveFile, tab, setTab, showFile, showPlace, revealPointer };
}
