import type { Finding } from '../core/finding';
import { SUPPRESSIONS_FILE } from '../core/suppressions-file';
import { addAcceptedDrift, addSuppression, removeSuppression } from '../suppress/edit';

/** What suppressing needs of an editing session: the texts now, and a text set as if typed. */
export interface SuppressTarget {
  texts(): Partial<Record<string, string>>;
  replaceText(file: string, text: string): void;
}

/**
 * "Suppress…" in a studio: an edit of packstudio.json through the editing session, as if typed (one undoable edit
 * in its editor tab, created by the first suppression), so the live check moves the finding at once, the draft
 * keeps it across a reload, and the pack's one Save writes it with the version check like any other file. Returns
 * why the edit could not be made (packstudio.json does not parse), or null.
 */
export function suppressFinding(session: SuppressTarget, f: Finding, reason: string): string | null {
  const edit = addSuppression(session.texts()[SUPPRESSIONS_FILE], {
    id: f.id,
    file: f.file,
    pointer: f.pointer,
    reason,
  });
  if (!edit.ok) return edit.error;
  session.replaceText(SUPPRESSIONS_FILE, edit.text);
  return null;
}

/** "Unsuppress": takes the finding's entry out of packstudio.json, the same way. */
export function unsuppressFinding(session: SuppressTarget, f: Finding): void {
  const text = session.texts()[SUPPRESSIONS_FILE];
  if (text === undefined) return;
  const edit = removeSuppression(text, f);
  if (edit.ok) session.replaceText(SUPPRESSIONS_FILE, edit.text);
}

/**
 * "Accept…" on an agent-readiness finding: an `acceptedDrift` entry of packstudio.json (id + subject, with the
 * reason), the same way: one undoable edit the live layer follows at once, saved with the pack.
 */
export function acceptDrift(
  session: SuppressTarget,
  f: { id: string; subject: string },
  reason: string,
): string | null {
  const edit = addAcceptedDrift(session.texts()[SUPPRESSIONS_FILE], { id: f.id, subject: f.subject, reason });
  if (!edit.ok) return edit.error;
  session.replaceText(SUPPRESSIONS_FILE, edit.text);
  return null;
}
