import { describe, expect, it } from 'vitest';
import { PUBLISHER_STORAGE_KEY, normalizeHandle, readHandle, writeHandle, type HandleStorage } from './ui-publisher';

function memory(): HandleStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('publisher handle setting', () => {
  it('defaults to "local", trims, drops a leading @ and bounds the length', () => {
    expect(normalizeHandle(undefined)).toBe('local');
    expect(normalizeHandle('   ')).toBe('local');
    expect(normalizeHandle(' @acme ')).toBe('acme');
    expect(normalizeHandle('x'.repeat(100))).toHaveLength(64);
  });
  it('is kept in storage; the default is kept as no entry', () => {
    const s = memory();
    expect(readHandle(s)).toBe('local');
    expect(writeHandle(s, 'recued')).toBe(true);
    expect(s.data.get(PUBLISHER_STORAGE_KEY)).toBe('recued');
    expect(readHandle(s)).toBe('recued');
    expect(writeHandle(s, '')).toBe(true);
    expect(s.data.has(PUBLISHER_STORAGE_KEY)).toBe(false);
  });
  it('survives a storage that throws or is missing', () => {
    const broken: HandleStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(readHandle(broken)).toBe('local');
    expect(writeHandle(broken, 'me')).toBe(false);
    expect(writeHandle(undefined, 'me')).toBe(false);
    expect(readHandle(undefined)).toBe('local');
  });
});
