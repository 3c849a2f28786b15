import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  exampleDocs,
  formatJson,
  isAtTheChange,
  REMOVED,
  withExcerpts,
  type ExampleBase,
} from './example';

const base: ExampleBase = {
  name: 'demo',
  files: ['a.json', 'NOTES.md'],
  json: {
    'a.json': { id: 'demo', verbs: { list: { cli: ['demo', 'list'] }, show: { cli: ['demo', 'show'] } }, tags: ['x'] },
  },
};
const texts = { 'a.json': JSON.stringify(base.json['a.json']), 'NOTES.md': '# Demo\n\nOne line.\n' };

describe('applying an example side', () => {
  it('sets, removes and appends at JSON pointers, leaving the rest of the file as it was', () => {
    const out = applyChanges(texts, {
      'a.json': { '/verbs/list/cli/1': 'ls', '/verbs/show': REMOVED, '/tags/-': 'y', '/new/deep': 1 },
    });
    expect(JSON.parse(out['a.json']!)).toEqual({
      id: 'demo',
      verbs: { list: { cli: ['demo', 'ls'] } },
      tags: ['x', 'y'],
      new: { deep: 1 },
    });
    expect(JSON.parse(texts['a.json'])).toEqual(base.json['a.json']);
  });

  it('replaces a text span that occurs exactly once, removes a file given as null, and refuses a span it cannot place', () => {
    expect(applyChanges(texts, { 'NOTES.md': [['One line.', 'Two lines.']] })['NOTES.md']).toBe(
      '# Demo\n\nTwo lines.\n',
    );
    expect('a.json' in applyChanges(texts, { 'a.json': null })).toBe(false);
    expect(() => applyChanges(texts, { 'NOTES.md': [['Missing', 'x']] })).toThrow(/exactly once/);
  });
});

describe('rendering an example for the rule page', () => {
  it('shows the changed fragment of each side from the same pointers; a removal shows its parent', () => {
    const docs = exampleDocs(base, 'a.json', { incorrect: { '/verbs/show': REMOVED }, correct: {} });
    expect(docs.incorrect).toBe('"verbs": { "list": { "cli": ["demo", "list"] } }');
    expect(docs.correct).toBe(
      '"verbs": {\n  "list": { "cli": ["demo", "list"] },\n  "show": { "cli": ["demo", "show"] }\n}',
    );
    expect(docs.example).toEqual({ base: 'demo', incorrect: { 'a.json': { '/verbs/show': REMOVED } }, correct: {} });
  });

  it('labels fragments of other files, shows replaced text as written, and a removed file as the listing', () => {
    const both = exampleDocs(base, 'a.json', {
      incorrect: { 'a.json': { '/id': 'x' }, 'NOTES.md': [['One line.', 'No line.']] },
      correct: {},
    });
    expect(both.incorrect).toBe('// a.json\n"id": "x"\n// NOTES.md\nNo line.');
    expect(both.correct).toBe('// a.json\n"id": "demo"\n// NOTES.md\nOne line.');
    expect(exampleDocs(base, 'NOTES.md', { incorrect: { 'NOTES.md': null }, correct: {} }).incorrect).toBe(
      'packs/demo/\n  a.json',
    );
  });

  it('folds objects below `fold` levels, never a list of plain values, and cuts a very long string', () => {
    expect(formatJson({ a: { b: 1 }, c: ['x', 'y'] }, { fold: 1 })).toBe('{ "a": { … }, "c": ["x", "y"] }');
    expect(formatJson({ s: 'z'.repeat(300) })).toBe(`{ "s": "${'z'.repeat(48)}…" (300 characters) }`);
    expect(formatJson({ long: 'a'.repeat(70), more: 1 })).toBe(`{\n  "long": "${'a'.repeat(70)}",\n  "more": 1\n}`);
  });
});

describe('excerpts rendered when first read', () => {
  const spec = { incorrect: { '/id': 'x' }, correct: {} };
  const renders: string[] = [];
  const counted = () =>
    exampleDocs(base, 'a.json', spec, (side) => {
      renders.push(side);
      return undefined;
    });

  it("spread into a rule's docs renders nothing; withExcerpts gives both back, each rendered once", () => {
    renders.length = 0;
    const docs = withExcerpts({ title: 'T', why: 'W', ...counted() });
    expect(renders).toEqual([]);
    expect(docs.incorrect).toBe('"id": "x"');
    expect(docs.incorrect).toBe('"id": "x"');
    expect(renders).toEqual(['incorrect']);
    expect(JSON.parse(JSON.stringify(docs))).toEqual({
      title: 'T',
      why: 'W',
      example: { base: 'demo', incorrect: { 'a.json': { '/id': 'x' } }, correct: {} },
      incorrect: '"id": "x"',
      correct: '"id": "demo"',
    });
    expect(Object.getOwnPropertySymbols(docs)).toEqual([]);
  });

  it('keeps a side the docs give themselves, and leaves docs without an example as they are', () => {
    expect(withExcerpts({ ...counted(), incorrect: 'own' }).incorrect).toBe('own');
    const plain = { title: 'T', incorrect: 'a', correct: 'b' };
    expect(withExcerpts(plain)).toBe(plain);
  });
});

describe('where a finding must be', () => {
  it('is on a path the change writes, in its file, unless the example says where', () => {
    const example = { incorrect: { 'a.json': { '/verbs/list/cli': [] } } };
    expect(isAtTheChange({ file: 'a.json', pointer: '/verbs/list' }, example)).toBe(true);
    expect(isAtTheChange({ file: 'a.json', pointer: '/verbs/list/cli/0' }, example)).toBe(true);
    expect(isAtTheChange({ file: 'a.json', pointer: '/verbs/show' }, example)).toBe(false);
    expect(isAtTheChange({ file: 'b.json', pointer: '/verbs/list' }, example)).toBe(false);
    expect(
      isAtTheChange({ file: 'a.json', pointer: '/id' }, { ...example, at: { file: 'a.json', pointer: '/id' } }),
    ).toBe(true);
  });
});
