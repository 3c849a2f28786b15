import type { Finding, TextEdit } from '@/lib/core/finding';
import { toMarker } from '@/lib/studio/findings';
import type { RenameOffer, RenameSupport } from '@/lib/studio/rename-support';
import { MessageController } from 'monaco-editor/editor/contrib/message/browser/messageController';
import { provideCodeActions, RENAME_REQUEST, type CodeActionDeps } from './code-actions';
import { monaco } from './monaco-setup';
import type { PackModels } from './pack-models';
import { renameProvider } from './rename-provider';

/** The pack's languages: every provider is registered for each. */
const LANGUAGES = ['json', 'markdown'] as const;

export interface PackProvidersInput {
  editor: monaco.editor.IStandaloneCodeEditor;
  pack: PackModels;
  /** Whether every file some edits touch still holds the text their check ran on. */
  isCurrent(edits: readonly TextEdit[]): boolean;
  findings(): readonly Finding[];
  /** The format's renaming: read once here (F2 is registered only for a format that has one), then on each use. */
  rename(): RenameSupport | undefined;
  /** Where a finding's "Rename…" goes (the studio asks for the name), when the studio takes it. */
  onRenameRequest(): ((offer: RenameOffer) => void) | undefined;
}

/**
 * Monaco's providers over a pack's models: the quick fixes as code actions (with a finding's "Rename…" command) and,
 * for a format that renames, F2. Returns what to dispose when the editor goes.
 */
export function registerPackProviders(input: PackProvidersInput): monaco.IDisposable[] {
  const { editor, pack } = input;
  const fileOf = (model: monaco.editor.ITextModel) => pack.fileOf(model);
  const workspaceEdit = (edits: readonly TextEdit[]) => pack.workspaceEdit(edits);
  const actionDeps: CodeActionDeps = {
    fileOf,
    findings: input.findings,
    isCurrent: input.isCurrent,
    workspaceEdit,
    markerOf: toMarker,
    rename: () => (input.onRenameRequest() ? input.rename() : undefined),
  };
  const codeActions: monaco.languages.CodeActionProvider = {
    provideCodeActions: (model, range) => ({ actions: provideCodeActions(actionDeps, model, range), dispose() {} }),
  };
  const disposables: monaco.IDisposable[] = [
    ...LANGUAGES.map((language) => monaco.languages.registerCodeActionProvider(language, codeActions)),
    monaco.editor.registerCommand(RENAME_REQUEST, (_services, offer: RenameOffer) => input.onRenameRequest()?.(offer)),
  ];
  const renaming = input.rename();
  if (renaming) {
    const provider = renameProvider({
      renaming,
      fileOf,
      texts: () => pack.texts(),
      workspaceEdit,
      showMessage: (text, position) => MessageController.get(editor)?.showMessage(text, position),
    });
    disposables.push(...LANGUAGES.map((language) => monaco.languages.registerRenameProvider(language, provider)));
  }
  return disposables;
}
