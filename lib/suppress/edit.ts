import { applyEditsToText } from '../core/apply-edits';
import { isRecord } from '../core/guards';
import type { Suppression } from '../core/report';
import { jsonFileText, removeJsonValue, setJsonValue } from '../json/edit';
import { JsonSource } from '../json/source';
import { suppresses } from './apply';

export type SuppressionEdit = { ok: true; text: string } | { ok: false; error: string };

type ListKey = 'suppressions' | 'acceptedDrift';

/** What the author is doing, for the refusals' wording. */
const VERB: Record<ListKey, string> = { suppressions: 'suppress', acceptedDrift: 'accept it' };

/** A new packstudio.json holding one entry in one list, laid out as the pack's other JSON files. */
function newFile(key: ListKey, entry: object): string {
  return jsonFileText({ [key]: [entry] });
}

/** One list of a packstudio.json that parses to an object; a reason why not otherwise. */
function entriesOf(text: string, key: ListKey): { ok: true; list: unknown[] | null } | { ok: false; error: string } {
  const then = `fix it first, then ${VERB[key]}`;
  const source = new JsonSource(text);
  if (source.error) return { ok: false, error: `packstudio.json does not parse (line ${source.error.line}): ${then}` };
  if (!isRecord(source.value)) return { ok: false, error: `packstudio.json is not a JSON object: ${then}` };
  const list = source.value[key];
  if (list !== undefined && !Array.isArray(list))
    return { ok: false, error: `packstudio.json "${key}" is not a list: ${then}` };
  return { ok: true, list: list ?? null };
}

/**
 * packstudio.json's text with one more entry in one of its lists, appended as the last and keeping the author's
 * layout (a missing file, or a blank one, becomes a new file). An entry `same` as one already there gets the new
 * reason instead of a second row.
 */
function addEntry<E extends { reason: string }>(
  text: string | undefined,
  key: ListKey,
  row: E,
  same: (existing: Record<string, unknown>) => boolean,
): SuppressionEdit {
  if (text === undefined || text.trim() === '') return { ok: true, text: newFile(key, row) };
  const read = entriesOf(text, key);
  if (!read.ok) return read;
  const at = read.list?.findIndex((e) => isRecord(e) && same(e)) ?? -1;
  const path = at >= 0 ? [key, at, 'reason'] : read.list ? [key, read.list.length] : [key];
  const value = at >= 0 ? row.reason : read.list ? row : [row];
  return { ok: true, text: applyEditsToText(text, setJsonValue(text, path, value)) };
}

/**
 * packstudio.json's text with one more suppression (the reason trimmed, never blank). The same finding again (id,
 * file and pointer) takes the new reason instead of a second row.
 */
export function addSuppression(text: string | undefined, entry: Suppression): SuppressionEdit {
  const reason = entry.reason.trim();
  if (!reason) return { ok: false, error: 'a suppression needs a reason' };
  const row: Suppression = { id: entry.id, file: entry.file, pointer: entry.pointer, reason };
  return addEntry(text, 'suppressions', row, (e) => suppresses(e as unknown as Suppression, row));
}

/**
 * packstudio.json's text with one more `acceptedDrift` entry: an agent-readiness finding kept on purpose, named by
 * its id and subject as the report prints them (never the line), with its reason (trimmed, never blank).
 */
export function addAcceptedDrift(
  text: string | undefined,
  entry: { id: string; subject: string; reason: string },
): SuppressionEdit {
  const reason = entry.reason.trim();
  if (!reason) return { ok: false, error: 'an accepted finding needs a reason' };
  const row = { id: entry.id, subject: entry.subject, reason };
  return addEntry(text, 'acceptedDrift', row, (e) => e.id === row.id && e.subject === row.subject);
}

/** packstudio.json's text without the entries that suppress this finding (id + file + pointer). */
export function removeSuppression(text: string, target: Pick<Suppression, 'id' | 'file' | 'pointer'>): SuppressionEdit {
  const read = entriesOf(text, 'suppressions');
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
