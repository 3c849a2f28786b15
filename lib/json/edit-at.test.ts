import { describe, expect, it } from 'vitest';
import { applyEditsToText } from '../core/apply-edits';
import { appendAt, removeAt, renameKeyAt, setAt, valueAt, type JsonDoc } from './edit-at';
import { pointer } from './pointer';

const text = `{
  "verbs": {
    "list": { "risk": "read" },
    "a/b": { "risk": "read" }
  },
  "cli": ["tool", "list"]
}
`;
const doc: JsonDoc = { file: 'policy.json', text, root: JSON.parse(text) };
const after = (edits: ReturnType<typeof setAt>) => {
  expect(edits.every((e) => e.file === 'policy.json')).toBe(true);
  return JSON.parse(applyEditsToText(text, edits));
};

describe('the pointer-addressed edit layer', () => {
  it('sets a value in place, and a new property under a missing parent, on the file the document names', () => {
    expect(after(setAt(doc, '/verbs/list/risk', 'write')).verbs.list).toEqual({ risk: 'write' });
    expect(after(setAt(doc, '/verbs/pay', { risk: 'write' })).verbs.pay).toEqual({ risk: 'write' });
    expect(after(setAt(doc, '/wrap/workspace/mode', 'project')).wrap).toEqual({ workspace: { mode: 'project' } });
  });

  it('reads a segment under an array as an index, and unescapes ~1 and ~0', () => {
    expect(after(setAt(doc, '/cli/1', 'show')).cli).toEqual(['tool', 'show']);
    expect(after(setAt(doc, pointer('verbs', 'a/b', 'risk'), 'write')).verbs['a/b']).toEqual({ risk: 'write' });
    expect(valueAt(doc.root, pointer('verbs', 'a/b', 'risk'))).toBe('read');
    expect(valueAt(doc.root, '/cli/0')).toBe('tool');
    expect(valueAt(doc.root, '/nothing/here')).toBeUndefined();
  });

  it('removes a property but never an array element (the pointers after it would shift)', () => {
    expect(Object.keys(after(removeAt(doc, '/verbs/list')).verbs)).toEqual(['a/b']);
    expect(removeAt(doc, '/cli/0')).toEqual([]);
  });

  it('renames a key in place and appends to an array', () => {
    expect(Object.keys(after(renameKeyAt(doc, '/verbs/list', 'item.list')).verbs)).toEqual(['item.list', 'a/b']);
    expect(after(appendAt(doc, '/cli', '--json')).cli).toEqual(['tool', 'list', '--json']);
    expect(appendAt(doc, '/verbs', 'x')).toEqual([]);
  });

  it('offers no edit without a document (the file is missing or does not parse)', () => {
    expect(setAt(undefined, '/a', 1)).toEqual([]);
    expect(removeAt(undefined, '/a')).toEqual([]);
    expect(renameKeyAt(undefined, '/a', 'b')).toEqual([]);
    expect(appendAt(undefined, '/a', 1)).toEqual([]);
  });
});
