import type * as monaco from 'monaco-editor';
import { describe, expect, it, vi } from 'vitest';
import { PackModels, rangeAt, type ShowingEditor } from './pack-models';

/** A model over a text, with positions as Monaco computes them (1-based lines and columns). */
function fakeModel(file: string, initial: string) {
  let text = initial;
  let version = 1;
  return {
    uri: `inmemory://pack/${file}`,
    getValue: () => text,
    getVersionId: () => version,
    getPositionAt(offset: number) {
      const before = text.slice(0, offset).split('\n');
      return { lineNumber: before.length, column: before.at(-1)!.length + 1 };
    },
    getFullModelRange: () => ({ whole: true }),
    pushEditOperations: vi.fn((_before: unknown, ops: { text: string }[]) => {
      text = ops[0]!.text;
      version += 1;
    }),
    pushStackElement: vi.fn(),
    dispose: vi.fn(),
  };
}
type Fake = ReturnType<typeof fakeModel>;

function pack(texts: Record<string, string>) {
  const made: Fake[] = [];
  const models = new PackModels((file, text) => {
    const model = fakeModel(file, text);
    made.push(model);
    return model as unknown as monaco.editor.ITextModel;
  });
  for (const [file, text] of Object.entries(texts)) models.ensure(file, text);
  return { models, made };
}

function fakeEditor(initial: monaco.editor.ITextModel | null = null) {
  let model = initial;
  const editor = {
    getModel: () => model,
    setModel: vi.fn((m: monaco.editor.ITextModel | null) => (model = m)),
    saveViewState: vi.fn(() => ({ scroll: 'of ' + String((model as unknown as Fake | null)?.uri) })),
    restoreViewState: vi.fn(),
  };
  return editor as typeof editor & ShowingEditor;
}

describe('PackModels', () => {
  it('makes one model per file, once, and reads every text back', () => {
    const { models, made } = pack({ 'a.json': '{}', 'b.md': '# B' });
    expect(models.ensure('a.json', 'ignored')).toBe(made[0]);
    expect(made).toHaveLength(2);
    expect(models.texts()).toEqual({ 'a.json': '{}', 'b.md': '# B' });
    expect(models.fileOf(made[1] as unknown as monaco.editor.ITextModel)).toBe('b.md');
    expect(models.fileOf(null)).toBeUndefined();
  });

  it('turns offsets into ranges on the right lines and columns', () => {
    const model = fakeModel('x', 'ab\ncdef\n') as unknown as monaco.editor.ITextModel;
    expect(rangeAt(model, 4, 2)).toEqual({ startLineNumber: 2, startColumn: 2, endLineNumber: 2, endColumn: 4 });
  });

  it('groups edits per model and leaves out a file it does not hold; a workspace edit is refused for one', () => {
    const { models, made } = pack({ 'a.json': 'abc', 'b.md': 'xyz' });
    const edits = [
      { file: 'a.json', offset: 0, length: 1, newText: 'A' },
      { file: 'b.md', offset: 1, length: 1, newText: 'Y' },
      { file: 'a.json', offset: 2, length: 1, newText: 'C' },
      { file: 'gone.json', offset: 0, length: 0, newText: '?' },
    ];
    const byModel = models.byModel(edits);
    expect([...byModel.keys()]).toEqual([made[0], made[1]]);
    expect(byModel.get(made[0] as unknown as monaco.editor.ITextModel)!.map((e) => e.text)).toEqual(['A', 'C']);
    expect(models.workspaceEdit(edits)).toBeNull();
    const ws = models.workspaceEdit(edits.slice(0, 2))!;
    expect(ws.edits.map((e) => (e as monaco.languages.IWorkspaceTextEdit).resource)).toEqual([
      made[0]!.uri,
      made[1]!.uri,
    ]);
    expect((ws.edits[0] as monaco.languages.IWorkspaceTextEdit).versionId).toBe(1);
  });

  it('says whether the files still hold the texts a check ran on', () => {
    const { models } = pack({ 'a.json': 'abc' });
    const edit = [{ file: 'a.json', offset: 0, length: 1, newText: 'A' }];
    expect(models.hold(edit, { 'a.json': 'abc' })).toBe(true);
    expect(models.hold(edit, { 'a.json': 'abcd' })).toBe(false);
    expect(models.hold([{ ...edit[0]!, file: 'gone.json' }], { 'gone.json': 'abc' })).toBe(false);
  });

  it('switches files keeping each one’s view state, with the file’s options set before its state is restored', () => {
    const { models, made } = pack({ 'a.json': '{}', 'b.md': '# B' });
    const [a, b] = made as unknown as monaco.editor.ITextModel[];
    const editor = fakeEditor(a!);
    const order: string[] = [];
    editor.restoreViewState.mockImplementation(() => void order.push('restore'));
    models.show(editor, 'b.md', () => order.push('options b'));
    expect(editor.setModel).toHaveBeenLastCalledWith(b);
    expect(editor.restoreViewState).not.toHaveBeenCalled(); // b was never shown: nothing to restore
    models.show(editor, 'a.json', () => order.push('options a'));
    expect(editor.restoreViewState).toHaveBeenCalledWith({ scroll: `of ${made[0]!.uri}` });
    expect(order).toEqual(['options b', 'options a', 'restore']);
    const switched = vi.fn();
    models.show(editor, 'a.json', switched);
    expect(switched).not.toHaveBeenCalled();
  });

  it('replaces a text as one undo step, makes a missing file, and leaves an equal text alone', () => {
    const { models, made } = pack({ 'a.json': 'old' });
    models.setText('a.json', 'new');
    expect(made[0]!.getValue()).toBe('new');
    expect(made[0]!.pushStackElement).toHaveBeenCalledTimes(1);
    models.setText('a.json', 'new');
    expect(made[0]!.pushEditOperations).toHaveBeenCalledTimes(1);
    models.setText('c.json', '{}');
    expect(models.texts()).toEqual({ 'a.json': 'new', 'c.json': '{}' });
    models.dispose();
    expect(made.every((m) => m.dispose.mock.calls.length === 1)).toBe(true);
    expect(models.texts()).toEqual({});
  });
});
