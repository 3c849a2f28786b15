'use client';
import { useEffect, useRef } from 'react';
import { useDark } from '../use-dark';
import { languageOf, monaco, themeName } from './monaco-setup';

export interface ConflictDiffProps {
  file: string;
  /** The disk's version: left, read-only. */
  disk: string;
  /** The author's version: right, editable, so a merge by hand happens in place. */
  mine: string;
  onMineChange(text: string): void;
}

/** Monaco's diff editor over the two versions of a file that could not be saved. */
export default function ConflictDiff({ file, disk, mine, onMineChange }: ConflictDiffProps) {
  const host = useRef<HTMLDivElement>(null);
  const onChange = useRef(onMineChange);
  onChange.current = onMineChange;
  const dark = useDark();

  useEffect(() => {
    const stamp = Date.now().toString(36);
    const original = monaco.editor.createModel(
      disk,
      languageOf(file),
      monaco.Uri.parse(`inmemory://conflict/${stamp}/disk/${file}`),
    );
    const modified = monaco.editor.createModel(
      mine,
      languageOf(file),
      monaco.Uri.parse(`inmemory://conflict/${stamp}/mine/${file}`),
    );
    const diff = monaco.editor.createDiffEditor(host.current!, {
      automaticLayout: true,
      renderSideBySide: true,
      originalEditable: false,
      readOnly: false,
      minimap: { enabled: false },
      fontSize: 13,
      lineHeight: 20,
      scrollBeyondLastLine: false,
      theme: themeName(document.documentElement.classList.contains('dark')),
      renderOverviewRuler: false,
    });
    // The view model is ours to dispose: one made by setModel({ original, modified }) outlives diff.dispose() in
    // Monaco 0.57, so a diff still being computed when the dialog closed found its models gone and threw
    // "no diff result available". Disposing it cancels that computation instead.
    const viewModel = diff.createViewModel({ original, modified });
    diff.setModel(viewModel);
    const sub = modified.onDidChangeContent(() => onChange.current(modified.getValue()));
    return () => {
      sub.dispose();
      diff.dispose();
      viewModel.dispose();
      original.dispose();
      modified.dispose();
    };
    // The dialog remounts this component for each conflict; later prop changes are the editor's own edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    monaco.editor.setTheme(themeName(dark));
  }, [dark]);

  return <div ref={host} className="h-full w-full" data-testid="conflict-diff" />;
}
