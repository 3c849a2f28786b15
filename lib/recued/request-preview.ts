import { isSecretName } from '../secrets';
import { isDotSegment, joinedPrefix } from './ui-approval';
import { arr, isRec, rec, str, viewPack, type Rec } from './walk';

/**
 * The exact request an `http` operation's rest binding would send, for the values given so far, and what its
 * binding gets wrong: an argument the binding never uses, a path variable with no argument, a query argument that
 * collides with static_query. Pure; nothing is ever sent. The studio's Request preview and its tests read this.
 */

export interface PreviewArg {
  key: string;
  type: string | null;
  required: boolean;
  description: string | null;
  /** Where the value goes: the path (`{{key}}`), the query (`query.x`), the JSON body (`body.x`), or nowhere. */
  place: 'path' | 'query' | 'body' | 'unused';
}

export interface RestOperation {
  op: string;
  pointer: string;
  method: string;
  pathTemplate: string;
  base: string | null;
  staticQuery: [string, string][];
  staticHeaders: [string, string][];
  args: PreviewArg[];
}

export interface RequestHeader {
  name: string;
  value: string;
  /** The value is the user's secret: shown as ••••. */
  masked: boolean;
  from: 'static_headers' | 'connection' | 'body';
}

export interface BindingNote {
  kind: 'unused-arg' | 'path-variable-without-arg' | 'query-collides-static';
  message: string;
  /** The publish check that reports it too, or null: then it is a studio note, outside the spec score. */
  check: string | null;
}

export interface RequestPreview {
  method: string;
  url: string;
  headers: RequestHeader[];
  body: Rec | null;
  /** Required arguments with no value yet. */
  missing: string[];
  /** Path values no request may carry (a `.` or `..` segment, however encoded, climbs the path): left unfilled. */
  refused: string[];
  notes: BindingNote[];
  curl: string;
}

export const MASK = '••••';
const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

function placeOf(key: string, pathVars: readonly string[]): PreviewArg['place'] {
  if (key.startsWith('query.') && key.length > 6) return 'query';
  if (key.startsWith('body.') && key.length > 5) return 'body';
  return pathVars.includes(key) ? 'path' : 'unused';
}

function stringPairs(value: unknown): [string, string][] {
  return isRec(value) ? Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string') : [];
}

/** Every rest operation of a parsed pack.json (valid or not), with its ingredient's base. */
export function restOperations(value: unknown): RestOperation[] {
  const view = viewPack(value);
  return view.operations.flatMap((node, i): RestOperation[] => {
    const bind = node.bind?.value;
    if (str(bind, 'kind') !== 'rest') return [];
    const pathTemplate = str(bind, 'path_template') ?? '';
    const ingredient = str(node.value, 'ingredient');
    const owner = view.ingredients.find(
      (g) => g.composition === node.composition && str(g.value, 'slug') === ingredient,
    );
    const base = str(rec(owner?.value, 'http'), 'base') ?? null;
    const pathVars = [...pathTemplate.matchAll(VARIABLE)].map((m) => m[1]);
    const args = (arr(node.value, 'args') ?? []).filter(isRec).flatMap((a): PreviewArg[] => {
      const key = typeof a.key === 'string' ? a.key : '';
      if (!key) return [];
      return [
        {
          key,
          type: typeof a.type === 'string' ? a.type : null,
          required: a.required === true,
          description: typeof a.description === 'string' ? a.description : null,
          place: placeOf(key, pathVars),
        },
      ];
    });
    return [
      {
        op: str(node.value, 'op') || `operation ${i + 1}`,
        pointer: node.ptr,
        method: (str(bind, 'method') ?? 'GET').toUpperCase(),
        pathTemplate,
        base,
        staticQuery: stringPairs(bind?.static_query),
        staticHeaders: stringPairs(bind?.static_headers),
        args,
      },
    ];
  });
}

/** What a binding gets wrong, each said with the actual names. */
export function bindingNotes(op: RestOperation): BindingNote[] {
  const notes: BindingNote[] = [];
  const keys = op.args.map((a) => a.key);
  for (const name of new Set([...op.pathTemplate.matchAll(VARIABLE)].map((m) => m[1])))
    if (!keys.includes(name))
      notes.push({
        kind: 'path-variable-without-arg',
        check: 'C-path-variable',
        message: `{{${name}}} in path_template "${op.pathTemplate}" has no argument, so the request goes out with the hole in it.`,
      });
  for (const a of op.args)
    if (a.place === 'unused')
      notes.push({
        kind: 'unused-arg',
        check: null,
        message: `"${a.key}" is never used: it is not a {{${a.key}}} in path_template, and a query or body argument is written "query.${a.key}" or "body.${a.key}".`,
      });
  const fixed = new Set(op.staticQuery.map(([k]) => k));
  for (const a of op.args)
    if (a.place === 'query' && fixed.has(a.key.slice(6)))
      notes.push({
        kind: 'query-collides-static',
        check: null,
        message: `"${a.key}" collides with static_query "${a.key.slice(6)}": the request carries the parameter twice, and which one the vendor reads is its own choice.`,
      });
  return notes;
}

/** A form value as the argument's type: numbers, booleans and JSON arrays / objects where they parse, else the text. */
function typed(value: string, type: string | null): unknown {
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (type === 'array' || type === 'object') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (type === 'array' ? Array.isArray(parsed) : isRec(parsed)) return parsed;
    } catch {
      /* not JSON: an array is split at commas, an object stays text */
    }
    if (type === 'array') return value.split(',').map((v) => v.trim());
  }
  return value;
}

/** `body.a.b` = 1 → { a: { b: 1 } }. */
function setPath(target: Rec, path: string[], value: unknown): void {
  let at = target;
  for (const part of path.slice(0, -1)) {
    if (!isRec(at[part])) at[part] = {};
    at = at[part] as Rec;
  }
  at[path[path.length - 1]] = value;
}

/** POSIX shell quoting: one argv word per argument, whatever it holds. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export function previewRequest(op: RestOperation, values: Record<string, string>): RequestPreview {
  const given = (key: string) => (values[key] ?? '') !== '';
  const missing = op.args.filter((a) => a.required && a.place !== 'unused' && !given(a.key)).map((a) => a.key);
  const refused: string[] = [];
  const path = op.pathTemplate.replace(VARIABLE, (whole, name: string) => {
    if (!given(name)) return whole;
    if (isDotSegment(values[name])) {
      refused.push(name);
      return whole;
    }
    return encodeURIComponent(values[name]);
  });
  const query = new URLSearchParams();
  for (const [k, v] of op.staticQuery) query.append(k, v);
  const body: Rec = {};
  let hasBody = false;
  for (const a of op.args) {
    if (!given(a.key)) continue;
    const value = typed(values[a.key], a.type);
    if (a.place === 'query') query.append(a.key.slice(6), Array.isArray(value) ? value.join(',') : String(value));
    else if (a.place === 'body') {
      setPath(body, a.key.slice(5).split('.'), value);
      hasBody = true;
    }
  }
  const search = query.toString();
  const url = `${joinedPrefix(op.base, path)}${path}${search ? `?${search}` : ''}`;
  const headers: RequestHeader[] = [
    ...op.staticHeaders.map(([name, value]): RequestHeader => ({
      name,
      value: isSecretName(name) ? MASK : value,
      masked: isSecretName(name),
      from: 'static_headers',
    })),
    { name: 'Authorization', value: MASK, masked: true, from: 'connection' },
    ...(hasBody ? [{ name: 'Content-Type', value: 'application/json', masked: false, from: 'body' as const }] : []),
  ];
  const bodyText = hasBody ? JSON.stringify(body) : null;
  const curl = [
    'curl',
    ...(op.method === 'GET' ? [] : ['--request', op.method]),
    shellQuote(url),
    ...headers.flatMap((h) => [
      '--header',
      h.from === 'connection'
        ? '"Authorization: $API_TOKEN"'
        : shellQuote(`${h.name}: ${h.masked ? '$SECRET' : h.value}`),
    ]),
    ...(bodyText !== null ? ['--data', shellQuote(bodyText)] : []),
  ].join(' ');
  return {
    method: op.method,
    url,
    headers,
    body: hasBody ? body : null,
    missing,
    refused,
    notes: bindingNotes(op),
    curl,
  };
}
