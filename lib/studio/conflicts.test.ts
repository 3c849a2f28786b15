import { describe, expect, it, vi } from 'vitest';
import { resolveFirstConflict, type ConflictEffects, type PendingConflict } from './conflicts';
import type { SaveFileResult } from './save-result';

const conflict = (file: string, diskText: string | null = 'disk'): PendingConflict<string> => ({
  file,
  mine: 'mine',
  diskText,
  diskVersion: diskText === null ? null : 'v2',
  reason: 'changed',
});

function effects(result: SaveFileResult = { ok: true, version: 'v3', bytes: 4 }, editorText = 'mine') {
  return {
    save: vi.fn(async () => result),
    textOf: vi.fn(() => editorText),
    replaceText: vi.fn(),
    markSaved: vi.fn(),
    dropFile: vi.fn(),
    saved: vi.fn(),
    setConflicts: vi.fn(),
    say: vi.fn(),
  } satisfies ConflictEffects<string>;
}

describe('resolveFirstConflict', () => {
  it('does nothing without a conflict', async () => {
    const fx = effects();
    await resolveFirstConflict({ kind: 'cancel' }, [], fx);
    expect(fx.setConflicts).not.toHaveBeenCalled();
  });

  it('cancel empties the queue and says the file is not saved', async () => {
    const fx = effects();
    await resolveFirstConflict({ kind: 'cancel' }, [conflict('a.json'), conflict('b.json')], fx);
    expect(fx.setConflicts).toHaveBeenCalledWith([]);
    expect(fx.say).toHaveBeenCalledWith({
      tone: 'error',
      text: 'a.json is not saved: the disk has another version. Save again to choose.',
    });
  });

  it("disk takes the disk's text, or drops a file the disk no longer has", async () => {
    const fx = effects();
    const rest = [conflict('b.json')];
    await resolveFirstConflict({ kind: 'disk' }, [conflict('a.json'), ...rest], fx);
    expect(fx.replaceText).toHaveBeenCalledWith('a.json', 'disk');
    expect(fx.markSaved).toHaveBeenCalledWith('a.json', 'disk', 'v2');
    expect(fx.setConflicts).toHaveBeenCalledWith(rest);
    expect(fx.say).toHaveBeenCalledWith({ tone: 'ok', text: "Took the disk's version of a.json." });

    const gone = effects();
    await resolveFirstConflict({ kind: 'disk' }, [conflict('a.json', null)], gone);
    expect(gone.dropFile).toHaveBeenCalledWith('a.json');
    expect(gone.replaceText).not.toHaveBeenCalled();
  });

  it('saves a merge against the disk version and puts it in the editor when it differs', async () => {
    const fx = effects();
    await resolveFirstConflict({ kind: 'merged', text: 'merged' }, [conflict('a.json')], fx);
    expect(fx.save).toHaveBeenCalledWith('a.json', 'merged', 'v2');
    expect(fx.replaceText).toHaveBeenCalledWith('a.json', 'merged');
    expect(fx.saved).toHaveBeenCalledWith('a.json', 'merged', 'v3', 'the merged version of a.json');
    expect(fx.setConflicts).toHaveBeenCalledWith([]);
  });

  it('keeps the editor as is when saving mine', async () => {
    const fx = effects();
    await resolveFirstConflict({ kind: 'mine', text: 'mine' }, [conflict('a.json')], fx);
    expect(fx.replaceText).not.toHaveBeenCalled();
    expect(fx.saved).toHaveBeenCalledWith('a.json', 'mine', 'v3', 'your version of a.json');
  });

  it('requeues a second refusal at the head, and reports other errors', async () => {
    const again = effects({
      ok: false,
      error: 'conflict',
      conflict: { diskText: 'newer', diskVersion: 'v4', reason: 'changed' },
    });
    const rest = [conflict('b.json')];
    await resolveFirstConflict({ kind: 'mine', text: 'mine' }, [conflict('a.json'), ...rest], again);
    expect(again.setConflicts).toHaveBeenCalledWith([
      { file: 'a.json', mine: 'mine', diskText: 'newer', diskVersion: 'v4', reason: 'changed' },
      ...rest,
    ]);

    const failed = effects({ ok: false, error: 'disk full' });
    await resolveFirstConflict({ kind: 'mine', text: 'mine' }, [conflict('a.json')], failed);
    expect(failed.say).toHaveBeenCalledWith({ tone: 'error', text: 'disk full' });
    expect(failed.setConflicts).not.toHaveBeenCalled();
  });
});
