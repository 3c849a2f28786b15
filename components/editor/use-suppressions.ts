'use client';
import { useCallback, type RefObject } from 'react';
import type { Finding } from '@/lib/core/finding';
import type { EditableFile } from '@/lib/formats';
import { SUPPRESSIONS_FILE, type SuppressionsFile } from '@/lib/core/suppressions-file';
import { addSuppression, removeSuppression } from '@/lib/suppress/edit';

/**
 * "Suppress…" and "Unsuppress" in a studio: each is an edit of packstudio.json through the editing session, as if
 * typed (one undoable edit in its editor tab, created on the first suppression), so the live check moves the finding
 * at once, the draft keeps it across a reload, and the pack's one Save writes it with the version check like any
 * other file. Returns why an edit could not be made (packstudio.json does not parse), or null.
 */
export function useSuppressions<F extends EditableFile>(session: {
  textsRef: RefObject<Partial<Record<F, string>>>;
  replaceText(file: F, text: string): void;
}) {
  const { textsRef, replaceText } = session;
  const file = SUPPRESSIONS_FILE as F & SuppressionsFile;
  const onSuppress = useCallback(
    (f: Finding, reason: string): string | null => {
      const edit = addSuppression(textsRef.current[file], { id: f.id, file: f.file, pointer: f.pointer, reason });
      if (!edit.ok) return edit.error;
      replaceText(file, edit.text);
      return null;
    },
    [textsRef, replaceText, file],
  );
  const onUnsuppress = useCallback(
    (f: Finding) => {
      const text = textsRef.current[file];
      if (text === undefined) return;
      const edit = removeSuppression(text, f);
      if (edit.ok) replaceText(file, edit.text);
    },
    [textsRef, replaceText, file],
  );
  return { onSuppress, onUnsuppress };
}
