import type { SaveConflict, SaveFileResult, SaveMessage } from './save-result';

/** What the author chose in the conflict dialog. */
export type ConflictChoice =
  { kind: 'mine'; text: string } | { kind: 'merged'; text: string } | { kind: 'disk' } | { kind: 'cancel' };

/** A save the disk refused: the disk's side (SaveConflict) and the author's text at the time (`mine`). */
export type PendingConflict<F extends string> = SaveConflict & { file: F; mine: string };

/** What resolving a conflict may do: the editing session wires these to its state and the editor. */
export interface ConflictEffects<F extends string> {
  save(file: F, text: string, baseVersion: string | null): Promise<SaveFileResult>;
  textOf(file: F): string | undefined;
  /** Puts `text` in the editor and the session, as if typed. */
  replaceText(file: F, text: string): void;
  markSaved(file: F, text: string, version: string | null): void;
  dropFile(file: F): void;
  /** After the chosen text is written: `what` says which version ("your version of surface.json"). */
  saved(file: F, text: string, version: string, what: string): void;
  setConflicts(conflicts: PendingConflict<F>[]): void;
  say(message: SaveMessage): void;
}

/**
 * Applies the author's choice to the first queued conflict. Both studios resolve the same way: cancel keeps the
 * editor's text unsaved; "disk" takes the disk's text (or drops a file the disk no longer has); "mine" or a merge
 * is saved against the disk's version, and a second refusal puts the conflict back at the head of the queue.
 */
export async function resolveFirstConflict<F extends string>(
  choice: ConflictChoice,
  conflicts: PendingConflict<F>[],
  fx: ConflictEffects<F>,
): Promise<void> {
  const current = conflicts[0];
  if (!current) return;
  const rest = conflicts.slice(1);
  if (choice.kind === 'cancel') {
    fx.setConflicts([]);
    fx.say({
      tone: 'error',
      text: `${current.file} is not saved: the disk has another version. Save again to choose.`,
    });
    return;
  }
  if (choice.kind === 'disk') {
    if (current.diskText === null) fx.dropFile(current.file);
    else {
      fx.replaceText(current.file, current.diskText);
      fx.markSaved(current.file, current.diskText, current.diskVersion);
    }
    fx.setConflicts(rest);
    fx.say({ tone: 'ok', text: `Took the disk's version of ${current.file}.` });
    return;
  }
  const text = choice.text;
  const result = await fx.save(current.file, text, current.diskVersion);
  if (result.ok) {
    if (fx.textOf(current.file) !== text) fx.replaceText(current.file, text);
    fx.saved(
      current.file,
      text,
      result.version,
      `${choice.kind === 'mine' ? 'your' : 'the merged'} version of ${current.file}`,
    );
    fx.setConflicts(rest);
  } else if (result.conflict) fx.setConflicts([{ file: current.file, mine: text, ...result.conflict }, ...rest]);
  else fx.say({ tone: 'error', text: result.error });
}
