'use client';
import { useEffect, useRef, useState } from 'react';
import { applyEditsToText } from '@/lib/core/apply-edits';
import type { WorkbenchHandle, WorkbenchProps } from '../editor/monaco-workbench';

/**
 * Monaco's stand-in for component tests of the shell (vi.mock of components/editor/editor-loader): one textarea over
 * the open file, typing as the author types, and the handle the shell drives (set a text, reveal, apply a fix).
 */
export function MonacoWorkbench(props: WorkbenchProps) {
  const [texts, setTexts] = useState<Record<string, string>>(
    () => ({ ...props.initialTexts }) as Record<string, string>,
  );
  const latest = useRef(props);
  latest.current = props;
  const textsRef = useRef(texts);
  textsRef.current = texts;
  useEffect(() => {
    const set = (file: string, text: string) => {
      textsRef.current = { ...textsRef.current, [file]: text };
      setTexts(textsRef.current);
      latest.current.onChange(file as never, text);
    };
    const handle: WorkbenchHandle = {
      reveal: () => {},
      setText: set,
      getText: (file) => textsRef.current[file],
      applyEdits: (edits) => {
        for (const file of new Set(edits.map((e) => e.file)))
          set(
            file,
            applyEditsToText(
              textsRef.current[file] ?? '',
              edits.filter((e) => e.file === file),
            ),
          );
      },
      texts: () => textsRef.current,
      applyFix: (edits) => {
        handle.applyEdits(edits);
        return true;
      },
      focus: () => {},
    };
    latest.current.onReady(handle);
    return () => latest.current.onReady(null);
  }, []);
  return (
    <textarea
      aria-label={`editor: ${props.activeFile}`}
      data-testid="fake-editor"
      value={texts[props.activeFile] ?? ''}
      onChange={(e) => {
        const text = e.target.value;
        textsRef.current = { ...textsRef.current, [props.activeFile]: text };
        setTexts(textsRef.current);
        props.onChange(props.activeFile, text);
      }}
    />
  );
}

export const ConflictDiff = () => null;
