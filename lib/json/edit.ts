import { findNodeAtLocation, parseTree as parseJsonTree, type JSONPath, type Node } from 'jsonc-parser';

/**
 * The syntax tree of the last text edited: a check offers its fixes one finding at a time, all on the same text,
 * so a file with thousands of findings is parsed once, not once per fix. Trees are only read, never changed.
 */
let lastTree: { text: string; tree: Node | undefined } | null = null;
function parseTree(text: string): Node | undefined {
  if (lastTree?.text !== text) lastTree = { text, tree: parseJsonTree(text) };
  return lastTree.tree;
}

/** A text edit within one file's text (the caller names the file). */
export interface Splice {
  offset: number;
  length: number;
  newText: string;
}

/**
 * Minimal edits to a JSON text that keep the author's layout: a value is replaced in place, a new property goes after
 * the last one on its own line (indented as that one is) or inline in a one-line object, and a missing parent is
 * created as the smallest object holding the value. Values are written by the one layout (layoutJson): on one line
 * when they fit (`{ "risk": "read" }`, the way pack files write rows), else one entry a line. [] when the text does
 * not parse to a container at the path's root. Every JSON edit of the engine and the studio goes through here.
 */
export function setJsonValue(text: string, path: JSONPath, value: unknown): Splice[] {
  const root = parseTree(text);
  if (!root) return [];
  const node = findNodeAtLocation(root, path);
  if (node) {
    const lineStart = text.lastIndexOf('\n', node.offset - 1) + 1;
    const indent = /^[ \t]*/.exec(text.slice(lineStart, node.offset))![0];
    return [
      {
        offset: node.offset,
        length: node.length,
        newText: layoutJson(value, indent, node.offset - lineStart, eolOf(text)),
      },
    ];
  }
  if (path.length === 0) return [];
  const last = path[path.length - 1];
  const parent = findNodeAtLocation(root, path.slice(0, -1));
  if (!parent) return setJsonValue(text, path.slice(0, -1), typeof last === 'number' ? [value] : { [last]: value });
  if (parent.type === 'object' && typeof last === 'string')
    return [insertAfterLast(text, parent, `${JSON.stringify(last)}: `, value)];
  if (parent.type === 'array' && last === (parent.children?.length ?? 0))
    return [insertAfterLast(text, parent, '', value)];
  return [];
}

/** Removes the property or element at `path` with its comma; [] when there is none. */
export function removeJsonValue(text: string, path: JSONPath): Splice[] {
  const root = parseTree(text);
  const value = root && findNodeAtLocation(root, path);
  if (!value) return [];
  const item = value.parent?.type === 'property' ? value.parent : value;
  const container = item.parent;
  const siblings = container?.children ?? [];
  const at = siblings.indexOf(item);
  if (!container || at < 0) return [];
  // After the previous sibling up to this one's end, or (the first) from its start up to the next one.
  if (at > 0) {
    const start = end(siblings[at - 1]);
    return [{ offset: start, length: end(item) - start, newText: '' }];
  }
  if (siblings.length > 1) return [{ offset: item.offset, length: siblings[1].offset - item.offset, newText: '' }];
  return [{ offset: container.offset + 1, length: container.length - 2, newText: '' }];
}

/** Renames the key of the property at `path` (its last segment), keeping its value and place; [] when there is none. */
export function renameJsonKey(text: string, path: JSONPath, newKey: string): Splice[] {
  const tree = parseTree(text);
  const value = tree && findNodeAtLocation(tree, path);
  const keyNode = value?.parent?.type === 'property' ? value.parent.children?.[0] : undefined;
  return keyNode ? [{ offset: keyNode.offset, length: keyNode.length, newText: JSON.stringify(newKey) }] : [];
}

const end = (node: Node) => node.offset + node.length;

/** `key` (`"name": ` or '' in an array) and its value, as one more entry of `container`, after its last one. */
function insertAfterLast(text: string, container: Node, key: string, value: unknown): Splice {
  const children = container.children ?? [];
  const lastChild = children[children.length - 1];
  const eol = eolOf(text);
  if (!lastChild) {
    const open = container.type === 'object' ? '{ ' : '[';
    const close = container.type === 'object' ? ' }' : ']';
    return { offset: container.offset, length: container.length, newText: `${open}${key}${inlineJson(value)}${close}` };
  }
  const body = text.slice(container.offset, end(container));
  if (!body.includes('\n')) return { offset: end(lastChild), length: 0, newText: `, ${key}${inlineJson(value)}` };
  const lineStart = text.lastIndexOf('\n', lastChild.offset) + 1;
  const lead = text.slice(lineStart, lastChild.offset);
  const indent = /^[ \t]*$/.test(lead) ? lead : '  ';
  const entry = `${key}${layoutJson(value, indent, indent.length + key.length, eol)}`;
  return { offset: end(lastChild), length: 0, newText: `,${eol}${indent}${entry}` };
}

const eolOf = (text: string) => (text.includes('\r\n') ? '\r\n' : '\n');

/** The widest line a written value keeps to before it is laid out one entry a line (Prettier's width in this repo). */
export const JSON_LINE_WIDTH = 120;

/**
 * The one layout of a value written into a pack file: inline (inlineJson) when it fits on its line, starting at
 * `column`; else an object or array one entry a line, indented two spaces past `indent` (the indent of the line it
 * starts on), each entry laid out the same way. So a policy row stays `{ "risk": "read" }` and a command's entry
 * reads like the others of surface.json.
 */
export function layoutJson(value: unknown, indent = '', column = indent.length, eol = '\n'): string {
  const inline = inlineJson(value);
  if (column + inline.length <= JSON_LINE_WIDTH || value === null || typeof value !== 'object') return inline;
  return entryALine(value, indent, eol) ?? inline;
}

/**
 * A whole JSON file's text as the engine writes a new pack file (a drafted surface.json, a starter hcp.eval.json, an
 * imported pack.json, a new packstudio.json): its top level one entry a line, each value by the one layout
 * (layoutJson), so a new file reads like the rows a fix later adds to it. Ends with a newline.
 */
export function jsonFileText(value: unknown, eol = '\n'): string {
  const text = value !== null && typeof value === 'object' ? entryALine(value, '', eol) : undefined;
  return `${text ?? inlineJson(value)}${eol}`;
}

/** An object or array one entry a line, indented two spaces past `indent`; undefined when it has no entries. */
function entryALine(value: object, indent: string, eol: string): string | undefined {
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((v) => layoutJson(v, inner, inner.length, eol))
    : Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => {
          const key = `${JSON.stringify(k)}: `;
          return `${key}${layoutJson(v, inner, inner.length + key.length, eol)}`;
        });
  if (items.length === 0) return undefined;
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}${eol}${items.map((item) => `${inner}${item}`).join(`,${eol}`)}${eol}${indent}${close}`;
}

/** A value on one line, spaced as pack files write rows: `{ "risk": "write", "confirm": true }`, `["a", "b"]`. */
export function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length === 0
      ? '{}'
      : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'null';
}
