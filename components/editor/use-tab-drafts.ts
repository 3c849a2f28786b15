'use client';
import { useCallback, useEffect, useState } from 'react';
import {
  browserStorage,
  browserTabId,
  discardOtherDraft,
  isDraftStateKey,
  markTabOpen,
  otherTabDrafts,
  takeDraft,
  TAB_BEAT_MS,
  type Draft,
  type OtherDraft,
} from '@/lib/studio/drafts';

const summaryOf = (list: OtherDraft[]) =>
  list.map((o) => `${o.file}@${o.tabId}:${o.open}:${o.draft.savedAt}:${o.draft.text.length}`).join('|');

/**
 * This tab's side of per-tab drafts (lib/studio/drafts.ts): says every few seconds that the tab is open, and keeps
 * the list of this pack's drafts in other tabs current: a storage event arrives the moment another tab writes,
 * clears or moves one, so a second tab is told at once, and the first learns when the second starts editing.
 */
export function useTabDrafts(packId: string) {
  const [others, setOthers] = useState<OtherDraft[]>([]);
  const refresh = useCallback(() => {
    const next = otherTabDrafts(browserStorage(), packId, browserTabId(), Date.now());
    // Open tabs say so every few seconds: re-render only when what is shown changed.
    setOthers((previous) => (summaryOf(previous) === summaryOf(next) ? previous : next));
  }, [packId]);

  useEffect(() => {
    const beat = () => markTabOpen(browserStorage(), browserTabId(), Date.now());
    beat();
    refresh();
    const timer = setInterval(() => {
      beat();
      refresh(); // a tab that went quiet is now shown as closed
    }, TAB_BEAT_MS);
    const onStorage = (event: StorageEvent) => {
      if (isDraftStateKey(event.key)) refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        beat();
        refresh();
      }
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  /** The author chose another tab's draft for this tab: it becomes this tab's own; the caller puts it in the editor. */
  const take = useCallback(
    (other: OtherDraft): Draft | null => {
      const ok = takeDraft(browserStorage(), packId, other, browserTabId(), Date.now());
      refresh();
      return ok ? other.draft : null;
    },
    [packId, refresh],
  );
  const discard = useCallback(
    (other: OtherDraft) => {
      discardOtherDraft(browserStorage(), packId, other);
      refresh();
    },
    [packId, refresh],
  );
  return { others, take, discard };
}
