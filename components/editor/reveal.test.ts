import { describe, expect, it, vi } from 'vitest';
import { clampPosition, createRevealer, type RevealEditor } from './reveal';

const model = { getLineCount: () => 3, getLineMaxColumn: (line: number) => [5, 10, 2][line - 1]! };

function fakeEditor() {
  let layout: () => void = () => {};
  const decorations = { set: vi.fn(), clear: vi.fn() };
  const editor = {
    setPosition: vi.fn(),
    revealPositionInCenter: vi.fn(),
    createDecorationsCollection: () => decorations,
    onDidLayoutChange: (fn: () => void) => ((layout = fn), { dispose: vi.fn() }),
    focus: vi.fn(),
  };
  return { editor, decorations, layout: () => layout() };
}

describe('reveal', () => {
  it('keeps a place inside the model', () => {
    expect(clampPosition(model, 0, 0)).toEqual({ lineNumber: 1, column: 1 });
    expect(clampPosition(model, 2, 99)).toEqual({ lineNumber: 2, column: 10 });
    expect(clampPosition(model, 9, 4)).toEqual({ lineNumber: 3, column: 2 });
  });

  it('puts the cursor there centred, marks the whole line, focuses, and centres again on a layout change soon after', () => {
    let now = 1000;
    const fake = fakeEditor();
    const revealer = createRevealer(fake.editor as unknown as RevealEditor, () => now);
    revealer.reveal(model, 2, 4);
    expect(fake.editor.setPosition).toHaveBeenCalledWith({ lineNumber: 2, column: 4 });
    expect(fake.editor.revealPositionInCenter).toHaveBeenCalledTimes(1);
    expect(fake.decorations.set).toHaveBeenCalledWith([
      expect.objectContaining({
        range: { startLineNumber: 2, startColumn: 1, endLineNumber: 2, endColumn: 1 },
        options: expect.objectContaining({ isWholeLine: true, className: 'revealed-line' }),
      }),
    ]);
    expect(fake.editor.focus).toHaveBeenCalled();
    now += 500;
    fake.layout();
    expect(fake.editor.revealPositionInCenter).toHaveBeenCalledTimes(2);
    now += 1000;
    fake.layout();
    expect(fake.editor.revealPositionInCenter).toHaveBeenCalledTimes(2);
    revealer.dispose();
    expect(fake.decorations.clear).toHaveBeenCalled();
  });
});
