import type { OperationRow } from './ui-model';

/**
 * The approval card a person sees before an operation with approval "ask" (or "always") runs:
 * the operation's own words, its arguments with the values given so far, the one record it changes,
 * and the request it will make. Pure; the component lays it out with the studio's approval card.
 */

/** A piece of a request template: fixed text, or an argument with its value (null: not given yet). */
export type RequestPart = { text: string } | { arg: string; value: string | null };

export interface ApprovalField {
  name: string;
  value: string | null;
  required: boolean;
  affectsTarget: boolean;
  type: string | null;
  description: string | null;
}

/** One resource of the path an operation acts on, with the arguments that identify it (`repos ‹owner› ‹repo›`). */
export interface ActsOnStep {
  resource: string;
  ids: { arg: string; value: string | null }[];
}

/** What a REST operation acts on: its path's resources and their ids, and the named fields its body sends. */
export interface ActsOn {
  path: ActsOnStep[];
  body: { name: string; value: string | null; required: boolean }[];
}

export interface ApprovalView {
  op: string;
  title: string;
  packName: string;
  /** Drawn with the studio's "always asked" gate badge (a lock): "ask" and "always" both stop for a person. */
  gate: { mode: 'always'; label: string; detail: string };
  /** The arguments given, and the required ones (given or not); an optional argument not given is left out. */
  fields: ApprovalField[];
  /** The optional arguments not given: the card does not list them. */
  omitted: string[];
  /** What the operation acts on, where its request is a REST path; null for a command line. */
  actsOn: ActsOn | null;
  /** The arguments that name the one record the operation changes. */
  targets: string[];
  request: { method: string | null; prefix: string; parts: RequestPart[] } | null;
  /** A DELETE: the card is drawn as a removal. */
  destructive: boolean;
}

/** Operations a person is asked about before they run. */
export function needsApproval(row: Pick<OperationRow, 'approval'>): boolean {
  return row.approval === 'ask' || row.approval === 'always';
}

/**
 * A value that URL parsers read as a dot segment once it is in a path: `.` or `..`, its dots percent-encoded or not
 * (WHATWG's parser and most servers decode `%2e` first; encodeURIComponent leaves dots alone). No path value may be
 * one: it would climb out of the operation's path.
 */
export const isDotSegment = (value: string): boolean => /^(?:\.|%2e){1,2}$/i.test(value);

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}|\{([A-Za-z_][\w.-]*)\}/g;

/**
 * Splits a template at its `{{name}}` (rest path) or `{name}` (cli argv) placeholders, filling the given values; in a
 * path (`encode`), a dot segment stays unfilled.
 */
export function templateParts(template: string, values: Record<string, string>, encode = false): RequestPart[] {
  const parts: RequestPart[] = [];
  let at = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    if (m.index > at) parts.push({ text: template.slice(at, m.index) });
    const arg = m[1] ?? m[2];
    const given = values[arg];
    const refused = encode && given && isDotSegment(given);
    parts.push({ arg, value: given && !refused ? (encode ? encodeURIComponent(given) : given) : null });
    at = m.index + m[0].length;
  }
  if (at < template.length) parts.push({ text: template.slice(at) });
  return parts;
}

/**
 * What the base contributes when a path is joined to it, the way web addresses join: a path starting
 * with "/" keeps only the origin (a version prefix in the base is dropped); a relative path replaces
 * the base's last segment.
 */
export function joinedPrefix(base: string | null, path: string): string {
  if (!base) return '';
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return base.replace(/\/+$/, '');
  }
  if (path.startsWith('/')) return url.origin;
  return url.origin + url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
}

export function approvalView(
  row: OperationRow,
  base: string | null,
  packName: string,
  values: Record<string, string>,
): ApprovalView {
  const all = row.args.map((a): ApprovalField => ({
    name: a.key,
    value: values[a.key] ? values[a.key] : null,
    required: a.required,
    affectsTarget: a.affectsTarget,
    type: a.type,
    description: a.description,
  }));
  // A card lists what the operation will be given: an optional argument left empty is not part of the call.
  const fields = all.filter((f) => f.required || f.affectsTarget || f.value !== null);
  const always = row.approval === 'always';
  return {
    op: row.op,
    title: row.description ?? row.op,
    packName,
    gate: always
      ? { mode: 'always', label: 'Always asks', detail: `approval: "always": ${row.summary.approval.toLowerCase()}.` }
      : {
          mode: 'always',
          label: 'Asks before it runs',
          detail: `approval: "ask": ${row.summary.approval.toLowerCase()}. The grant it runs under decides the rest.`,
        },
    fields,
    omitted: all.filter((f) => !fields.includes(f)).map((f) => f.name),
    actsOn: actsOnOf(row, all),
    targets: fields.filter((f) => f.affectsTarget).map((f) => f.name),
    request: requestOf(row, base, values),
    destructive: row.method === 'DELETE',
  };
}

/** A path piece that is only a version (`v1`, `2.0`): it names no resource. */
const VERSION = /^v?\d+(?:\.\d+)*$/i;

/**
 * What a REST operation acts on, read from its path template and arguments: each fixed piece of the path a resource,
 * followed by the placeholders that identify one of it (`/repos/{{owner}}/{{repo}}/issues` → repos ‹owner› ‹repo›,
 * then issues), and the body's named fields it sends (`body.title` → title; an optional one only when given).
 */
export function actsOnOf(row: Pick<OperationRow, 'template'>, fields: readonly ApprovalField[]): ActsOn | null {
  if (typeof row.template !== 'string') return null;
  const value = (arg: string) => fields.find((f) => f.name === arg)?.value ?? null;
  const path: ActsOnStep[] = [];
  for (const piece of row.template
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean)) {
    const args = [...piece.matchAll(PLACEHOLDER)].map((m) => (m[1] ?? m[2])!);
    if (args.length) {
      const ids = args.map((arg) => ({ arg, value: value(arg) }));
      if (path.length) path[path.length - 1]!.ids.push(...ids);
      else path.push({ resource: '', ids });
    } else if (!VERSION.test(piece)) path.push({ resource: piece, ids: [] });
  }
  const body = fields
    // The body's named fields the call sends: the required ones and those given.
    .filter((f) => f.name.startsWith('body.') && !f.name.slice(5).includes('.') && (f.required || f.value !== null))
    .map((f) => ({ name: f.name.slice(5), value: f.value, required: f.required }));
  return path.length || body.length ? { path, body } : null;
}

function requestOf(row: OperationRow, base: string | null, values: Record<string, string>): ApprovalView['request'] {
  if (typeof row.template === 'string')
    return {
      method: row.method ?? 'GET',
      prefix: joinedPrefix(base, row.template),
      parts: templateParts(row.template, values, true),
    };
  if (Array.isArray(row.template) && row.template.length)
    return { method: null, prefix: '', parts: templateParts(row.template.map(shellWord).join(' '), values) };
  return null;
}

/** An argv word as a person reads it: quoted when it has spaces. */
function shellWord(word: string): string {
  return /\s/.test(word) ? JSON.stringify(word) : word;
}
