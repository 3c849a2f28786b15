'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { saveFile } from '@/app/actions/pack-actions';
import type { Finding } from '@/lib/core/finding';
import type { EditableFile } from '@/lib/formats';
import { baselineOf, type Baseline } from '@/lib/studio/baseline';
import { createCheckScheduler } from '@/lib/studio/check-scheduler';
import { browserStorage, browserTabId, claimDraft, clearDraft, writeDraft, type OtherDraft } from '@/lib/studio/drafts';
import type { PackFileState } from '@/lib/studio/file-state';
import { saveSizeProblem } from '@/lib/studio/limits';
import type { ConflictChoice } from '../pack/conflict-dialog';
import { resolveFirstConflict, type PendingConflict } from './conflict-resolution';
import { saveFailed, savedMessage, type SaveMessage } from './studio-messages';
import { useFlushOnHide } from './use-flush-on-hide';
import { useTabDrafts } from './use-tab-drafts';
import { useWorkbench } from './use-workbench';

export type Texts<F extends EditableFile> = Partial<Record<F, string>>;

/** A live check's result as the session keeps it: the format's own result, numbered and timed. */
export type LiveCheck<C> = C & {
  /** Counts every check run, for the findings panel's data-revision. */
  revision: number;
  /** How long the check took; null for the first run, which also runs on the server and would not match. */
  ms: number | null;
  /** The texts it checked: its quick fixes' offsets hold for these only (the editor may be a keystroke ahead). */
  texts: Partial<Record<EditableFile, string>>;
};

export interface EditingSessionOptions<F extends EditableFile, C extends { findings: Finding[] }> {
  packId: string;
  /** The format's files, in display order. */
  files: readonly F[];
  /**
   * The files as the server read them for THIS visit. The session starts from them and from nothing else: no client
   * cache sits between the load and the editor, because one that outlived a save reopened the pre-save text and made
   * the next save a false conflict (issue 8). A studio cannot opt out of this, whatever its format.
   */
  loaded: readonly PackFileState<EditableFile>[];
  /** The format's live check of the editor's texts (files that do not exist are absent). `previous` is the last result. */
  check(texts: Texts<F>, previous: C | null): C;
  /** The address's query parameters that restore the studio's state on reload (null removes one). */
  urlState: Record<string, string | null>;
  /** Called after a file is written to disk (a save, or a conflict resolved by saving): a format's server-side follow-up. */
  onSaved?: (file: F) => void;
}

const DRAFT_DELAY_MS = 200;
const CHECK_INTERVAL_MS = 150;

function diskTexts<F extends EditableFile>(files: readonly F[], baselines: Record<F, Baseline>): Texts<F> {
  const texts: Texts<F> = {};
  for (const file of files) if (baselines[file].text !== null) texts[file] = baselines[file].text!;
  return texts;
}

/**
 * The one editing session of every studio, whatever the pack format: the baselines from disk, the texts in the
 * editor, the live check (leading edge, then at most one run per 150 ms while typing), the drafts that keep unsaved
 * edits across reloads, saving with the version check, the queue of conflicts and how the author resolves them,
 * the save message, and the address that restores the studio's state.
 */
export function useEditingSession<F extends EditableFile, C extends { findings: Finding[] }>(
  options: EditingSessionOptions<F, C>,
) {
  const { packId, files } = options;
  const checkRef = useRef(options.check);
  checkRef.current = options.check;

  const [baselines, setBaselines] = useState(() => {
    const out = {} as Record<F, Baseline>;
    for (const file of files) out[file] = baselineOf(options.loaded.find((f) => f.file === file));
    return out;
  });
  const baselinesRef = useRef(baselines);
  baselinesRef.current = baselines;
  const [texts, setTextsState] = useState<Texts<F>>(() => diskTexts(files, baselines));
  const textsRef = useRef(texts);
  const [check, setCheck] = useState<LiveCheck<C>>(() => ({
    ...checkRef.current(texts, null),
    revision: 0,
    ms: null,
    texts,
  }));
  const [restored, setRestored] = useState<{ file: F; savedAt: number; stale: boolean }[]>([]);
  const [ready, setReady] = useState(false);
  const [draftError, setDraftError] = useState<string | null>(null);

  const runCheck = useCallback(() => {
    setCheck((previous) => {
      const started = performance.now();
      const checked = textsRef.current;
      const result = checkRef.current(checked, previous);
      return { ...result, revision: previous.revision + 1, ms: performance.now() - started, texts: checked };
    });
  }, []);
  const scheduler = useMemo(() => createCheckScheduler(runCheck, CHECK_INTERVAL_MS), [runCheck]);
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  // Drafts: restored once on the client, before the editor mounts.
  useEffect(() => {
    const storage = browserStorage();
    const tabId = browserTabId();
    const next = { ...textsRef.current };
    const found: typeof restored = [];
    const rebased = { ...baselinesRef.current };
    for (const file of files) {
      const base = baselinesRef.current[file];
      // This tab's own draft, or one a closed tab left; an open tab's draft stays there (useTabDrafts shows it).
      const draft = base.tooLarge ? null : (claimDraft(storage, packId, file, tabId, Date.now())?.draft ?? null);
      if (!draft) continue;
      if (draft.text === base.text) {
        clearDraft(storage, packId, file, tabId);
        continue;
      }
      next[file] = draft.text;
      // The save still checks against the version the edit started from: if the disk moved on, the author chooses.
      rebased[file] = { ...base, version: draft.baseVersion };
      found.push({ file, savedAt: draft.savedAt, stale: draft.baseVersion !== base.version });
    }
    if (found.length) {
      textsRef.current = next;
      setTextsState(next);
      baselinesRef.current = rebased;
      setBaselines(rebased);
      setRestored(found);
      runCheck();
    }
    setReady(true);
    // Once per pack (a studio remounts its session for another pack): files and the callbacks are stable per pack.
  }, [packId]);

  // Drafts: written shortly after each edit, and at once when the page is hidden or left.
  const pendingDrafts = useRef(new Map<F, ReturnType<typeof setTimeout>>());
  const persistDraft = useCallback(
    (file: F) => {
      const timer = pendingDrafts.current.get(file);
      if (timer) clearTimeout(timer);
      pendingDrafts.current.delete(file);
      const storage = browserStorage();
      const text = textsRef.current[file];
      const base = baselinesRef.current[file];
      if (text === undefined || text === base.text) clearDraft(storage, packId, file, browserTabId());
      else if (
        !writeDraft(storage, packId, file, browserTabId(), { text, baseVersion: base.version, savedAt: Date.now() })
      )
        setDraftError('This browser refused to keep unsaved edits (storage full or disabled): save before leaving.');
    },
    [packId],
  );
  const flushDrafts = useCallback(() => {
    for (const file of [...pendingDrafts.current.keys()]) persistDraft(file);
  }, [persistDraft]);
  useFlushOnHide(flushDrafts);

  /** Every edit in the editor lands here. */
  const onEdit = useCallback(
    (file: F, text: string) => {
      if (textsRef.current[file] === text) return;
      textsRef.current = { ...textsRef.current, [file]: text };
      setTextsState(textsRef.current);
      scheduler.request();
      const timer = pendingDrafts.current.get(file);
      if (timer) clearTimeout(timer);
      pendingDrafts.current.set(
        file,
        setTimeout(() => persistDraft(file), DRAFT_DELAY_MS),
      );
    },
    [scheduler, persistDraft],
  );
  const { handle: workbench, replaceText, onReady } = useWorkbench<F>(onEdit);

  /** A file is now `text` on disk at `version` (after a save, or after taking the disk's version). */
  const markSaved = useCallback(
    (file: F, text: string | null, version: string | null) => {
      const next = { ...baselinesRef.current, [file]: { exists: text !== null, version, text, tooLarge: null } };
      baselinesRef.current = next;
      setBaselines(next);
      setRestored((r) => r.filter((x) => x.file !== file));
      persistDraft(file);
    },
    [persistDraft],
  );

  /** Drops a file from the session (the disk no longer has it and the author took that). */
  const dropFile = useCallback(
    (file: F) => {
      const { [file]: _gone, ...rest } = textsRef.current;
      textsRef.current = rest as Texts<F>;
      setTextsState(textsRef.current);
      markSaved(file, null, null);
      scheduler.request();
    },
    [markSaved, scheduler],
  );

  /** Goes back to the disk's text of a file whose draft was restored. */
  const discardRestored = useCallback(
    (file: F) => {
      const base = baselinesRef.current[file];
      if (base.text === null) dropFile(file);
      else replaceText(file, base.text);
      setRestored((list) => list.filter((x) => x.file !== file));
    },
    [dropFile, replaceText],
  );

  // ---- other tabs' drafts of this pack: shown at once, taken only when the author says so
  const tabDrafts = useTabDrafts(packId);
  // Another tab's draft that this tab already holds word for word needs no word.
  const otherDrafts = tabDrafts.others.filter(
    (o) => (files as readonly string[]).includes(o.file) && o.draft.text !== texts[o.file as F],
  );
  const takeOtherDraft = useCallback(
    (other: OtherDraft) => {
      const draft = tabDrafts.take(other);
      if (!draft) return;
      const file = other.file as F;
      const base = baselinesRef.current[file];
      // The save checks against the version that draft started from, as for a restored draft.
      const next = { ...baselinesRef.current, [file]: { ...base, version: draft.baseVersion } };
      baselinesRef.current = next;
      setBaselines(next);
      setRestored((r) => [
        ...r.filter((x) => x.file !== file),
        { file, savedAt: draft.savedAt, stale: draft.baseVersion !== base.version },
      ]);
      replaceText(file, draft.text);
    },
    [tabDrafts, replaceText],
  );

  // ---- saving, conflicts and what the author is told
  const client = useQueryClient();
  const [conflicts, setConflicts] = useState<PendingConflict<F>[]>([]);
  const [saveMessage, setSaveMessage] = useState<SaveMessage | null>(null);
  const onSavedRef = useRef(options.onSaved);
  onSavedRef.current = options.onSaved;
  const saved = useCallback(
    (file: F, text: string, version: string) => {
      markSaved(file, text, version);
      onSavedRef.current?.(file);
      // The workspace list shows each pack's check: it must not show the pre-save one.
      void client.invalidateQueries({ queryKey: ['workspace'] });
    },
    [markSaved, client],
  );

  const save = useMutation({
    mutationFn: async (which: F[]) => {
      const outcomes: { file: F; text: string; result: Awaited<ReturnType<typeof saveFile>> }[] = [];
      for (const file of which) {
        const text = textsRef.current[file];
        if (text === undefined) continue;
        // Refused here, in the server's words, before a body too large for any save is posted.
        const tooLarge = saveSizeProblem(file, text);
        outcomes.push({
          file,
          text,
          result: tooLarge
            ? { ok: false, error: tooLarge }
            : await saveFile({ packId, file, text, baseVersion: baselinesRef.current[file].version }),
        });
      }
      return outcomes;
    },
    onSuccess: (outcomes) => {
      const found: PendingConflict<F>[] = [];
      const errors: string[] = [];
      for (const { file, text, result } of outcomes) {
        if (result.ok) saved(file, text, result.version);
        else if (result.conflict) found.push({ file, mine: textsRef.current[file] ?? text, ...result.conflict });
        else errors.push(files.length > 1 ? `${file}: ${result.error}` : result.error);
      }
      if (found.length) setConflicts(found);
      const done = outcomes.filter((o) => o.result.ok);
      if (errors.length) setSaveMessage({ tone: 'error', text: errors.join(' · ') });
      else if (found.length)
        setSaveMessage({
          tone: 'error',
          text: `Not saved: ${found.map((c) => c.file).join(', ')} changed on disk. Choose which version to keep.`,
        });
      else if (done.length) setSaveMessage(savedMessage(done, new Date()));
    },
    onError: (error) => setSaveMessage(saveFailed(error)),
  });

  const dirty = files.filter((f) => texts[f] !== undefined && texts[f] !== baselines[f].text);

  /** Saves every changed file (Ctrl+S, the Save button). */
  const saveAll = useCallback(() => {
    if (save.isPending) return;
    const which = files.filter(
      (f) => textsRef.current[f] !== undefined && textsRef.current[f] !== baselinesRef.current[f].text,
    );
    if (!which.length) {
      setSaveMessage({ tone: 'ok', text: 'Nothing to save: the editor matches the disk.' });
      return;
    }
    save.mutate(which);
  }, [save, files]);

  const resolveConflict = useCallback(
    (choice: ConflictChoice) =>
      resolveFirstConflict(choice, conflicts, {
        save: (file, text, baseVersion) => saveFile({ packId, file, text, baseVersion }),
        textOf: (file) => textsRef.current[file],
        replaceText,
        markSaved,
        dropFile,
        saved: (file, text, version, what) => {
          saved(file, text, version);
          setSaveMessage(savedMessage([{ file, text }], new Date(), what));
        },
        setConflicts,
        say: setSaveMessage,
      }),
    [conflicts, packId, replaceText, markSaved, dropFile, saved],
  );

  useUrlState(options.urlState);

  return {
    baselines,
    texts,
    textsRef,
    check,
    ready,
    restored,
    discardRestored,
    otherDrafts,
    takeOtherDraft,
    discardOtherDraft: tabDrafts.discard,
    draftError,
    dirty,
    onEdit,
    replaceText,
    dropFile,
    workbench,
    onReady,
    /** Asks for a check run (leading edge): for inputs of the check outside the texts, such as Recued's publisher. */
    recheck: () => scheduler.request(),
    runCheckNow: () => scheduler.flush(),
    saveAll,
    saving: save.isPending,
    saveMessage,
    dismissSaveMessage: () => setSaveMessage(null),
    conflict: conflicts[0] ?? null,
    conflictsWaiting: Math.max(0, conflicts.length - 1),
    resolveConflict,
  };
}

export type EditingSession<F extends EditableFile, C extends { findings: Finding[] }> = ReturnType<
  typeof useEditingSession<F, C>
>;

/** Mirrors `params` into the address without a navigation, so a reload reopens the same file, view or tab. */
function useUrlState(params: Record<string, string | null>) {
  const serialized = JSON.stringify(params);
  useEffect(() => {
    const url = new URL(window.location.href);
    for (const [key, value] of Object.entries(JSON.parse(serialized) as Record<string, string | null>)) {
      if (value === null) url.searchParams.delete(key);
      else url.searchParams.set(key, value);
    }
    window.history.replaceState(window.history.state, '', url);
  }, [serialized]);
}
