import {
  IBulkEditService,
  ResourceEdit,
  ResourceTextEdit,
  type BulkEditService,
} from 'monaco-editor/editor/browser/services/bulkEditService';
import { MultiModelEditStackElement, SingleModelEditStackElement } from 'monaco-editor/editor/common/model/editStack';
import { StandaloneServices } from 'monaco-editor/editor/standalone/browser/standaloneServices';
import { IUndoRedoService, UndoRedoGroup } from 'monaco-editor/platform/undoRedo/common/undoRedo';
import { monaco } from './monaco-setup';

/** Each model's edits, as Monaco's edit operations. */
export type ModelEdits = Map<monaco.editor.ITextModel, monaco.editor.IIdentifiedSingleEditOperation[]>;

const UNDO_CODE = 'packstudio.multiFileEdit';

/**
 * Applies edits to several models as ONE undo step: Ctrl+Z in any of those files undoes every file's part (and
 * Ctrl+Y redoes them together). Monaco's standalone bulk edit pushes one undo element per model, so a rename over
 * four files would take four undos, one in each tab; VS Code's own bulk edit groups them the way this does.
 * When another of the files was edited since, Monaco undoes only the file asked about and says so on the console.
 */
export function applyAsOneUndoStep(label: string, edits: ModelEdits): void {
  const models = [...edits].filter(([, ops]) => ops.length > 0).map(([model]) => model);
  if (models.length === 0) return;
  for (const model of models) model.pushStackElement();
  if (models.length === 1) {
    models[0].pushEditOperations([], edits.get(models[0])!, () => null);
    models[0].pushStackElement();
    return;
  }
  const element = new MultiModelEditStackElement(
    label,
    UNDO_CODE,
    models.map((m) => new SingleModelEditStackElement(label, UNDO_CODE, m, null)),
  );
  // A group of its own: outside a group the undo service first asks "undo across all files?" (window.confirm in
  // standalone Monaco); inside one it undoes every file at once.
  StandaloneServices.get(IUndoRedoService).pushElement(element, new UndoRedoGroup());
  try {
    // Each model appends its part to the open element instead of starting its own.
    for (const model of models) model.pushEditOperations([], edits.get(model)!, () => null);
  } finally {
    element.close();
  }
}

let installed = false;

/**
 * Routes Monaco's own edits over several files (a rename, a code action's quick fix, "Fix all") through
 * applyAsOneUndoStep. Edits Monaco would refuse (a model missing or changed since) go to its own service, which
 * refuses them as before. Once per page: the service is a page-wide singleton.
 */
export function installMultiFileUndo(): void {
  if (installed) return;
  installed = true;
  const bulk: BulkEditService = StandaloneServices.get(IBulkEditService);
  const original = bulk.apply.bind(bulk);
  bulk.apply = async (input, options) => {
    const byModel: ModelEdits = new Map();
    for (const edit of Array.isArray(input) ? input : ResourceEdit.convert(input)) {
      const model = edit instanceof ResourceTextEdit ? monaco.editor.getModel(edit.resource) : null;
      if (
        !model ||
        !(edit instanceof ResourceTextEdit) ||
        (typeof edit.versionId === 'number' && model.getVersionId() !== edit.versionId)
      )
        return original(input, options);
      byModel.set(model, [
        ...(byModel.get(model) ?? []),
        { range: edit.textEdit.range, text: edit.textEdit.text, forceMoveMarkers: true },
      ]);
    }
    if (byModel.size < 2) return original(input, options);
    applyAsOneUndoStep(options?.label ?? 'Edit in several files', byModel);
    const count = [...byModel.values()].reduce((n, ops) => n + ops.length, 0);
    return { ariaSummary: `Made ${count} text edits in ${byModel.size} files`, isApplied: true };
  };
}
