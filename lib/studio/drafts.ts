import { isEditableFile } from '../formats';

/**
 * Unsaved edits kept in the browser (localStorage) until saved or discarded. Each draft belongs to the tab that
 * made it: its key carries the tab's id (kept in sessionStorage, so a reload keeps it), and a tab only ever writes
 * its own drafts. Another tab's draft is shown, never replaced; it moves to a tab only when the author says so, or
 * on its own when the tab that made it is closed (an open tab says so every few seconds under TAB_KEY).
 */

/** An unsaved edit kept in the browser until it is saved or discarded. */
export interface Draft {
  text: string;
  /** The disk version the edit started from: a save still goes through the conflict check against it. */
  baseVersion: string | null;
  savedAt: number;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** What listing every tab's drafts needs on top of reading one. */
export type ListableStorage = DraftStorage & Pick<Storage, 'length' | 'key'>;

/** A draft kept by another tab; `tabId` null: kept before drafts had owners. */
export interface OtherDraft {
  file: string;
  tabId: string | null;
  /** The tab that made it is still open (it said so within TAB_OPEN_MS). */
  open: boolean;
  draft: Draft;
}

const PREFIX = 'packstudio:draft:';
const TAB_PREFIX = 'packstudio:tab:';
const TAB_ID_KEY = 'packstudio:tab-id';
/** How often an open tab says so. */
export const TAB_BEAT_MS = 10_000;
/**
 * A tab silent for this long is taken as closed. Generous, because browsers slow the timers of a hidden tab to
 * one run a minute: an open tab must never look closed, or its drafts would move to a tab that asked.
 */
export const TAB_OPEN_MS = 150_000;

export function draftKey(packId: string, file: string, tabId: string): string {
  return `${PREFIX}${packId}:${file}@${tabId}`;
}

/** The pack, file and owner of a draft's key; null for any other key. */
export function parseDraftKey(key: string): { packId: string; file: string; tabId: string | null } | null {
  if (!key.startsWith(PREFIX)) return null;
  const rest = key.slice(PREFIX.length);
  const at = rest.lastIndexOf('@');
  const place = at < 0 ? rest : rest.slice(0, at);
  const colon = place.lastIndexOf(':');
  if (colon <= 0) return null;
  const file = place.slice(colon + 1);
  if (!isEditableFile(file)) return null;
  return { packId: place.slice(0, colon), file, tabId: at < 0 ? null : rest.slice(at + 1) || null };
}

function keyOf(packId: string, file: string, tabId: string | null): string {
  return tabId === null ? `${PREFIX}${packId}:${file}` : draftKey(packId, file, tabId);
}

function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  try {
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

function readAt(storage: DraftStorage | undefined, key: string): Draft | null {
  try {
    return parseDraft(storage?.getItem(key) ?? null);
  } catch {
    return null;
  }
}

function removeAt(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* nothing kept, nothing to clear */
  }
}

/** This tab's draft of a file. */
export function readDraft(
  storage: DraftStorage | undefined,
  packId: string,
  file: string,
  tabId: string,
): Draft | null {
  return readAt(storage, draftKey(packId, file, tabId));
}

/** Returns false when the browser refused (quota, private mode): the caller says the edit is not kept. */
export function writeDraft(
  storage: DraftStorage | undefined,
  packId: string,
  file: string,
  tabId: string,
  draft: Draft,
): boolean {
  try {
    storage?.setItem(draftKey(packId, file, tabId), JSON.stringify(draft));
    return !!storage;
  } catch {
    return false;
  }
}

export function clearDraft(storage: DraftStorage | undefined, packId: string, file: string, tabId: string): void {
  removeAt(storage, draftKey(packId, file, tabId));
}

/** Records that a tab is open now; other tabs read it to tell an open tab's drafts from a closed one's. */
export function markTabOpen(storage: DraftStorage | undefined, tabId: string, now: number): void {
  try {
    storage?.setItem(`${TAB_PREFIX}${tabId}`, String(now));
  } catch {
    /* a tab that cannot say so looks closed after TAB_OPEN_MS; its drafts are still offered, never dropped */
  }
}

export function tabIsOpen(storage: DraftStorage | undefined, tabId: string | null, now: number): boolean {
  if (tabId === null) return false;
  try {
    const seen = Number(storage?.getItem(`${TAB_PREFIX}${tabId}`));
    return Number.isFinite(seen) && seen > 0 && now - seen < TAB_OPEN_MS;
  } catch {
    return false;
  }
}

/** Whether a storage event's key concerns drafts or open tabs (so a studio refreshes what it shows of other tabs). */
export function isDraftStateKey(key: string | null): boolean {
  return key === null || key.startsWith(PREFIX) || key.startsWith(TAB_PREFIX);
}

/** Drafts of this pack kept by tabs other than `tabId`, newest first. */
export function otherTabDrafts(
  storage: ListableStorage | undefined,
  packId: string,
  tabId: string,
  now: number,
): OtherDraft[] {
  const out: OtherDraft[] = [];
  try {
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i);
      const place = key ? parseDraftKey(key) : null;
      if (!place || place.packId !== packId || place.tabId === tabId) continue;
      const draft = readAt(storage, key!);
      if (draft) out.push({ file: place.file, tabId: place.tabId, open: tabIsOpen(storage, place.tabId, now), draft });
    }
  } catch {
    /* storage unreadable: nothing to show */
  }
  return out.sort((a, b) => b.draft.savedAt - a.draft.savedAt);
}

/**
 * The draft this tab opens a file with: its own; else the newest one a closed tab left (it moves to this tab, so
 * closing a tab and opening the pack again still brings the edits back); else none. An open tab's draft is never
 * taken here: the studio shows it and the author decides.
 */
export function claimDraft(
  storage: ListableStorage | undefined,
  packId: string,
  file: string,
  tabId: string,
  now: number,
): { draft: Draft; from: 'this tab' | 'a closed tab' } | null {
  const own = readDraft(storage, packId, file, tabId);
  if (own) return { draft: own, from: 'this tab' };
  const left = otherTabDrafts(storage, packId, tabId, now).find((d) => d.file === file && !d.open);
  if (!left || !writeDraft(storage, packId, file, tabId, left.draft)) return null;
  removeAt(storage, keyOf(packId, file, left.tabId));
  return { draft: left.draft, from: 'a closed tab' };
}

/**
 * The author chose another tab's draft for this tab: it becomes this tab's draft. The other tab keeps its copy
 * while it is open (it is still in its editor); a closed tab's copy is removed, and so is the copy of a tab shown
 * as closed (`other.open` false: it did not answer, lib/studio/tab-presence.ts) whatever its heartbeat says.
 */
export function takeDraft(
  storage: ListableStorage | undefined,
  packId: string,
  other: OtherDraft,
  tabId: string,
  now: number,
): boolean {
  if (!writeDraft(storage, packId, other.file, tabId, other.draft)) return false;
  if (!other.open || !tabIsOpen(storage, other.tabId, now)) removeAt(storage, keyOf(packId, other.file, other.tabId));
  return true;
}

/** The author discarded a draft a closed tab left. */
export function discardOtherDraft(
  storage: DraftStorage | undefined,
  packId: string,
  other: Pick<OtherDraft, 'file' | 'tabId'>,
): void {
  removeAt(storage, keyOf(packId, other.file, other.tabId));
}

/** A fresh tab id: random, and free of the characters draft keys use as separators. */
export function newTabId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

/** This tab's id: kept in sessionStorage, which a reload keeps and another tab does not see. */
export function tabIdIn(session: DraftStorage | undefined): string {
  try {
    const kept = session?.getItem(TAB_ID_KEY);
    if (kept && /^[a-z0-9]+$/.test(kept)) return kept;
    const id = newTabId();
    session?.setItem(TAB_ID_KEY, id);
    return id;
  } catch {
    return newTabId();
  }
}

export function browserStorage(): ListableStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

let pageTabId: string | null = null;

/** This browser tab's id (one per page load when sessionStorage is unavailable). */
export function browserTabId(): string {
  if (typeof window === 'undefined') return newTabId(); // rendering on the server: no tab, and nothing to remember
  if (pageTabId) return pageTabId;
  let session: DraftStorage | undefined;
  try {
    session = window.sessionStorage;
  } catch {
    session = undefined;
  }
  pageTabId = tabIdIn(session);
  return pageTabId;
}
