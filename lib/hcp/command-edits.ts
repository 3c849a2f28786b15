import { quote } from '../core/guards';
import type { TextEdit } from '../core/finding';
import { applyEditsToText } from '../core/apply-edits';
import { removeJsonValue, setJsonValue, type Splice } from '../json/edit';
import { parseSkill } from '../markdown/skill';
import type { Refusable } from '../studio/rename-support';
import { loadPackFromTexts, type LoadedPack, type PackTexts } from './load';
import { isConfirmGated } from './model';
import { renameProblem } from './rename';
import { readCase, refusalCase } from './rules/eval/shared';
import { hotPathRow } from './skill-draft';
import { hotPathTable } from './skill-table';

/**
 * Removing a command from a pack, adding one, and swapping one for another: each one set of edits over all four
 * files (surface.json's entry, policy.json's row, the hot-path row of HARNESS.md, hcp.eval.json's cases), which
 * the studio applies as one undoable edit as it does a rename, and the CLI could write. Pure: texts in, edits out.
 */

/** A command ready to add: what wrap drafted for it (its surface.json entry, policy row and hot-path words). */
export interface CommandEntry {
  key: string;
  /** The surface.json `verbs` entry: description, cli, args, json_flag… */
  surface: Record<string, unknown>;
  policy: { risk: 'read' | 'write'; confirm?: true | 'always' };
  /** The hot-path table's "Use it for" cell. */
  use: string;
}

type PackEdit = Refusable<{ edits: TextEdit[] }>;
type Texts = Partial<Record<keyof PackTexts, string>>;

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** The edits removing `key` from all four files: its entry, its row, its hot-path row and the cases that call it. */
export function planRemove(pack: LoadedPack, key: string): PackEdit {
  const problem = editable(pack);
  if (problem) return refuse(problem);
  if (!pack.model.commands.some((c) => c.key === key))
    return refuse(`${quote(key)} is not a command of surface.json "verbs".`);
  return { ok: true, edits: diffEdits(pack.texts, removed(pack.texts, pack, key)) };
}

/** The edits adding a drafted command to all four files (a starter eval case where --init-evals would write one). */
export function planAdd(pack: LoadedPack, entry: CommandEntry): PackEdit {
  const problem = editable(pack) ?? addProblem(pack, entry, undefined);
  if (problem) return refuse(problem);
  return { ok: true, edits: diffEdits(pack.texts, added(pack.texts, entry)) };
}

/** Swapping a drafted command out for a left-out one, as one edit: the remove and the add together. */
export function planSwap(pack: LoadedPack, out: string, entry: CommandEntry): PackEdit {
  const problem = editable(pack) ?? addProblem(pack, entry, out);
  if (problem) return refuse(problem);
  if (!pack.model.commands.some((c) => c.key === out))
    return refuse(`${quote(out)} is not a command of surface.json "verbs".`);
  const without = removed(pack.texts, pack, out);
  // The new hot-path row takes the old one's place.
  const row = hotPathTable(parseSkill(pack.texts['HARNESS.md'] ?? ''))?.rows.find((r) => cellName(r.cells[0]) === out);
  return { ok: true, edits: diffEdits(pack.texts, added(without, entry, row ? row.line - 1 : undefined)) };
}

function editable(pack: LoadedPack): string | undefined {
  if (!pack.surface?.ok) return 'surface.json does not parse; fix it before adding or removing commands.';
  if (pack.texts['policy.json'] !== undefined && !pack.policy?.ok)
    return 'policy.json does not parse; fix it before adding or removing commands.';
  if (pack.texts['hcp.eval.json'] !== undefined && !pack.evalFile?.ok)
    return 'hcp.eval.json does not parse; fix it before adding or removing commands.';
  return undefined;
}

function addProblem(pack: LoadedPack, entry: CommandEntry, replacing: string | undefined): string | undefined {
  if (entry.key === replacing) return undefined;
  // The same naming rules and the same "already a command" refusal as a rename onto that name.
  return renameProblem(pack, replacing ?? '', entry.key);
}

function removed(texts: Texts, pack: LoadedPack, key: string): Texts {
  const next = { ...texts };
  next['surface.json'] = apply(texts['surface.json'], (t) => removeJsonValue(t, ['verbs', key]));
  if (texts['policy.json'] !== undefined)
    next['policy.json'] = apply(texts['policy.json'], (t) => removeJsonValue(t, ['verbs', key]));
  if (texts['HARNESS.md'] !== undefined) next['HARNESS.md'] = withoutRows(texts['HARNESS.md'], key);
  if (texts['hcp.eval.json'] !== undefined) {
    // Last case first, so each removal's offsets hold on the text it is made on.
    const cases = (pack.model.evalCases ?? []).filter((c) => c.verb === key).map((c) => c.index);
    let text = texts['hcp.eval.json'];
    for (const index of cases.reverse()) text = apply(text, (t) => removeJsonValue(t, ['cases', index]))!;
    next['hcp.eval.json'] = text;
  }
  return next;
}

function added(texts: Texts, entry: CommandEntry, rowAt?: number): Texts {
  const next = { ...texts };
  next['surface.json'] = apply(texts['surface.json'], (t) => setJsonValue(t, ['verbs', entry.key], entry.surface));
  if (texts['policy.json'] !== undefined)
    next['policy.json'] = apply(texts['policy.json'], (t) => setJsonValue(t, ['verbs', entry.key], entry.policy));
  if (texts['HARNESS.md'] !== undefined)
    next['HARNESS.md'] = withRow(
      texts['HARNESS.md'],
      hotPathRow(entry.key, entry.use, entry.policy.risk, Boolean(entry.policy.confirm)),
      rowAt,
    );
  if (texts['hcp.eval.json'] !== undefined) {
    // The case --init-evals writes for it: a read's success, a gated write's refusal; other writes get none.
    const model = loadPackFromTexts(next as PackTexts).model;
    const command = model.commands.find((c) => c.key === entry.key);
    const starter =
      command && entry.policy.risk === 'read'
        ? readCase(model, command)
        : command && isConfirmGated(model, entry.key)
          ? refusalCase(command)
          : undefined;
    const count = model.evalCases?.length ?? 0;
    if (starter)
      next['hcp.eval.json'] = apply(texts['hcp.eval.json'], (t) => setJsonValue(t, ['cases', count], starter));
  }
  return next;
}

/** A file's text with lib/json/edit's splices applied (the one JSON writer), or undefined when the file is absent. */
function apply(text: string | undefined, edits: (text: string) => Splice[]) {
  return text === undefined ? undefined : applyEditsToText(text, edits(text));
}

/** HARNESS.md without the hot-path rows naming `key` (the whole line). */
function withoutRows(text: string, key: string): string {
  const table = hotPathTable(parseSkill(text));
  if (!table) return text;
  const drop = new Set(table.rows.filter((r) => cellName(r.cells[0]) === key).map((r) => r.line));
  return text
    .split('\n')
    .filter((_, i) => !drop.has(i + 1))
    .join('\n');
}

/**
 * HARNESS.md with one more hot-path row: at line index `at` (0-based) when given, else after the table's last row.
 * A Skill with no table is left as it is (S005 says so).
 */
function withRow(text: string, row: string, at?: number): string {
  const table = hotPathTable(parseSkill(text));
  if (!table) return text;
  const after = at ?? (table.rows.length ? table.rows[table.rows.length - 1].line : table.line + 1);
  const lines = text.split('\n');
  lines.splice(after, 0, row);
  return lines.join('\n');
}

function cellName(cell: string | undefined): string {
  return (cell ?? '').trim().replace(/^`|`$/g, '');
}

/** One edit per changed file: the span between the unchanged start and end, so Monaco keeps everything else. */
function diffEdits(before: Texts, after: Texts): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const file of Object.keys(after) as (keyof PackTexts)[]) {
    const a = before[file];
    const b = after[file];
    if (a === undefined || b === undefined || a === b) continue;
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start]) start++;
    let end = 0;
    while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
    edits.push({ file, offset: start, length: a.length - start - end, newText: b.slice(start, b.length - end) });
  }
  return edits;
}

/** The studio's face of these edits: over the editor's texts (unsaved edits included), as hcpRename is for renames. */
export const hcpCommandEdits = {
  remove: (texts: Texts, key: string) => planRemove(loadPackFromTexts(texts as PackTexts), key),
  add: (texts: Texts, entry: CommandEntry) => planAdd(loadPackFromTexts(texts as PackTexts), entry),
  swap: (texts: Texts, out: string, entry: CommandEntry) => planSwap(loadPackFromTexts(texts as PackTexts), out, entry),
};
