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

export interface ApprovalView {
  op: string;
  title: string;
  packName: string;
  /** Drawn with the studio's "always asked" gate badge (a lock): "ask" and "always" both stop for a person. */
  gate: { mode: 'always'; label: string; detail: string };
  fields: ApprovalField[];
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

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}|\{([A-Za-z_][\w.-]*)\}/g;

/** Splits a template at its `{{name}}` (rest path) or `{name}` (cli argv) placeholders, filling the given values. */
export function templateParts(template: string, values: Record<string, string>, encode = false): RequestPart[] {
  const parts: RequestPart[] = [];
  let at = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    if (m.index > at) parts.push({ text: template.slice(at, m.index) });
    const arg = m[1] ?? m[2];
    const given = values[arg];
    parts.push({ arg, value: given ? (encode ? encodeURIComponent(given) : given) : null });
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
  const fields = row.args.map((a): ApprovalField => ({
    name: a.key,
    value: values[a.key] ? values[a.key] : null,
    required: a.required,
    affectsTarget: a.affectsTarget,
    type: a.type,
    description: a.description,
  }));
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
    targets: fields.filter((f) => f.affectsTarget).map((f) => f.name),
    request: requestOf(row, base, values),
    destructive: row.method === 'DELETE',
  };
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
