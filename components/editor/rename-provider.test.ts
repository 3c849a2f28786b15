import { describe, expect, it, vi } from 'vitest';
import type * as monaco from 'monaco-editor';
import type { RenameSupport } from '@/lib/studio/rename-support';
import { renameProvider, type RenameDeps } from './rename-provider';

const text = '{\n  "verbs": { "list": {} }\n}\n';
/** A model over `text` with offsets and positions as Monaco computes them. */
const model = {
  getOffsetAt: ({ lineNumber, column }: monaco.IPosition) =>
    text
      .split('\n')
      .slice(0, lineNumber - 1)
      .reduce((n, l) => n + l.length + 1, 0) +
    column -
    1,
  getPositionAt: (offset: number) => {
    const before = text.slice(0, offset).split('\n');
    return { lineNumber: before.length, column: before.at(-1)!.length + 1 };
  },
} as unknown as monaco.editor.ITextModel;
const at = { lineNumber: 2, column: 16 } as monaco.Position;
const token = {} as monaco.CancellationToken;

const renaming: RenameSupport = {
  at: (_texts, _file, offset) =>
    offset >= 16 && offset <= 20
      ? { ok: true, name: 'list', offset: 16, length: 4 }
      : { ok: false, reason: 'Not a command name.' },
  problem: () => undefined,
  plan: (_texts, _from, to) =>
    to === 'bad name'
      ? { ok: false, reason: '"bad name" is not a command name.' }
      : { ok: true, edits: [{ file: 'surface.json', offset: 16, length: 4, newText: to }] },
  offerOf: () => undefined,
};

function deps(over: Partial<RenameDeps> = {}): RenameDeps {
  return {
    renaming,
    fileOf: () => 'surface.json',
    texts: () => ({ 'surface.json': text }),
    workspaceEdit: (edits) => ({ edits: edits.map((e) => ({ resource: e.file, textEdit: e, versionId: 1 })) }) as never,
    showMessage: vi.fn(),
    ...over,
  };
}

describe("F2: the format's rename in Monaco", () => {
  it('resolves the name under the cursor to its range, or says why not', () => {
    const provider = renameProvider(deps());
    expect(provider.resolveRenameLocation!(model, at, token)).toEqual({
      range: { startLineNumber: 2, startColumn: 15, endLineNumber: 2, endColumn: 19 },
      text: 'list',
    });
    expect(
      provider.resolveRenameLocation!(model, { lineNumber: 1, column: 1 } as monaco.Position, token),
    ).toMatchObject({
      rejectReason: 'Not a command name.',
    });
    expect(renameProvider(deps({ fileOf: () => undefined })).resolveRenameLocation!(model, at, token)).toMatchObject({
      rejectReason: "Rename works in the pack's own files.",
    });
  });

  it('plans the edits with the new name trimmed; a refusal is said at the cursor', () => {
    const d = deps();
    const provider = renameProvider(d);
    expect(provider.provideRenameEdits(model, at, '  show ', token)).toMatchObject({
      edits: [{ textEdit: { newText: 'show' } }],
    });
    expect(provider.provideRenameEdits(model, at, 'bad name', token)).toEqual({
      edits: [],
      rejectReason: '"bad name" is not a command name.',
    });
    expect(d.showMessage).toHaveBeenCalledWith('"bad name" is not a command name.', at);
  });
});
