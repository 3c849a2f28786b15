import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft, type DraftStorage } from './drafts';

function memory(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('drafts', () => {
  it('keeps an edit per pack and file until cleared', () => {
    const s = memory();
    expect(writeDraft(s, 'ledger', 'surface.json', { text: '{}', baseVersion: 'a'.repeat(64), savedAt: 5 })).toBe(true);
    expect(readDraft(s, 'ledger', 'surface.json')).toEqual({ text: '{}', baseVersion: 'a'.repeat(64), savedAt: 5 });
    expect(readDraft(s, 'ledger', 'policy.json')).toBeNull();
    expect(readDraft(s, 'transit', 'surface.json')).toBeNull();
    clearDraft(s, 'ledger', 'surface.json');
    expect(readDraft(s, 'ledger', 'surface.json')).toBeNull();
  });
  it('ignores broken entries and survives a storage that throws', () => {
    const s = memory();
    s.data.set(draftKey('ledger', 'HARNESS.md'), '{not json');
    expect(readDraft(s, 'ledger', 'HARNESS.md')).toBeNull();
    s.data.set(draftKey('ledger', 'HARNESS.md'), JSON.stringify({ text: 3 }));
    expect(readDraft(s, 'ledger', 'HARNESS.md')).toBeNull();
    const full: DraftStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => { throw new Error('x'); } };
    expect(writeDraft(full, 'ledger', 'HARNESS.md', { text: 'x', baseVersion: null, savedAt: 0 })).toBe(false);
    expect(() => clearDraft(full, 'ledger', 'HARNESS.md')).not.toThrow();
    expect(writeDraft(undefined, 'ledger', 'HARNESS.md', { text: 'x', baseVersion: null, savedAt: 0 })).toBe(false);
  });
});
