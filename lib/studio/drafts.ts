import type { EditableFile } from '../formats';

/** An unsaved edit kept in the browser until it is saved or discarded. */
export interface Draft {
  text: string;
  /** The disk version the edit started from: a save still goes through the conflict check against it. */
  baseVersion: string | null;
  savedAt: number;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'packstudio:draft:';

export function draftKey(packId: string, file: EditableFile): string {
  return `${PREFIX}${packId}:${file}`;
}

export function readDraft(storage: DraftStorage | undefined, packId: string, file: EditableFile): Draft | null {
  try {
    const raw = storage?.getItem(draftKey(packId, file));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { text, baseVersion, savedAt } = value as Record<string, unknown>;
    if (typeof text !== 'string') return null;
    if (baseVersion !== null && typeof baseVersion !== 'string') return null;
    return { text, baseVersion, savedAt: typeof savedAt === 'number' ? savedAt : 0 };
  } catch {
    return null;
  }
}

/** Returns false when the browser refused (quota, private mode): the caller says the edit is not kept. */
export function writeDraft(storage: DraftStorage | undefined, packId: string, file: EditableFile, draft: Draft): boolean {
  try {
    storage?.setItem(draftKey(packId, file), JSON.stringify(draft));
    return !!storage;
  } catch {
    return false;
  }
}

export function clearDraft(storage: DraftStorage | undefined, packId: string, file: EditableFile): void {
  try {
    storage?.removeItem(draftKey(packId, file));
  } catch {
    /* nothing kept, nothing to clear */
  }
}

export function browserStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
