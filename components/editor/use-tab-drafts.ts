'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
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
import { browserTabPresence, type TabPresence } from '@/lib/studio/tab-presence';

const summaryOf = (list: OtherDraft[]) =>
  list.map((o) => `${o.file}@${o.tabId}:${o.open}:${o.draft.savedAt}:${o.draft.text.length}`).join('|');

/**
 * This tab's side of per-tab drafts (lib/studio/drafts.ts): says every few seconds that the tab is open, and keeps
 * the list of this pack's drafts in other tabs current: a storage event arrives the moment another tab writes,
 * clears or moves one, so a second tab is told at once, and the first learns when the second starts editing.
 * A tab whose heartbeat is fresh is asked whether it is still there (lib/studio/tab-presence.ts), and its drafts
 * are shown once it has answered or not: after the browser is closed and opened again, the last session's tabs
 * still have fresh heartbeats, but they do not answer, so their edits are shown as left by a closed tab.
 */
export function useTabDrafts(packId: string) {
  const [others, setOthers] = useState<OtherDraft[]>([]);
  const presence = useRef<TabPresence | null>(null);
  /** Each asked tab: whether it answered the last question. */
  const answered = useRef(new Map<string, boolean>());
  const refreshRef = useRef<() => void>(() => {});
  const refresh = useCallback(() => {
    const listed = otherTabDrafts(browserStorage(), packId, browserTabId(), Date.now());
    const ask = presence.current;
    const beating = [...new Set(listed.flatMap((o) => (o.open && o.tabId ? [o.tabId] : [])))];
    // Without a way to ask, a heartbeat counts; with one, a beating tab's drafts wait for its answer.
    const next = listed.flatMap((o) => {
      if (!o.open || !o.tabId || !ask) return [o];
      const alive = answered.current.get(o.tabId);
      return alive === undefined ? [] : [{ ...o, open: alive }];
    });
    // Open tabs say so every few seconds: re-render only when what is shown changed.
    setOthers((previous) => (summaryOf(previous) === summaryOf(next) ? previous : next));
    if (ask && beating.length)
      void ask.alive(beating).then((alive) => {
        let changed = false;
        for (const id of beating) {
          if (answered.current.get(id) === alive.has(id)) continue;
          answered.current.set(id, alive.has(id));
          changed = true;
        }
        if (changed) refreshRef.current();
      });
  }, [packId]);
  refreshRef.current = refresh;

  useEffect(() => {
    presence.current = browserTabPresence(browserTabId());
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
      presence.current?.close();
      presence.current = null;
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
