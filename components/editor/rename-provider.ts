import type * as monaco from 'monaco-editor';
import type { TextEdit } from '@/lib/core/finding';
import type { EditorTexts, RenameSupport } from '@/lib/studio/rename-support';
import { rangeAt } from './pack-models';

export interface RenameDeps {
  renaming: RenameSupport;
  fileOf(model: monaco.editor.ITextModel): string | undefined;
  texts(): EditorTexts;
  workspaceEdit(edits: readonly TextEdit[]): monaco.languages.WorkspaceEdit | null;
  /** Says a refusal where the author typed (standalone Monaco only logs a rename's rejectReason). */
  showMessage(text: string, position: monaco.IPosition): void;
}

const OUTSIDE = "Rename works in the pack's own files.";

const point = (p: monaco.IPosition): monaco.IRange => ({
  startLineNumber: p.lineNumber,
  startColumn: p.column,
  endLineNumber: p.lineNumber,
  endColumn: p.column,
});

/**
 * F2: the format's rename, checked on the editor's texts of every file and applied as one undo step (the bulk edit
 * service is patched for that by installMultiFileUndo). A refusal says why, at the cursor.
 */
export function renameProvider(deps: RenameDeps): monaco.languages.RenameProvider {
  const { renaming } = deps;
  return {
    resolveRenameLocation(model, position) {
      const file = deps.fileOf(model);
      if (!file) return { range: point(position), text: '', rejectReason: OUTSIDE };
      const at = renaming.at(deps.texts(), file, model.getOffsetAt(position));
      if (!at.ok) return { range: point(position), text: '', rejectReason: at.reason };
      return { range: rangeAt(model, at.offset, at.length), text: at.name };
    },
    provideRenameEdits(model, position, newName) {
      const file = deps.fileOf(model);
      const texts = deps.texts();
      const at = file ? renaming.at(texts, file, model.getOffsetAt(position)) : null;
      const plan = !at ? null : at.ok ? renaming.plan(texts, at.name, newName.trim()) : at;
      if (!plan?.ok) {
        const reason = plan?.reason ?? OUTSIDE;
        deps.showMessage(reason, position);
        return { edits: [], rejectReason: reason };
      }
      return (
        deps.workspaceEdit(plan.edits) ?? { edits: [], rejectReason: 'A file of the rename is not open in the editor.' }
      );
    },
  };
}
