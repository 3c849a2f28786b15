import { describe, expect, it } from 'vitest';
import { applyEditsToText } from '../core/apply-edits';
import { jsonFileText, layoutJson, removeJsonValue, renameJsonKey, setJsonValue } from './edit';

const apply = (text: string, splices: ReturnType<typeof setJsonValue>) => applyEditsToText(text, splices);
const rows = '{\n  "verbs": {\n    "list":   { "risk": "read" },\n    "delete": { "risk": "read" }\n  }\n}\n';

describe("JSON edits keep the author's layout", () => {
  it('adds a property on its own line, indented as the last one', () => {
    expect(apply(rows, setJsonValue(rows, ['verbs', 'pay'], { risk: 'write', confirm: 'always' }))).toBe(
      '{\n  "verbs": {\n    "list":   { "risk": "read" },\n    "delete": { "risk": "read" },\n    "pay": { "risk": "write", "confirm": "always" }\n  }\n}\n',
    );
  });
  it('adds inline to a one-line object and replaces a value in place', () => {
    const once = apply(rows, setJsonValue(rows, ['verbs', 'delete', 'confirm'], true));
    expect(once).toContain('"delete": { "risk": "read", "confirm": true }');
    expect(apply(once, setJsonValue(once, ['verbs', 'delete', 'risk'], 'write'))).toContain(
      '"delete": { "risk": "write", "confirm": true }',
    );
  });
  it('creates missing parents as the smallest object, and appends to arrays', () => {
    const wrap = '{\n  "wrap": { "bin": "gh" },\n  "cli": ["a", "b"]\n}';
    expect(apply(wrap, setJsonValue(wrap, ['wrap', 'workspace', 'mode'], 'project'))).toContain(
      '"wrap": { "bin": "gh", "workspace": { "mode": "project" } }',
    );
    expect(apply(wrap, setJsonValue(wrap, ['cli', 2], '--yes'))).toContain('"cli": ["a", "b", "--yes"]');
    expect(apply('{}', setJsonValue('{}', ['a'], 1))).toBe('{ "a": 1 }');
  });
  it('removes a property with its comma, first, last or only', () => {
    expect(JSON.parse(apply(rows, removeJsonValue(rows, ['verbs', 'delete'])))).toEqual({
      verbs: { list: { risk: 'read' } },
    });
    expect(JSON.parse(apply(rows, removeJsonValue(rows, ['verbs', 'list'])))).toEqual({
      verbs: { delete: { risk: 'read' } },
    });
    expect(apply('{ "a": { "b": 1 } }', removeJsonValue('{ "a": { "b": 1 } }', ['a', 'b']))).toBe('{ "a": {} }');
    expect(removeJsonValue(rows, ['verbs', 'nothing'])).toEqual([]);
  });
  it('renames a key, keeping its value and place', () => {
    expect(apply(rows, renameJsonKey(rows, ['verbs', 'list'], 'item.list'))).toContain(
      '"item.list":   { "risk": "read" }',
    );
  });
  it('refuses overlapping edits rather than guess', () => {
    expect(() =>
      applyEditsToText('abcdef', [
        { offset: 1, length: 3, newText: 'x' },
        { offset: 2, length: 1, newText: 'y' },
      ]),
    ).toThrow(/overlap/);
  });
});

describe('the one layout of a written value', () => {
  it('keeps a value that fits its line on one line, as pack files write rows', () => {
    expect(layoutJson({ risk: 'write', confirm: true }, '    ', 20)).toBe('{ "risk": "write", "confirm": true }');
  });

  it('lays a value too wide for its line out one entry a line, each entry again by the same rule', () => {
    const long = 'x'.repeat(100);
    expect(layoutJson({ description: long, cli: ['a', 'b'] }, '    ', 14)).toBe(
      ['{', `      "description": "${long}",`, '      "cli": ["a", "b"]', '    }'].join('\n'),
    );
    expect(JSON.parse(layoutJson({ a: [long, long], b: { c: long } }, '', 0, '\r\n'))).toEqual({
      a: [long, long],
      b: { c: long },
    });
  });

  it('writes a new command entry into surface.json like the entries beside it', () => {
    const text = '{\n  "verbs": {\n    "list": { "cli": ["x", "list"] }\n  }\n}\n';
    const entry = { description: 'd'.repeat(90), cli: ['x', 'history'] };
    const after = apply(text, setJsonValue(text, ['verbs', 'history'], entry));
    expect(after).toContain(
      `\n    "history": {\n      "description": "${'d'.repeat(90)}",\n      "cli": ["x", "history"]\n    }\n`,
    );
    expect(JSON.parse(after).verbs.history).toEqual(entry);
  });
});

describe('a new file by the one layout (jsonFileText)', () => {
  const rows = Object.fromEntries(['status', 'list', 'show', 'connect', 'transfer'].map((k) => [k, { risk: 'read' }]));

  it('writes the top level one entry a line and each value by the layout of an edit, ending with a newline', () => {
    expect(jsonFileText({ surface_id: 'x', verbs: rows })).toBe(
      [
        '{',
        '  "surface_id": "x",',
        '  "verbs": {',
        ...Object.keys(rows).map((k, i, all) => `    "${k}": { "risk": "read" }${i < all.length - 1 ? ',' : ''}`),
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    expect(jsonFileText({ cases: [] })).toBe('{\n  "cases": []\n}\n');
    expect([jsonFileText({}), jsonFileText([]), jsonFileText('x')]).toEqual(['{}\n', '[]\n', '"x"\n']);
    expect(jsonFileText({ a: 1 }, '\r\n')).toBe('{\r\n  "a": 1\r\n}\r\n');
  });

  it('a row a fix adds to a new file reads like the rows written with it', () => {
    const written = jsonFileText({ surface_id: 'x', verbs: rows });
    const added = apply(written, setJsonValue(written, ['verbs', 'history'], { risk: 'read' }));
    expect(added).toBe(jsonFileText({ surface_id: 'x', verbs: { ...rows, history: { risk: 'read' } } }));
  });
});
