import type * as monaco from 'monaco-editor';
import { fixesForOnePass } from '@/lib/core/apply-edits';
import type { Finding, TextEdit } from '@/lib/core/finding';
import type { MarkerData } from '@/lib/studio/findings';
import type { RenameOffer, RenameSupport } from '@/lib/studio/rename-support';

/** The command a finding's "Rename…" code action runs: it hands the offer to the studio, which asks for the name. */
export const RENAME_REQUEST = 'packstudio.renameRequest';

export interface CodeActionDeps {
  /** The pack file a model holds (undefined for a model that is not the pack's). */
  fileOf(model: monaco.editor.ITextModel): string | undefined;
  /** The findings of the last check. */
  findings(): readonly Finding[];
  /** Whether every file these edits touch still holds the text their check ran on. */
  isCurrent(edits: readonly TextEdit[]): boolean;
  /** The edits as Monaco applies them, each carrying its model's version; null when a file is not open. */
  workspaceEdit(edits: readonly TextEdit[]): monaco.languages.WorkspaceEdit | null;
  markerOf(finding: Finding, model: monaco.editor.ITextModel): MarkerData;
  /** The format's renaming, when it has one and the studio asks for names. */
  rename(): Pick<RenameSupport, 'offerOf'> | undefined;
}

const overlaps = (marker: MarkerData, range: monaco.IRange) =>
  marker.endLineNumber >= range.startLineNumber && marker.startLineNumber <= range.endLineNumber;

/**
 * Quick fixes as code actions (the lightbulb, Ctrl+.): one per finding on the lines asked about, a finding's
 * "Rename…", and "Fix all" for the file's `fix`es (never its suggestions). None while the text is ahead of the last
 * check (a keystroke since): the next check offers them again, and the edits carry each model's version, so a fix
 * offered on text that has changed since is refused by the editor instead of landing in the wrong place.
 */
export function provideCodeActions(
  deps: CodeActionDeps,
  model: monaco.editor.ITextModel,
  range: monaco.IRange,
): monaco.languages.CodeAction[] {
  const file = deps.fileOf(model);
  if (!file) return [];
  const here = deps.findings().filter((f) => f.file === file);
  const fixable = here.filter((f) => f.quickFix && deps.isCurrent(f.quickFix.edits));
  const actions: monaco.languages.CodeAction[] = [];
  for (const f of fixable) {
    const marker = deps.markerOf(f, model);
    const edit = overlaps(marker, range) ? deps.workspaceEdit(f.quickFix!.edits) : null;
    if (edit)
      actions.push({
        title: `${f.quickFix!.title} (${f.id})`,
        kind: 'quickfix',
        diagnostics: [marker],
        isPreferred: f.quickFix!.kind === 'fix',
        edit,
      });
  }
  const renaming = deps.rename();
  for (const f of renaming ? here : []) {
    const offer: RenameOffer | undefined = renaming!.offerOf(f);
    const marker = deps.markerOf(f, model);
    if (!offer || !overlaps(marker, range)) continue;
    actions.push({
      title: `Rename ${JSON.stringify(offer.from)}… (${f.id})`,
      kind: 'refactor.rename',
      diagnostics: [marker],
      command: { id: RENAME_REQUEST, title: 'Rename…', arguments: [offer] },
    });
  }
  const all = fixesForOnePass(fixable);
  const allEdit = all.length > 0 ? deps.workspaceEdit(all.flatMap((f) => f.quickFix!.edits)) : null;
  if (allEdit)
    actions.push({ title: `Fix all fixable problems in this file (${all.length})`, kind: 'quickfix', edit: allEdit });
  return actions;
}
