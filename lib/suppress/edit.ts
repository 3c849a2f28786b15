import { applyEditsToText } from '../core/apply-edits';
import { isRecord } from '../core/guards';
import type { Suppression } from '../core/report';
import { removeJsonValue, setJsonValue } from '../json/edit';
import { JsonSource } from '../json/source';
import { suppresses } from './apply';

export type SuppressionEdit = { ok: true; text: string } | { ok: false; error: string };

/** A new packstudio.json holding one entry, laid out as the pack's other JSON files. */
function newFile(entry: Suppression): string {
  return `${JSON.stringify({ suppressions: [entry] }, null, 2)}\n`;
}

/** The entries of a packstudio.json that parses to an object; a reason why not otherwise. */
function entriesOf(text: string): { ok: true; list: unknown[] | null } | { ok: false; error: string } {
  const source = new JsonSource(text);
  if (source.error)
    return {
      ok: false,
      error: `packstudio.json does not parse (line ${source.error.line}): fix it first, then suppress`,
    };
  if (!isRecord(source.value))
    return { ok: false, error: 'packstudio.json is not a JSON object: fix it first, then suppress' };
  const list = source.value.suppressions;
  if (list !== undefined && !Array.isArray(list))
    return { ok: false, error: 'packstudio.json "suppressions" is not a list: fix it first, then suppress' };
  return { ok: true, list: list ?? null };
}

/**
 * packstudio.json's text with one more entry, appended as the last of "suppressions" and keeping the author's layout
 * (a missing file, or a blank one, becomes a new file). The reason is trimmed and must not be blank. An entry that
 * is already there (same id, file and pointer) gets the new reason instead of a second row.
 */
export function addSuppression(text: string | undefined, entry: Suppression): SuppressionEdit {
  const reason = entry.reason.trim();
  if (!reason) return { ok: false, error: 'a suppression needs a reason' };
  const row: Suppression = { id: entry.id, file: entry.file, pointer: entry.pointer, reason };
  if (text === undefined || text.trim() === '') return { ok: true, text: newFile(row) };
  const read = entriesOf(text);
  if (!read.ok) return read;
  const at = read.list?.findIndex((e) => isRecord(e) && suppresses(e as unknown as Suppression, row)) ?? -1;
  const path =
    at >= 0 ? ['suppressions', at, 'reason'] : read.list ? ['suppressions', read.list.length] : ['suppressions'];
  const value = at >= 0 ? reason : read.list ? row : [row];
  return { ok: true, text: applyEditsToText(text, setJsonValue(text, path, value)) };
}

/** packstudio.json's text without the entries that suppress this finding (id + file + pointer). */
export function removeSuppression(text: string, target: Pick<Suppression, 'id' | 'file' | 'pointer'>): SuppressionEdit {
  const read = entriesOf(text);
  if (!read.ok) return read;
  let out = text;
  // Last first, so each removal leaves the indexes of the ones before it as they were.
  const list = read.list ?? [];
  for (let i = list.length - 1; i >= 0; i--) {
    const e = list[i];
    if (isRecord(e) && suppresses(e as unknown as Suppression, target))
      out = applyEditsToText(out, removeJsonValue(out, ['suppressions', i]));
  }
  return { ok: true, text: out };
}
