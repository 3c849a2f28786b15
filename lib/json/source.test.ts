import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, JsonSource, maxDepth } from './source';
import { pointer, parsePointer } from './pointer';

describe('JsonSource', () => {
  const text = '{\n  "verbs": {\n    "list": { "cli": ["a", "b"] },\n    "a/b": 1\n  }\n}';

  it('parses valid JSON and locates pointers at their values', () => {
    const src = new JsonSource(text);
    expect(src.ok).toBe(true);
    expect(src.locate('/verbs/list/cli')).toEqual({ line: 3, column: 22 });
    expect(src.locate('/verbs/list/cli/1')).toEqual({ line: 3, column: 28 });
    expect(src.locate(pointer('verbs', 'a/b'))).toEqual({ line: 4, column: 12 });
  });

  it('falls back to the nearest existing ancestor', () => {
    expect(new JsonSource(text).locate('/verbs/missing/cli')).toEqual({ line: 2, column: 12 });
  });

  it('gives the same answer from the scanner and from the tree (after many lookups)', () => {
    const src = new JsonSource(text);
    const first = src.locate('/verbs/list/cli/1');
    for (let i = 0; i < 20; i++) src.locate('/verbs');
    expect(src.locate('/verbs/list/cli/1')).toEqual(first);
  });

  it('reports a syntax error with line and column instead of throwing', () => {
    const src = new JsonSource('{\n  "a": 1,\n}');
    expect(src.ok).toBe(false);
    expect(src.error).toMatchObject({ line: 3, column: 1 });
    expect(src.error!.message).toMatch(/syntax error/);
  });

  it('refuses empty, binary and too-deep input with a finding-ready error', () => {
    expect(new JsonSource('').error!.message).toMatch(/empty/);
    expect(new JsonSource('\u0000\u00ff\u0001').error).not.toBeNull();
    const deep = new JsonSource('['.repeat(10000) + ']'.repeat(10000));
    expect(deep.error!.message).toContain(`limit is ${MAX_JSON_DEPTH}`);
    expect(maxDepth('{"a": "[[[[", "b": [[1]]}').depth).toBe(3);
  });

  it('names a byte order mark at the start, with the edit that removes it', () => {
    const src = new JsonSource('\uFEFF{"a": 1}');
    expect(src.ok).toBe(false);
    expect(src.error).toMatchObject({
      line: 1,
      column: 1,
      message: expect.stringContaining('byte order mark (U+FEFF'),
      remedy: { fix: expect.stringContaining('without BOM'), edit: { offset: 0, length: 1, newText: '' } },
    });
  });

  it('handles an unclosed {{ inside a string and an unclosed object', () => {
    expect(new JsonSource('{"cli": ["{{name"]}').ok).toBe(true);
    expect(new JsonSource('{"cli": ["{{name"]').error!.line).toBe(1);
  });
});

describe('pointers', () => {
  it('escapes ~ and / per RFC 6901 and parses back', () => {
    expect(pointer('a/b', 'c~d', 0)).toBe('/a~1b/c~0d/0');
    expect(parsePointer('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
    expect(parsePointer('')).toEqual([]);
  });
});
