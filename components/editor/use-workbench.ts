'use client';
import { useCallback, useRef } from 'react';
import type { EditableFile } from '@/lib/formats';
import type { WorkbenchHandle } from './monaco-workbench';

/**
 * The handle of a studio's editor (set once it mounts) and `replaceText`, which changes a file's text from outside
 * the editor (a template, the disk's version, a discarded draft): into the editor as one undoable edit, and into the
 * session as if typed, so the check and the draft follow.
 */
export function useWorkbench<F extends EditableFile>(onEdit: (file: F, text: string) => void) {
  const handle = useRef<WorkbenchHandle | null>(null);
  const replaceText = useCallback(
    (file: F, text: string) => {
      handle.current?.setText(file, text);
      onEdit(file, text);
    },
    [onEdit],
  );
  const onReady = useCallback((h: WorkbenchHandle | null) => {
    handle.current = h;
  }, []);
  return { handle, replaceText, onReady };
}
