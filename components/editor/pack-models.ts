import type * as monaco from 'monaco-editor';
import type { TextEdit } from '@/lib/core/finding';
import type { EditorTexts } from '@/lib/studio/rename-support';
import type { ModelEdits } from './multi-file-edit';

/** What a pack's models need of the editor that shows them. */
export type ShowingEditor = Pick<
  monaco.editor.IStandaloneCodeEditor,
  'getModel' | 'setModel' | 'saveViewState' | 'restoreViewState'
>;

/** The range of `length` characters at `offset` in a model, as Monaco's edits take it. */
export function rangeAt(model: monaco.editor.ITextModel, offset: number, length: number): monaco.IRange {
  const start = model.getPositionAt(offset);
  const end = model.getPositionAt(offset + length);
  return {
    startLineNumber: start.lineNumber,
    startColumn: start.column,
    endLineNumber: end.lineNumber,
    endColumn: end.column,
  };
}

/**
 * One model per pack file, and each file's scroll and cursor while another is shown. Edits given as offsets into the
 * pack's texts (quick fixes, renames, a panel's edits) become Monaco's edits here, per model.
 */
export class PackModels {
  private readonly models = new Map<string, monaco.editor.ITextModel>();
  private readonly viewStates = new Map<string, monaco.editor.ICodeEditorViewState | null>();

  /** `create` makes a file's model (with its language, URI and change listener). */
  constructor(private readonly create: (file: string, text: string) => monaco.editor.ITextModel) {}

  get(file: string): monaco.editor.ITextModel | undefined {
    return this.models.get(file);
  }

  /** The file's model, made from `text` when it has none yet. */
  ensure(file: string, text: string): monaco.editor.ITextModel {
    const existing = this.models.get(file);
    if (existing) return existing;
    const model = this.create(file, text);
    this.models.set(file, model);
    return model;
  }

  /** The pack file a model holds (undefined for a model that is not the pack's). */
  fileOf(model: monaco.editor.ITextModel | null): string | undefined {
    return [...this.models].find(([, m]) => m === model)?.[0];
  }

  texts(): EditorTexts {
    return Object.fromEntries([...this.models].map(([file, model]) => [file, model.getValue()]));
  }

  /** Whether every file the edits touch still holds the text they were computed on. */
  hold(edits: readonly TextEdit[], checked: Partial<Record<string, string>>): boolean {
    return edits.every((e) => this.models.get(e.file)?.getValue() === checked[e.file]);
  }

  /** The edits per model; a file with no model is left out. */
  byModel(edits: readonly TextEdit[]): ModelEdits {
    const out: ModelEdits = new Map();
    for (const e of edits) {
      const model = this.models.get(e.file);
      if (model)
        out.set(model, [...(out.get(model) ?? []), { range: rangeAt(model, e.offset, e.length), text: e.newText }]);
    }
    return out;
  }

  /** The edits as a workspace edit, each carrying its model's version; null when a file is not open. */
  workspaceEdit(edits: readonly TextEdit[]): monaco.languages.WorkspaceEdit | null {
    const out: monaco.languages.IWorkspaceTextEdit[] = [];
    for (const e of edits) {
      const target = this.models.get(e.file);
      if (!target) return null;
      out.push({
        resource: target.uri,
        textEdit: { range: rangeAt(target, e.offset, e.length), text: e.newText },
        versionId: target.getVersionId(),
      });
    }
    return { edits: out };
  }

  /**
   * Shows a file in the editor, keeping the shown one's view state and restoring the file's (after `switched`, which
   * sets the file's own options first, so the restored scroll is measured with them).
   */
  show(editor: ShowingEditor, file: string, switched: () => void = () => {}): void {
    const model = this.models.get(file) ?? null;
    if (editor.getModel() === model) return;
    const current = this.fileOf(editor.getModel());
    if (current) this.viewStates.set(current, editor.saveViewState());
    editor.setModel(model);
    switched();
    const state = this.viewStates.get(file);
    if (model && state) editor.restoreViewState(state);
  }

  /** Replaces a file's text as one undoable edit (making its model when the file was missing). */
  setText(file: string, text: string): void {
    const model = this.ensure(file, text);
    if (model.getValue() === text) return;
    model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
    model.pushStackElement();
  }

  /** Each model, for its markers. */
  entries(): IterableIterator<[string, monaco.editor.ITextModel]> {
    return this.models.entries();
  }

  dispose(): void {
    this.models.forEach((m) => m.dispose());
    this.models.clear();
    this.viewStates.clear();
  }
}
