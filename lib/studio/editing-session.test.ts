import { describe, expect, it, vi } from 'vitest';
import type { Finding } from '../core/finding';
import { draftKey, markTabOpen, readDraft, TAB_BEAT_MS, TAB_OPEN_MS, writeDraft, type ListableStorage } from './drafts';
import { EditingSession, CHECK_INTERVAL_MS, type SessionPorts, type Texts } from './editing-session';
import type { PackFileState } from './file-state';
import { MAX_STUDIO_FILE_BYTES, saveSizeProblem } from './limits';
import { bindSessionToPage } from './page-events';
import type { SaveFileRequest, SaveFileResult } from './save-result';
import { fakeClock, memoryStorage } from './test-fakes';

/** Two of a pack's files (drafts know the studio's file names); the check finds one per empty file and counts its runs. */
type File = 'surface.json' | 'policy.json';
const FILES: readonly File[] = ['surface.json', 'policy.json'];
const TAB = 'tab1';
const NOW = 1_000_000_000;

interface Result {
  findings: Finding[];
  seen: Texts<File>;
}

const emptyFinding = (file: File | 'pub'): Finding => ({
  id: 'X001',
  severity: 'warn',
  category: 'structure',
  file: file as Finding['file'],
  pointer: '',
  line: 1,
  column: 1,
  message: `${file} is empty`,
  fix: 'Write something.',
  docs: '/rules/X001',
});

function check(texts: Texts<File>): Result {
  return { findings: FILES.filter((f) => texts[f] === '').map(emptyFinding), seen: texts };
}

const loaded = (texts: Partial<Record<File, string>>): PackFileState<string>[] =>
  FILES.map((file) =>
    texts[file] === undefined
      ? { file, exists: false, version: null }
      : { file, exists: true, text: texts[file]!, version: `v-${file}`, bytes: texts[file]!.length },
  );

function setup({
  disk = { 'surface.json': 'A', 'policy.json': 'B' } as Partial<Record<File, string>>,
  storage = memoryStorage() as ListableStorage,
  save = vi.fn(async (r: SaveFileRequest): Promise<SaveFileResult> => ({
    ok: true,
    version: `v2-${r.file}`,
    bytes: 1,
  })),
  onSaved = vi.fn(),
} = {}) {
  const { clock, advance, pending } = fakeClock();
  let wall = NOW;
  const ports: SessionPorts = {
    save,
    storage: () => storage,
    tabId: () => TAB,
    clock,
    wallNow: () => wall,
    timeOfDay: () => '12:00:00',
  };
  const session = new EditingSession<File, Result>(
    { packId: 'p', files: FILES, loaded: loaded(disk), check: (t) => check(t), onSaved },
    ports,
  );
  const editor = { setText: vi.fn((file: File, text: string) => session.edit(file, text)) };
  session.attachEditor(editor);
  const tick = (ms: number) => {
    wall += ms;
    advance(ms);
  };
  return { session, storage, save, onSaved, editor, tick, pending };
}

describe('the editing session, without React', () => {
  it('starts from the files the server read: nothing dirty, the first check numbered 0 and untimed', () => {
    const { session } = setup({ disk: { 'surface.json': 'A' } });
    const s = session.getState();
    expect(s.texts).toEqual({ 'surface.json': 'A' });
    expect(s.baselines['policy.json']).toEqual({ exists: false, version: null, text: null, tooLarge: null });
    expect(s.dirty).toEqual([]);
    expect(s.check.revision).toBe(0);
    expect(s.check.ms).toBeNull();
    expect(s.ready).toBe(false);
    session.start();
    expect(session.getState().ready).toBe(true);
  });

  it('checks an edit at once, then folds a burst of keystrokes into one run per window', () => {
    const { session, tick } = setup();
    session.start();
    session.edit('surface.json', '');
    expect(session.getState().dirty).toEqual(['surface.json']);
    tick(0);
    expect(session.getState().check.revision).toBe(1);
    expect(session.getState().check.findings.map((f) => f.file)).toEqual(['surface.json']);
    expect(session.getState().check.texts).toEqual({ 'surface.json': '', 'policy.json': 'B' });
    session.edit('surface.json', 'x');
    session.edit('surface.json', 'xy');
    session.edit('surface.json', 'xyz');
    tick(CHECK_INTERVAL_MS - 1);
    expect(session.getState().check.revision).toBe(1);
    tick(1);
    expect(session.getState().check.revision).toBe(2);
    expect(session.getState().check.seen['surface.json']).toBe('xyz');
  });

  it('runs a pending check at once on request (Ctrl+Enter), and re-runs for inputs outside the texts', () => {
    const { session, tick } = setup();
    session.start();
    session.edit('surface.json', '');
    tick(0);
    session.edit('surface.json', 'again');
    session.runCheckNow();
    expect(session.getState().check.seen['surface.json']).toBe('again');
    let publisher = 'local';
    session.configure({ check: (t) => ({ ...check(t), findings: publisher === 'acme' ? [emptyFinding('pub')] : [] }) });
    publisher = 'acme';
    session.recheck();
    tick(CHECK_INTERVAL_MS);
    expect(session.getState().check.findings.map((f) => f.file)).toEqual(['pub']);
  });

  it('notifies subscribers on a change and keeps the same state object while nothing changed', () => {
    const { session } = setup();
    const listener = vi.fn();
    const off = session.subscribe(listener);
    const before = session.getState();
    session.edit('surface.json', 'A');
    expect(session.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    session.edit('surface.json', 'A2');
    expect(listener).toHaveBeenCalled();
    expect(session.getState()).not.toBe(before);
    off();
    listener.mockClear();
    session.edit('surface.json', 'A3');
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps an unsaved edit as this tab draft shortly after it, and clears it when the text is the disk again', () => {
    const { session, storage, tick } = setup();
    session.start();
    session.edit('surface.json', 'edited');
    expect(readDraft(storage, 'p', 'surface.json', TAB)).toBeNull();
    tick(200);
    expect(readDraft(storage, 'p', 'surface.json', TAB)).toMatchObject({
      text: 'edited',
      baseVersion: 'v-surface.json',
    });
    session.edit('surface.json', 'A');
    tick(200);
    expect(readDraft(storage, 'p', 'surface.json', TAB)).toBeNull();
  });

  it('writes pending drafts at once when the page is hidden, and when the studio unmounts, and stops its timers', () => {
    const { session, storage, tick } = setup();
    session.start();
    session.edit('surface.json', 'one');
    session.flushDrafts();
    expect(readDraft(storage, 'p', 'surface.json', TAB)?.text).toBe('one');
    session.edit('policy.json', 'two');
    session.stop();
    expect(readDraft(storage, 'p', 'policy.json', TAB)?.text).toBe('two');
    tick(TAB_BEAT_MS * 3);
    expect(session.getState().check.revision).toBe(0);
  });

  it('mounts again after an unmount (React runs effects twice in development) without restoring drafts twice', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'p', 'surface.json', TAB, { text: 'mine', baseVersion: 'v-surface.json', savedAt: 5 });
    const { session, tick, pending } = setup({ storage });
    session.start();
    session.stop();
    expect(pending()).toBe(0);
    session.discardRestored('surface.json');
    session.start();
    expect(session.getState().texts['surface.json']).toBe('A');
    expect(session.getState().ready).toBe(true);
    session.edit('surface.json', '');
    tick(0);
    expect(session.getState().check.findings.map((f) => f.file)).toEqual(['surface.json']);
  });

  it('says so when the browser refuses to keep a draft', () => {
    const full = memoryStorage();
    const refusing: ListableStorage = {
      ...full,
      get length() {
        return full.length;
      },
      key: full.key,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { session, tick } = setup({ storage: refusing });
    session.start();
    session.edit('surface.json', 'edited');
    tick(200);
    expect(session.getState().draftError).toMatch(/refused to keep unsaved edits/);
  });

  it("restores this tab's draft on start, against the version it started from, and says when the disk moved on", () => {
    const storage = memoryStorage();
    writeDraft(storage, 'p', 'surface.json', TAB, { text: 'mine', baseVersion: 'v-old', savedAt: 5 });
    writeDraft(storage, 'p', 'policy.json', TAB, { text: 'B', baseVersion: 'v-policy.json', savedAt: 5 });
    const { session } = setup({ storage });
    session.start();
    const s = session.getState();
    expect(s.texts['surface.json']).toBe('mine');
    expect(s.baselines['surface.json'].version).toBe('v-old');
    expect(s.restored).toEqual([{ file: 'surface.json', savedAt: 5, stale: true }]);
    expect(s.dirty).toEqual(['surface.json']);
    expect(s.check.seen['surface.json']).toBe('mine');
    // A draft equal to the disk is dropped, not restored.
    expect(readDraft(storage, 'p', 'policy.json', TAB)).toBeNull();
  });

  it("goes back to the disk's text when a restored draft is discarded", () => {
    const storage = memoryStorage();
    writeDraft(storage, 'p', 'surface.json', TAB, { text: 'mine', baseVersion: 'v-surface.json', savedAt: 5 });
    const { session, editor } = setup({ storage });
    session.start();
    session.discardRestored('surface.json');
    expect(editor.setText).toHaveBeenCalledWith('surface.json', 'A');
    expect(session.getState().restored).toEqual([]);
    expect(session.getState().dirty).toEqual([]);
  });

  it("shows an open tab's draft without taking it, and takes it only when the author says so", () => {
    const storage = memoryStorage();
    markTabOpen(storage, 'other', NOW);
    writeDraft(storage, 'p', 'surface.json', 'other', { text: 'theirs', baseVersion: 'v-surface.json', savedAt: 7 });
    const { session, editor } = setup({ storage });
    session.start();
    const s = session.getState();
    expect(s.texts['surface.json']).toBe('A');
    expect(s.otherDrafts).toHaveLength(1);
    expect(s.otherDrafts[0]).toMatchObject({ file: 'surface.json', tabId: 'other', open: true });
    session.takeOtherDraft(s.otherDrafts[0]);
    expect(editor.setText).toHaveBeenCalledWith('surface.json', 'theirs');
    expect(session.getState().texts['surface.json']).toBe('theirs');
    expect(session.getState().restored).toEqual([{ file: 'surface.json', savedAt: 7, stale: false }]);
    // This tab holds the same text now: the banner has nothing left to say.
    expect(session.getState().otherDrafts).toEqual([]);
    expect(readDraft(storage, 'p', 'surface.json', TAB)?.text).toBe('theirs');
  });

  it("claims a closed tab's draft on start, and sees a tab go quiet as the heartbeat runs", () => {
    const storage = memoryStorage();
    markTabOpen(storage, 'closed', NOW - TAB_OPEN_MS - 1);
    writeDraft(storage, 'p', 'surface.json', 'closed', { text: 'left', baseVersion: 'v-surface.json', savedAt: 3 });
    markTabOpen(storage, 'quiet', NOW);
    writeDraft(storage, 'p', 'policy.json', 'quiet', { text: 'quiet', baseVersion: 'v-policy.json', savedAt: 4 });
    const { session, tick } = setup({ storage });
    session.start();
    expect(session.getState().texts['surface.json']).toBe('left');
    expect(storage.getItem(draftKey('p', 'surface.json', 'closed'))).toBeNull();
    expect(session.getState().otherDrafts.map((o) => [o.file, o.open])).toEqual([['policy.json', true]]);
    tick(TAB_OPEN_MS + TAB_BEAT_MS);
    expect(session.getState().otherDrafts.map((o) => [o.file, o.open])).toEqual([['policy.json', false]]);
    session.discardOtherDraft(session.getState().otherDrafts[0]);
    expect(session.getState().otherDrafts).toEqual([]);
  });

  it('saves every changed file against its base version, then reports what it saved', async () => {
    const { session, save, onSaved, storage, tick } = setup();
    session.start();
    await session.saveAll();
    expect(save).not.toHaveBeenCalled();
    expect(session.getState().saveMessage).toEqual({
      tone: 'ok',
      text: 'Nothing to save: the editor matches the disk.',
    });
    session.edit('surface.json', 'A!');
    session.edit('policy.json', 'B!');
    tick(200);
    const saving = session.saveAll();
    expect(session.getState().saving).toBe(true);
    await session.saveAll(); // a second Ctrl+S while saving does nothing
    await saving;
    expect(save.mock.calls.map(([r]) => r)).toEqual([
      { packId: 'p', file: 'surface.json', text: 'A!', baseVersion: 'v-surface.json' },
      { packId: 'p', file: 'policy.json', text: 'B!', baseVersion: 'v-policy.json' },
    ]);
    const s = session.getState();
    expect(s.saving).toBe(false);
    expect(s.dirty).toEqual([]);
    expect(s.baselines['surface.json']).toEqual({
      exists: true,
      version: 'v2-surface.json',
      text: 'A!',
      tooLarge: null,
    });
    // Written all the same; the message warns that neither JSON file parses.
    expect(s.saveMessage?.tone).toBe('warn');
    expect(s.saveMessage?.text).toMatch(
      /^Saved surface\.json, policy\.json at 12:00:00, but surface\.json does not parse \(line 1, column 1: .*\); policy\.json does not parse/,
    );
    expect(onSaved.mock.calls).toEqual([['surface.json'], ['policy.json']]);
    expect(readDraft(storage, 'p', 'surface.json', TAB)).toBeNull();
  });

  it('names the file of each refused save, and says a save that threw', async () => {
    const save = vi.fn(async (r: SaveFileRequest): Promise<SaveFileResult> => ({
      ok: false,
      error: `too big (${r.file})`,
    }));
    const { session } = setup({ save });
    session.edit('surface.json', 'A!');
    await session.saveAll();
    expect(session.getState().saveMessage).toEqual({ tone: 'error', text: 'surface.json: too big (surface.json)' });
    expect(session.getState().dirty).toEqual(['surface.json']);
    save.mockRejectedValueOnce(new Error('network down'));
    await session.saveAll();
    expect(session.getState().saveMessage).toEqual({ tone: 'error', text: 'Save failed: network down' });
    expect(session.getState().saving).toBe(false);
  });

  it('refuses a file over the size limit before posting it, in the words the server would use', async () => {
    const { session, save } = setup();
    session.edit('surface.json', 'x'.repeat(MAX_STUDIO_FILE_BYTES + 1));
    await session.saveAll();
    expect(save).not.toHaveBeenCalled();
    expect(session.getState().saveMessage).toEqual({
      tone: 'error',
      text: `surface.json: ${saveSizeProblem('surface.json', 'x'.repeat(MAX_STUDIO_FILE_BYTES + 1))}`,
    });
  });

  it('queues a save the disk refused, and keeps mine by saving against the disk version', async () => {
    const save = vi.fn(async (r: SaveFileRequest): Promise<SaveFileResult> =>
      r.baseVersion === 'v-disk'
        ? { ok: true, version: 'v3', bytes: 2 }
        : { ok: false, error: 'changed', conflict: { diskVersion: 'v-disk', diskText: 'DISK', reason: 'changed' } },
    );
    const { session } = setup({ save });
    session.edit('surface.json', 'A!');
    session.edit('policy.json', 'B!');
    await session.saveAll();
    let s = session.getState();
    expect(s.conflict).toMatchObject({ file: 'surface.json', mine: 'A!', diskText: 'DISK' });
    expect(s.conflictsWaiting).toBe(1);
    expect(s.saveMessage?.text).toBe(
      'Not saved: surface.json, policy.json changed on disk. Choose which version to keep.',
    );
    await session.resolveConflict({ kind: 'mine', text: 'A!' });
    s = session.getState();
    expect(save).toHaveBeenLastCalledWith({ packId: 'p', file: 'surface.json', text: 'A!', baseVersion: 'v-disk' });
    expect(s.baselines['surface.json'].version).toBe('v3');
    expect(s.saveMessage?.text).toMatch(
      /^Saved your version of surface\.json at 12:00:00, but surface\.json does not parse/,
    );
    expect(s.conflict?.file).toBe('policy.json');
    await session.resolveConflict({ kind: 'disk' });
    s = session.getState();
    expect(s.texts['policy.json']).toBe('DISK');
    expect(s.baselines['policy.json'].version).toBe('v-disk');
    expect(s.dirty).toEqual([]);
    expect(s.conflict).toBeNull();
  });

  it('drops a file the disk deleted when the author takes the deletion', async () => {
    const save = vi.fn(async (): Promise<SaveFileResult> => ({
      ok: false,
      error: 'gone',
      conflict: { diskVersion: null, diskText: null, reason: 'deleted' },
    }));
    const { session, tick } = setup({ save });
    session.edit('policy.json', 'B!');
    await session.saveAll();
    await session.resolveConflict({ kind: 'disk' });
    tick(CHECK_INTERVAL_MS);
    expect(session.getState().texts).toEqual({ 'surface.json': 'A' });
    expect(session.getState().baselines['policy.json'].exists).toBe(false);
    expect(session.getState().check.seen).toEqual({ 'surface.json': 'A' });
  });
});

describe('the session on its page', () => {
  function page() {
    const win = new EventTarget() as EventTarget & { document: EventTarget & { visibilityState: string } };
    win.document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    return win;
  }
  const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

  it('writes drafts when the page hides or is left, and looks at other drafts on a storage event', () => {
    const session = { flushDrafts: vi.fn(), refreshOtherDrafts: vi.fn(), pageShown: vi.fn() };
    const win = page();
    const unbind = bindSessionToPage(session, win as unknown as Window);
    win.dispatchEvent(new Event('pagehide'));
    expect(session.flushDrafts).toHaveBeenCalledTimes(1);
    win.document.visibilityState = 'hidden';
    win.document.dispatchEvent(new Event('visibilitychange'));
    expect(session.flushDrafts).toHaveBeenCalledTimes(2);
    win.document.visibilityState = 'visible';
    win.document.dispatchEvent(new Event('visibilitychange'));
    expect(session.pageShown).toHaveBeenCalledTimes(1);
    win.dispatchEvent(storageEvent('theme'));
    expect(session.refreshOtherDrafts).not.toHaveBeenCalled();
    win.dispatchEvent(storageEvent(draftKey('p', 'surface.json', 'other')));
    expect(session.refreshOtherDrafts).toHaveBeenCalledTimes(1);
    unbind();
    win.dispatchEvent(new Event('pagehide'));
    expect(session.flushDrafts).toHaveBeenCalledTimes(2);
  });
});
