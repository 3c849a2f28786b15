import { describe, expect, it } from 'vitest';
import {
  claimDraft,
  clearDraft,
  discardOtherDraft,
  draftKey,
  isDraftStateKey,
  markTabOpen,
  newTabId,
  otherTabDrafts,
  parseDraftKey,
  readDraft,
  tabIdIn,
  tabIsOpen,
  takeDraft,
  TAB_OPEN_MS,
  writeDraft,
  type ListableStorage,
} from './drafts';
import { memoryStorage as memory } from './test-fakes';

const V = 'a'.repeat(64);
const draft = (text: string, savedAt = 5) => ({ text, baseVersion: V, savedAt });
const NOW = 1_000_000_000;

describe('drafts belong to the tab that made them', () => {
  it('keeps an edit per pack, file and tab until cleared', () => {
    const s = memory();
    expect(writeDraft(s, 'ledger', 'surface.json', 'tabA', draft('{}'))).toBe(true);
    expect(readDraft(s, 'ledger', 'surface.json', 'tabA')).toEqual(draft('{}'));
    expect(readDraft(s, 'ledger', 'surface.json', 'tabB')).toBeNull();
    expect(readDraft(s, 'ledger', 'policy.json', 'tabA')).toBeNull();
    expect(readDraft(s, 'transit', 'surface.json', 'tabA')).toBeNull();
    writeDraft(s, 'ledger', 'surface.json', 'tabB', draft('{"b":1}'));
    expect(readDraft(s, 'ledger', 'surface.json', 'tabA')).toEqual(draft('{}'));
    clearDraft(s, 'ledger', 'surface.json', 'tabA');
    expect(readDraft(s, 'ledger', 'surface.json', 'tabA')).toBeNull();
    expect(readDraft(s, 'ledger', 'surface.json', 'tabB')).toEqual(draft('{"b":1}'));
  });
  it('ignores broken entries and survives a storage that throws', () => {
    const s = memory();
    s.data.set(draftKey('ledger', 'HARNESS.md', 't'), '{not json');
    expect(readDraft(s, 'ledger', 'HARNESS.md', 't')).toBeNull();
    s.data.set(draftKey('ledger', 'HARNESS.md', 't'), JSON.stringify({ text: 3 }));
    expect(readDraft(s, 'ledger', 'HARNESS.md', 't')).toBeNull();
    expect(otherTabDrafts(s, 'ledger', 'u', NOW)).toEqual([]);
    const full: ListableStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('x');
      },
      length: 1,
      key: () => {
        throw new Error('x');
      },
    };
    expect(writeDraft(full, 'ledger', 'HARNESS.md', 't', draft('x'))).toBe(false);
    expect(() => clearDraft(full, 'ledger', 'HARNESS.md', 't')).not.toThrow();
    expect(otherTabDrafts(full, 'ledger', 't', NOW)).toEqual([]);
    expect(() => markTabOpen(full, 't', NOW)).not.toThrow();
    expect(writeDraft(undefined, 'ledger', 'HARNESS.md', 't', draft('x'))).toBe(false);
  });
  it('reads the pack, file and owner back from a key, old unowned keys included', () => {
    expect(parseDraftKey(draftKey('my-pack', 'pack.json', 'abc'))).toEqual({
      packId: 'my-pack',
      file: 'pack.json',
      tabId: 'abc',
    });
    expect(parseDraftKey('packstudio:draft:ledger:surface.json')).toEqual({
      packId: 'ledger',
      file: 'surface.json',
      tabId: null,
    });
    expect(parseDraftKey('packstudio:draft:ledger:notes.txt@abc')).toBeNull();
    expect(parseDraftKey('theme')).toBeNull();
    expect(isDraftStateKey('packstudio:tab:abc')).toBe(true);
    expect(isDraftStateKey(draftKey('a', 'HARNESS.md', 'b'))).toBe(true);
    expect(isDraftStateKey('theme')).toBe(false);
  });
});

describe('other tabs', () => {
  it("lists the other tabs' drafts of this pack, newest first, saying which tabs are still open", () => {
    const s = memory();
    writeDraft(s, 'ledger', 'surface.json', 'me', draft('mine', 9));
    writeDraft(s, 'ledger', 'surface.json', 'open', draft('theirs', 7));
    writeDraft(s, 'ledger', 'HARNESS.md', 'closed', draft('old', 3));
    writeDraft(s, 'transit', 'surface.json', 'open', draft('other pack', 8));
    s.data.set('packstudio:draft:ledger:policy.json', JSON.stringify(draft('unowned', 1)));
    markTabOpen(s, 'open', NOW - 1000);
    markTabOpen(s, 'closed', NOW - TAB_OPEN_MS - 1);
    expect(otherTabDrafts(s, 'ledger', 'me', NOW)).toEqual([
      { file: 'surface.json', tabId: 'open', open: true, draft: draft('theirs', 7) },
      { file: 'HARNESS.md', tabId: 'closed', open: false, draft: draft('old', 3) },
      { file: 'policy.json', tabId: null, open: false, draft: draft('unowned', 1) },
    ]);
    expect(tabIsOpen(s, 'open', NOW)).toBe(true);
    expect(tabIsOpen(s, 'closed', NOW)).toBe(false);
    expect(tabIsOpen(s, 'never-seen', NOW)).toBe(false);
  });
  it("a tab opens with its own draft; with none, it takes the newest one a closed tab left; never an open tab's", () => {
    const s = memory();
    writeDraft(s, 'ledger', 'surface.json', 'me', draft('mine'));
    writeDraft(s, 'ledger', 'surface.json', 'gone', draft('left behind'));
    expect(claimDraft(s, 'ledger', 'surface.json', 'me', NOW)).toEqual({ draft: draft('mine'), from: 'this tab' });
    expect(readDraft(s, 'ledger', 'surface.json', 'gone')).toEqual(draft('left behind'));

    writeDraft(s, 'ledger', 'HARNESS.md', 'gone', draft('older', 1));
    writeDraft(s, 'ledger', 'HARNESS.md', 'gone2', draft('newer', 2));
    expect(claimDraft(s, 'ledger', 'HARNESS.md', 'me', NOW)).toEqual({
      draft: draft('newer', 2),
      from: 'a closed tab',
    });
    expect(readDraft(s, 'ledger', 'HARNESS.md', 'me')).toEqual(draft('newer', 2));
    expect(readDraft(s, 'ledger', 'HARNESS.md', 'gone2')).toBeNull();
    expect(readDraft(s, 'ledger', 'HARNESS.md', 'gone')).toEqual(draft('older', 1));

    writeDraft(s, 'ledger', 'policy.json', 'busy', draft('being typed'));
    markTabOpen(s, 'busy', NOW);
    expect(claimDraft(s, 'ledger', 'policy.json', 'me', NOW)).toBeNull();
    expect(readDraft(s, 'ledger', 'policy.json', 'busy')).toEqual(draft('being typed'));
  });
  it("taking another tab's draft copies it from an open tab and moves it from a closed one; discarding removes only that one", () => {
    const s = memory();
    writeDraft(s, 'ledger', 'surface.json', 'busy', draft('theirs'));
    markTabOpen(s, 'busy', NOW);
    const [fromOpen] = otherTabDrafts(s, 'ledger', 'me', NOW);
    expect(takeDraft(s, 'ledger', fromOpen, 'me', NOW)).toBe(true);
    expect(readDraft(s, 'ledger', 'surface.json', 'me')).toEqual(draft('theirs'));
    expect(readDraft(s, 'ledger', 'surface.json', 'busy')).toEqual(draft('theirs'));

    clearDraft(s, 'ledger', 'surface.json', 'me');
    const [fromClosed] = otherTabDrafts(s, 'ledger', 'me', NOW + TAB_OPEN_MS);
    expect(fromClosed.open).toBe(false);
    expect(takeDraft(s, 'ledger', fromClosed, 'me', NOW + TAB_OPEN_MS)).toBe(true);
    expect(readDraft(s, 'ledger', 'surface.json', 'busy')).toBeNull();

    // A tab whose heartbeat is fresh but that did not answer (its browser was closed) is shown closed: taken, its copy goes.
    writeDraft(s, 'ledger', 'policy.json', 'gone', draft('earlier session'));
    markTabOpen(s, 'gone', NOW);
    const [fromGone] = otherTabDrafts(s, 'ledger', 'me', NOW).filter((d) => d.file === 'policy.json');
    expect(fromGone.open).toBe(true);
    expect(takeDraft(s, 'ledger', { ...fromGone, open: false }, 'me', NOW)).toBe(true);
    expect(readDraft(s, 'ledger', 'policy.json', 'gone')).toBeNull();
    expect(readDraft(s, 'ledger', 'policy.json', 'me')).toEqual(draft('earlier session'));

    writeDraft(s, 'ledger', 'HARNESS.md', 'x', draft('1'));
    writeDraft(s, 'ledger', 'HARNESS.md', 'y', draft('2'));
    discardOtherDraft(s, 'ledger', { file: 'HARNESS.md', tabId: 'x' });
    expect(otherTabDrafts(s, 'ledger', 'me', NOW).map((d) => d.tabId)).toEqual(['y']);
  });
  it('a tab keeps its id across reloads (sessionStorage); each new tab gets its own', () => {
    const session = memory();
    const id = tabIdIn(session);
    expect(id).toMatch(/^[a-z0-9]{9,}$/);
    expect(tabIdIn(session)).toBe(id);
    expect(tabIdIn(memory())).not.toBe(id);
    expect(newTabId()).not.toBe(newTabId());
    expect(tabIdIn(undefined)).toMatch(/^[a-z0-9]+$/);
  });
});
