'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Finding } from '@/lib/core/finding';
import type { PackFileState } from '@/lib/studio/file-state';
import { checkComposition } from '@/lib/recued/check';
import { baselineOf } from '@/lib/studio/baseline';
import { browserStorage, clearDraft, readDraft, writeDraft } from '@/lib/studio/drafts';
import { createCheckScheduler } from '@/lib/studio/check-scheduler';
import { RECUED_FILE, type RecuedFile } from '@/lib/formats/recued/files';
import { normalizeHandle, readHandle, writeHandle } from '@/lib/recued/ui-publisher';
import { DEFAULT_PUBLISHER } from '@/lib/recued/vocabulary';
import { useFlushOnHide } from '../editor/use-flush-on-hide';


export interface CompositionCheck {
  findings: Finding[];
  ok: boolean;
  /** Counts every check run (the findings panel's data-revision). */
  revision: number;
  ms: number | null;
  /** The last text that parsed, as a value: the previews follow it while the JSON is half-typed. */
  value: unknown;
  /** False while the editor's text does not parse (the previews then show the last version that did). */
  parses: boolean;
}

function parse(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function runCheck(text: string | undefined, publisher: string, previous: CompositionCheck | null): CompositionCheck {
  const started = performance.now();
  const report = text === undefined ? { ok: true, findings: [] } : checkComposition(text, { publisher });
  const parsed = parse(text);
  return {
    findings: report.findings,
    ok: report.ok,
    revision: (previous?.revision ?? -1) + 1,
    ms: previous ? performance.now() - started : null,
    value: parsed.ok ? parsed.value : (previous?.value ?? null),
    parses: parsed.ok,
  };
}

const DRAFT_DELAY_MS = 200;

/**
 * The editing session of one pack.json: its baseline, the text in the editor, the live check (in this browser,
 * leading edge then at most one run per 150 ms while typing), the signed-in publisher handle it checks against,
 * and the draft that keeps unsaved edits across reloads: the HCP editor's session, for one file.
 */
export function useCompositionSession(packId: string, file: PackFileState<RecuedFile>) {
  const [baseline, setBaseline] = useState(() => baselineOf(file));
  const baselineRef = useRef(baseline);
  baselineRef.current = baseline;
  const [text, setTextState] = useState<string | undefined>(() => baseline.text ?? undefined);
  const textRef = useRef(text);
  const [publisher, setPublisherState] = useState(DEFAULT_PUBLISHER);
  const publisherRef = useRef(publisher);
  const [check, setCheck] = useState<CompositionCheck>(() => runCheck(text, publisher, null));
  const [restored, setRestored] = useState<{ savedAt: number; stale: boolean } | null>(null);
  const [ready, setReady] = useState(false);
  const [draftError, setDraftError] = useState<string | null>(null);

  const recheck = useCallback(() => setCheck((previous) => runCheck(textRef.current, publisherRef.current, previous)), []);
  const scheduler = useMemo(() => createCheckScheduler(() => recheck(), 150), [recheck]);
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  // Once on the client, before the editor mounts: the signed-in handle and any unsaved draft.
  useEffect(() => {
    const storage = browserStorage();
    const handle = readHandle(storage);
    publisherRef.current = handle;
    setPublisherState(handle);
    const base = baselineRef.current;
    const draft = base.tooLarge ? null : readDraft(storage, packId, RECUED_FILE);
    if (draft && draft.text === base.text) clearDraft(storage, packId, RECUED_FILE);
    else if (draft) {
      textRef.current = draft.text;
      setTextState(draft.text);
      // The save still checks against the version the edit started from: if the disk moved on, the author chooses.
      setBaseline({ ...base, version: draft.baseVersion });
      setRestored({ savedAt: draft.savedAt, stale: draft.baseVersion !== base.version });
    }
    recheck();
    setReady(true);
  }, [packId, recheck]);

  const setPublisher = useCallback(
    (raw: string) => {
      publisherRef.current = normalizeHandle(raw);
      setPublisherState(raw);
      writeHandle(browserStorage(), raw);
      scheduler.request();
    },
    [scheduler],
  );

  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const persistDraft = useCallback(() => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = null;
    const storage = browserStorage();
    const current = textRef.current;
    const base = baselineRef.current;
    if (current === undefined || current === base.text) clearDraft(storage, packId, RECUED_FILE);
    else if (!writeDraft(storage, packId, RECUED_FILE, { text: current, baseVersion: base.version, savedAt: Date.now() }))
      setDraftError('This browser refused to keep unsaved edits (storage full or disabled): save before leaving.');
  }, [packId]);
  // Only a draft still waiting on its timer needs writing now.
  const flushDraft = useCallback(() => {
    if (draftTimer.current) persistDraft();
  }, [persistDraft]);
  useFlushOnHide(flushDraft);

  /** Every edit in the editor lands here. */
  const onEdit = useCallback(
    (_file: string, next: string) => {
      if (textRef.current === next) return;
      textRef.current = next;
      setTextState(next);
      scheduler.request();
      if (draftTimer.current) clearTimeout(draftTimer.current);
      draftTimer.current = setTimeout(persistDraft, DRAFT_DELAY_MS);
    },
    [scheduler, persistDraft],
  );

  /** pack.json is now `saved` on disk at `version` (after a save, or after taking the disk's version). */
  const markSaved = useCallback(
    (saved: string | null, version: string | null) => {
      const next = { exists: saved !== null, version, text: saved, tooLarge: null };
      baselineRef.current = next;
      setBaseline(next);
      setRestored(null);
      persistDraft();
    },
    [persistDraft],
  );

  /** pack.json is gone from disk and the author took that: the editor has no file until it is created again. */
  const dropFile = useCallback(() => {
    textRef.current = undefined;
    setTextState(undefined);
    markSaved(null, null);
    scheduler.request();
  }, [markSaved, scheduler]);

  const dirty = text !== undefined && text !== baseline.text;
  return { baseline, text, textRef, check, publisher, handle: normalizeHandle(publisher), setPublisher, dropFile, ready, restored, setRestored, draftError, dirty, onEdit, markSaved, runCheckNow: () => scheduler.flush() };
}
