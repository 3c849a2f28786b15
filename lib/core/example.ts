import { parsePointer, pointer as joinPointer } from '../json/pointer';

/**
 * A rule's runnable example: each side is a small change to a known-good base pack of its format, so the registry
 * tests can apply it, run the real engine and see the incorrect side fire and the correct side stay silent. The
 * rule page's excerpts are rendered from the same data (the changed fragment of the base, pretty-printed), so what
 * an author reads is exactly what was run.
 */

/** Set as a pointer's value, removes the member (or array item) there. */
export const REMOVED: unique symbol = Symbol('removed');

/** A JSON file's change: each JSON Pointer set to a value (parents created as needed; "-" appends to an array). */
export type JsonChange = Readonly<Record<string, unknown>>;
/** A text file's change: each `find` (which must occur exactly once) replaced by `replace`. */
export type TextChange = readonly (readonly [find: string, replace: string])[];
/** Per file: its JSON or text change, or null when the file is not there at all. */
export type FileChanges = Readonly<Record<string, JsonChange | TextChange | null>>;

export interface RuleExample<Run = unknown> {
  /** The known-good base the sides change, e.g. "ledger" (packs/ledger) or "acme-tasks". */
  base: string;
  incorrect: FileChanges;
  correct: FileChanges;
  /** Where the incorrect side's finding points, when it is not at (or above, or below) a pointer the change writes. */
  at?: { file: string; pointer: string };
  /** The pointers of the rule page's file to show, when not the ones the change writes. */
  show?: readonly string[];
  /** Objects and arrays deeper than this many levels below a shown pointer are shown as `{ … }`. */
  fold?: number;
  /** Runtime rules: what each side's recorded run observed, laid over the base's own run (format-specific records). */
  runs?: { incorrect: readonly Run[]; correct: readonly Run[] };
}

/** A base as the excerpts are rendered from it: its name, its files, and the parsed JSON ones. */
export interface ExampleBase {
  name: string;
  files: readonly string[];
  json: Readonly<Record<string, unknown>>;
}

/** The docs fields an example yields: the example itself and the two excerpts rendered from it. */
export interface ExampleDocs<Run = unknown> {
  example: RuleExample<Run>;
  incorrect: string;
  correct: string;
}

/** As a rule file writes an example: a side that changes only the page's file may give that file's change alone. */
export type ExampleSpec<Run = unknown> = Omit<RuleExample<Run>, 'base' | 'incorrect' | 'correct'> & {
  incorrect: FileChanges | JsonChange | TextChange;
  correct: FileChanges | JsonChange | TextChange;
};

/** `{ "/pointer": value }` or `[[find, replace]]` alone is the page file's change. */
function sideOf(side: FileChanges | JsonChange | TextChange, file: string): FileChanges {
  if (Array.isArray(side)) return { [file]: side as TextChange };
  const keys = Object.keys(side);
  return keys.length > 0 && keys.every((k) => k.startsWith('/'))
    ? { [file]: side as JsonChange }
    : (side as FileChanges);
}

const isText = (change: JsonChange | TextChange): change is TextChange => Array.isArray(change);

/** One side of an example. */
export type ExampleSide = 'incorrect' | 'correct';

/**
 * Where the docs an example yields keep the renderer of its two excerpts. A rule file spreads those docs into its
 * own (`docs: { title, why, ...ledgerExample(…) }`); a spread copies a symbol-keyed member and runs no getter, so
 * the excerpts are rendered when a rule page or a test first reads them, not as every rule module loads (a CLI
 * start paid for all 120 examples).
 */
const EXCERPTS: unique symbol = Symbol('excerpts');
type Render = (side: ExampleSide) => string;

/**
 * The docs of an example over `base`; `file` is the rule page's file, whose fragments need no `// file` line. Its
 * `incorrect` and `correct` are read here as on any object; spread into a rule's docs, `withExcerpts` (which every
 * rule's meta goes through) gives them back.
 */
export function exampleDocs<Run>(
  base: ExampleBase,
  file: string,
  spec: ExampleSpec<Run>,
  render?: (side: ExampleSide) => string | undefined,
): ExampleDocs<Run> {
  const example: RuleExample<Run> = {
    base: base.name,
    ...spec,
    incorrect: sideOf(spec.incorrect, file),
    correct: sideOf(spec.correct, file),
  };
  const excerpt: Render = (side) => render?.(side) ?? renderSide(base, example, side, file);
  // Not enumerable: a spread would render both.
  return lazyExcerpts({ example, [EXCERPTS]: excerpt }, excerpt, false) as unknown as ExampleDocs<Run>;
}

/**
 * Docs into which an example was spread, with its `incorrect` and `correct` back, rendered on first read (a side
 * the docs give themselves is kept); other docs as they are. A plain object without the symbol, so it serialises.
 */
export function withExcerpts<D extends object>(docs: D): D {
  const { [EXCERPTS]: render, ...rest } = docs as D & { [EXCERPTS]?: Render };
  return render ? (lazyExcerpts(rest, render, true) as D) : docs;
}

function lazyExcerpts<T extends object>(target: T, render: Render, enumerable: boolean): T {
  const rendered: Partial<Record<ExampleSide, string>> = {};
  for (const side of ['incorrect', 'correct'] as const)
    if (!Object.hasOwn(target, side))
      Object.defineProperty(target, side, { enumerable, get: () => (rendered[side] ??= render(side)) });
  return target;
}

/** The base's texts with one side's changes applied; throws when a change cannot apply (a bug in the example). */
export function applyChanges(
  texts: Readonly<Record<string, string | undefined>>,
  changes: FileChanges,
): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = { ...texts };
  for (const [file, change] of Object.entries(changes)) {
    if (change === null) delete out[file];
    else if (isText(change)) out[file] = replaceText(out[file] ?? '', change, file);
    else
      out[file] =
        `${JSON.stringify(applyJson(out[file] === undefined ? {} : JSON.parse(out[file]!), change), null, 2)}\n`;
  }
  return out;
}

function replaceText(text: string, change: TextChange, file: string): string {
  for (const [find, replace] of change) {
    const at = text.indexOf(find);
    if (at < 0 || text.indexOf(find, at + 1) >= 0)
      throw new Error(`example: ${file} must contain ${JSON.stringify(find.slice(0, 60))} exactly once`);
    text = text.slice(0, at) + replace + text.slice(at + find.length);
  }
  return text;
}

/** A copy of `doc` with each pointer set (or removed). */
export function applyJson(doc: unknown, change: JsonChange): unknown {
  for (const [ptr, value] of Object.entries(change)) doc = setAt(doc, parsePointer(ptr), value);
  return doc;
}

function setAt(doc: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value === REMOVED ? undefined : structuredClone(value);
  const [head, ...rest] = path;
  if (Array.isArray(doc)) {
    const i = head === '-' ? doc.length : Number(head);
    if (!Number.isInteger(i) || i < 0 || i > doc.length) throw new Error(`example: no array index ${head}`);
    const copy = [...doc];
    if (rest.length === 0 && value === REMOVED) copy.splice(i, 1);
    else copy[i] = setAt(copy[i] ?? {}, rest, value);
    return copy;
  }
  const node = { ...(doc && typeof doc === 'object' ? (doc as Record<string, unknown>) : {}) };
  if (rest.length === 0 && value === REMOVED) delete node[head];
  else node[head] = setAt(node[head] ?? {}, rest, value);
  return node;
}

function getAt(doc: unknown, path: readonly string[]): unknown {
  let node = doc;
  for (const seg of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : undefined;
  return node;
}

/** Every pointer one side's change writes, per file (text and absent files have none). */
export function changedPointers(changes: FileChanges): { file: string; pointer: string }[] {
  return Object.entries(changes).flatMap(([file, change]) =>
    change && !isText(change) ? Object.keys(change).map((pointer) => ({ file, pointer })) : [],
  );
}

/** Pointers on one path (equal, or one inside the other): a finding there is about what the example changed. */
export function onOnePath(a: string, b: string): boolean {
  const inside = (x: string, y: string) => x === y || y === '' || x.startsWith(`${y}/`);
  return inside(a, b) || inside(b, a);
}

/**
 * Whether a finding is about what the example's incorrect side changed: where `at` says, else on a path one of its
 * JSON changes writes (equal, above or below), else (text and absent files) in a file it changes.
 */
export function isAtTheChange(
  finding: { file: string; pointer: string },
  example: Pick<RuleExample<unknown>, 'incorrect' | 'at'>,
): boolean {
  if (example.at) return finding.file === example.at.file && finding.pointer === example.at.pointer;
  const written = changedPointers(example.incorrect);
  if (written.length) return written.some((w) => w.file === finding.file && onOnePath(w.pointer, finding.pointer));
  return finding.file in example.incorrect;
}

const parentOf = (ptr: string) => joinPointer(...parsePointer(ptr).slice(0, -1));

/** The pointers shown for a file: where either side writes (a removal shows its parent), outermost only. */
function shownPointers(example: RuleExample<unknown>, file: string, pageFile: string): string[] {
  if (example.show && file === pageFile) return [...example.show];
  const all = [example.incorrect, example.correct].flatMap((side) => {
    const change = side[file];
    return change && !isText(change)
      ? Object.entries(change).map(([p, v]) => (v === REMOVED ? parentOf(p) : p.endsWith('/-') ? parentOf(p) : p))
      : [];
  });
  const unique = [...new Set(all)];
  return unique.filter((p) => !unique.some((q) => q !== p && onOnePath(p, q) && p.startsWith(`${q}/`)));
}

/** One side as the rule page shows it: the shown fragments of its changed JSON, its replaced texts, or the pack's listing. */
function renderSide(
  base: ExampleBase,
  example: RuleExample<unknown>,
  side: 'incorrect' | 'correct',
  pageFile: string,
): string {
  const changes = example[side];
  const files = [...new Set([...Object.keys(example.incorrect), ...Object.keys(example.correct)])];
  if (files.some((f) => example.incorrect[f] === null || example.correct[f] === null))
    return [
      `packs/${base.name}/`,
      ...base.files.filter((f) => !(f in changes && changes[f] === null)).map((f) => `  ${f}`),
    ].join('\n');
  const labelled = files.length > 1 || files.some((f) => f !== pageFile);
  return files
    .map((file) => {
      const own = changes[file];
      const other = (side === 'incorrect' ? example.correct : example.incorrect)[file];
      const body = isText(own ?? other!)
        ? renderText(own as TextChange | undefined, other as TextChange | undefined)
        : renderJson(base, example, file, pageFile, own as JsonChange | undefined);
      return labelled ? `// ${file}\n${body}` : body;
    })
    .join('\n');
}

/** Each replaced span as this side writes it; a span only the other side replaces shows the base's text. */
function renderText(own: TextChange | undefined, other: TextChange | undefined): string {
  const finds = [...new Set([...(own ?? []), ...(other ?? [])].map(([find]) => find))];
  return finds
    .map((find) => shortened((own?.find(([f]) => f === find)?.[1] ?? find).replace(/\s+$/, '')))
    .join('\n…\n');
}

/** A replaced span of more than a screenful shows its start and how much more there is. */
const MAX_TEXT_LINES = 14;

function shortened(text: string): string {
  const lines = text.split('\n');
  return lines.length <= MAX_TEXT_LINES
    ? text
    : [...lines.slice(0, MAX_TEXT_LINES - 2), `… (${lines.length - MAX_TEXT_LINES + 2} more lines)`].join('\n');
}

function renderJson(
  base: ExampleBase,
  example: RuleExample<unknown>,
  file: string,
  pageFile: string,
  change: JsonChange | undefined,
): string {
  const doc = applyJson(base.json[file] ?? {}, change ?? {});
  const parts = shownPointers(example, file, pageFile).flatMap((ptr) => {
    const path = parsePointer(ptr);
    const value = getAt(doc, path);
    if (value === undefined) return [];
    const key = path.at(-1);
    const prefix = key !== undefined && !Array.isArray(getAt(doc, path.slice(0, -1))) ? `${JSON.stringify(key)}: ` : '';
    return [prefix + formatJson(value, { used: prefix.length, fold: example.fold })];
  });
  return parts.length ? parts.join('\n') : '(not there)';
}

/** The width a fragment may take before it breaks over lines: fits the rule page's half-width column. */
const WIDTH = 80;

/** JSON the way the docs write it: `{ "a": 1 }` on one line while it fits, otherwise one member a line, two spaces deep. */
export function formatJson(value: unknown, opts: { used?: number; fold?: number } = {}, depth = 0): string {
  if (value === null || typeof value !== 'object' || isFlatArray(value)) return oneLine(value, undefined, depth);
  const folded = opts.fold !== undefined && depth >= opts.fold;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}';
  if (folded) return Array.isArray(value) ? '[ … ]' : '{ … }';
  const flat = oneLine(value, opts.fold, depth);
  if ((opts.used ?? 0) + '  '.repeat(depth).length + flat.length <= WIDTH) return flat;
  const pad = '  '.repeat(depth + 1);
  const lines = Array.isArray(value)
    ? value.map((v) => pad + formatJson(v, { used: 0, fold: opts.fold }, depth + 1))
    : entries.map(([k, v]) => {
        const head = `${JSON.stringify(k)}: `;
        return pad + head + formatJson(v, { used: head.length, fold: opts.fold }, depth + 1);
      });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join(',\n')}\n${'  '.repeat(depth)}${close}`;
}

/** An array of plain values (a cli[], a list of names) stays on one line and is never folded: it reads as one value. */
const isFlatArray = (value: unknown) => Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object');

/** A string longer than this shows its start and its length: the page shows a 600-character value, not all of it. */
const MAX_STRING = 200;

function oneLine(value: unknown, fold: number | undefined, depth: number): string {
  if (typeof value === 'string' && value.length > MAX_STRING)
    return `${JSON.stringify(value.slice(0, 48)).slice(0, -1)}…" (${value.length} characters)`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const isArray = Array.isArray(value);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return isArray ? '[]' : '{}';
  if (fold !== undefined && depth >= fold && !isFlatArray(value)) return isArray ? '[ … ]' : '{ … }';
  const inner = isArray
    ? (value as unknown[]).map((v) => oneLine(v, fold, depth + 1))
    : entries.map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v, fold, depth + 1)}`);
  return isArray ? `[${inner.join(', ')}]` : `{ ${inner.join(', ')} }`;
}
