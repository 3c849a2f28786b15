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
 * created as the smallest object holding the value. Values are written inline (`{ "risk": "read" }`), the way pack
 * files write rows. [] when the text does not parse to a container at the path's root.
 */
export function setJsonValue(text: string, path: JSONPath, value: unknown): Splice[] {
  const root = parseTree(text);
  if (!root) return [];
  const node = findNodeAtLocation(root, path);
  if (node) return [{ offset: node.offset, length: node.length, newText: inlineJson(value) }];
  if (path.length === 0) return [];
  const last = path[path.length - 1];
  const parent = findNodeAtLocation(root, path.slice(0, -1));
  if (!parent) return setJsonValue(text, path.slice(0, -1), typeof last === 'number' ? [value] : { [last]: value });
  if (parent.type === 'object' && typeof last === 'string')
    return [insertAfterLast(text, parent, `${JSON.stringify(last)}: ${inlineJson(value)}`)];
  if (parent.type === 'array' && last === (parent.children?.length ?? 0))
    return [insertAfterLast(text, parent, inlineJson(value))];
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

function insertAfterLast(text: string, container: Node, entry: string): Splice {
  const children = container.children ?? [];
  const lastChild = children[children.length - 1];
  if (!lastChild) {
    const open = container.type === 'object' ? '{ ' : '[';
    const close = container.type === 'object' ? ' }' : ']';
    return { offset: container.offset, length: container.length, newText: `${open}${entry}${close}` };
  }
  const body = text.slice(container.offset, end(container));
  if (!body.includes('\n')) return { offset: end(lastChild), length: 0, newText: `, ${entry}` };
  const lineStart = text.lastIndexOf('\n', lastChild.offset) + 1;
  const lead = text.slice(lineStart, lastChild.offset);
  const indent = /^[ \t]*$/.test(lead) ? lead : '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return { offset: end(lastChild), length: 0, newText: `,${eol}${indent}${entry}` };
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
