import { parse as parseTolerant, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { parsePointer } from './pointer';
import { scanLocate } from './scan-locate';
import { TextPositions } from './text-position';

/** Deeper documents are refused before any recursive parser sees them (a pack never nests this deep). */
export const MAX_JSON_DEPTH = 256;
const SCAN_LOOKUPS = 16;

export interface JsonSyntaxError {
  message: string;
  offset: number;
  line: number;
  column: number;
  /** When the error has one certain remedy (a byte order mark to remove): what to do, and the edit that does it. */
  remedy?: { fix: string; title: string; edit: { offset: number; length: number; newText: string } };
}

/** U+FEFF at the start: editors on Windows save it; JSON (RFC 8259 §8.1) does not allow it, and JSON.parse fails at it. */
const BOM = '\uFEFF';

/**
 * One JSON file's text, its parsed value, or the syntax error that stopped it.
 * Positions are found lazily: a clean file pays only for JSON.parse.
 */
export class JsonSource {
  readonly value: unknown;
  readonly error: JsonSyntaxError | null;
  private tree: Node | undefined | null = null;
  private lookups = 0;
  private readonly positions: TextPositions;

  constructor(readonly text: string) {
    this.positions = new TextPositions(text);
    const outcome = parseJson(text, this.positions);
    this.value = outcome.value;
    this.error = outcome.error;
  }

  get ok(): boolean {
    return this.error === null;
  }

  /** Line and column of the value a pointer names, or of its nearest existing ancestor. */
  locate(ptr: string): { line: number; column: number } {
    if (this.error) return { line: this.error.line, column: this.error.column };
    const segments = parsePointer(ptr);
    // A few lookups scan the text; past that a tree is cheaper than rescanning a large file for every finding.
    if (++this.lookups <= SCAN_LOOKUPS) return this.positions.at(scanLocate(this.text, segments));
    if (this.tree === null) this.tree = parseTree(this.text, [], { disallowComments: true }) ?? undefined;
    if (!this.tree) return { line: 1, column: 1 };
    return this.positions.at(deepestNode(this.tree, segments).offset);
  }
}

function deepestNode(root: Node, segments: string[]): Node {
  let node = root;
  for (const seg of segments) {
    let next: Node | undefined;
    if (node.type === 'object') next = node.children?.find((p) => p.children?.[0]?.value === seg)?.children?.[1];
    else if (node.type === 'array' && /^\d+$/.test(seg)) next = node.children?.[Number(seg)];
    if (!next) break;
    node = next;
  }
  return node;
}

/**
 * A text up to this length is parsed first and only its parsed tree is measured for depth, which costs a fraction of a
 * character scan; a longer one is scanned first, so a huge deeply nested text is refused before JSON.parse builds it.
 * Both orders give the same outcome: for valid JSON the tree nests exactly as deep as the brackets, and nothing
 * recursive reads the value before its depth is known. The price of parsing first is paid only by a pathological text:
 * JSON.parse spends up to about 0.1 s on a megabyte of nested brackets before the depth limit refuses it.
 */
const PARSE_FIRST_MAX_LENGTH = 1024 * 1024;

type Outcome = { value: unknown; error: JsonSyntaxError | null };

function parseJson(text: string, positions: TextPositions): Outcome {
  if (text.startsWith(BOM))
    return {
      value: undefined,
      error: {
        message:
          'the file starts with a byte order mark (U+FEFF, the bytes EF BB BF), which JSON does not allow before its first value',
        offset: 0,
        ...positions.at(0),
        remedy: {
          fix: 'Remove the byte order mark: save the file as UTF-8 without BOM.',
          title: 'Remove the byte order mark',
          edit: { offset: 0, length: BOM.length, newText: '' },
        },
      },
    };
  if (text.trim() === '') return failure(positions, 'the file is empty; expected a JSON object', 0);
  const scanFirst = text.length > PARSE_FIRST_MAX_LENGTH;
  if (scanFirst) {
    const refused = depthRefusal(text, positions);
    if (refused) return refused;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The depth limit is reported before a syntax error, as when the text is scanned first.
    return (scanFirst ? null : depthRefusal(text, positions)) ?? syntaxFailure(text, positions);
  }
  if (!scanFirst && nestsDeeper(value, MAX_JSON_DEPTH)) return depthRefusal(text, positions)!;
  return { value, error: null };
}

function failure(positions: TextPositions, message: string, offset: number): Outcome {
  return { value: undefined, error: { message, offset, ...positions.at(offset) } };
}

/** The depth error, when the text nests deeper than the limit; null otherwise. */
function depthRefusal(text: string, positions: TextPositions): Outcome | null {
  const depth = maxDepth(text);
  if (depth.depth <= MAX_JSON_DEPTH) return null;
  return failure(
    positions,
    `JSON nests ${depth.depth >= 100000 ? 'over 100000' : depth.depth} levels deep; the limit is ${MAX_JSON_DEPTH}`,
    depth.offset,
  );
}

function syntaxFailure(text: string, positions: TextPositions): Outcome {
  const errors: ParseError[] = [];
  parseTolerant(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return failure(positions, 'not valid JSON', 0);
  return failure(
    positions,
    `JSON syntax error: ${describe(printParseErrorCode(first.error))} ${near(text, first.offset)}`,
    first.offset,
  );
}

/** Whether a parsed value nests containers more than `limit` deep; it never descends past the limit, so recursion stays bounded. */
function nestsDeeper(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (limit === 0) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (nestsDeeper(item, limit - 1)) return true;
    return false;
  }
  for (const key in value) if (nestsDeeper((value as Record<string, unknown>)[key], limit - 1)) return true;
  return false;
}

function describe(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function near(text: string, offset: number): string {
  const snippet = text.slice(offset, offset + 20).replace(/\s+/g, ' ');
  return snippet ? `at "${snippet}"` : 'at the end of the file';
}

/** The deepest bracket nesting outside strings, and where it was first reached. Linear, no recursion. */
export function maxDepth(text: string): { depth: number; offset: number } {
  let depth = 0;
  let best = 0;
  let bestOffset = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      i = stringEnd(text, i);
      if (i < 0) break; // an unclosed string runs to the end of the text
    } else if (c === 123 || c === 91) {
      if (++depth > best) {
        best = depth;
        bestOffset = i;
        if (best > 100000) break;
      }
    } else if (c === 125 || c === 93) depth--;
  }
  return { depth: best, offset: bestOffset };
}

/** The index of the quote closing the string opened at `open`, or -1: jumps from quote to quote, skipping escaped ones. */
function stringEnd(text: string, open: number): number {
  let i = open;
  for (;;) {
    i = text.indexOf('"', i + 1);
    if (i < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(i - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return i; // an odd run of backslashes escapes the quote
  }
}
