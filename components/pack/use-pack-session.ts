'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Finding } from '@/lib/core/finding';
import { summarize, type ScoreSummary } from '@/lib/core/score';
import { checkStatic } from '@/lib/hcp/check';
import { loadPackFromTexts, type PackTexts } from '@/lib/hcp/load';
import type { PackFileState } from '@/lib/studio/file-state';
import { baselineOf, type Baseline } from '@/lib/studio/baseline';
import { createCheckScheduler } from '@/lib/studio/check-scheduler';
import { browserStorage, clearDraft, readDraft, writeDraft } from '@/lib/studio/drafts';
import { HCP_FILES, type HcpFile } from '@/lib/formats/hcp/files';
import { useFlushOnHide } from '../editor/use-flush-on-hide';


export type Texts = Partial<Record<HcpFile, string>>;

export interface LiveCheck {
  findings: Finding[];
  summary: ScoreSummary;
  /** Counts every check run, for the findings panel's data-revision. */
  revision: number;
  /** How long the check took; null for the first run, which also runs on the server and would not match. */
  ms: number | null;
}

export function baselinesOf(files: PackFileState[]): Record<HcpFile, Baseline> {
  const out = {} as Record<HcpFile, Baseline>;
  for (const file of HCP_FILES) out[file] = baselineOf(files.find((f) => f.file === file));
  return out;
}

function diskTexts(baselines: Record<HcpFile, Baseline>): Texts {
  const texts: Texts = {};
  for (const file of HCP_FILES) if (baselines[file].text !== null) texts[file] = baselines[file].text!;
  return texts;
}

/** Only files that exist (or are being created) take part in the check; a missing one stays missing, as on disk. */
export function runStaticCheck(texts: Texts, packId: string, revision: number): LiveCheck {
  const started = performance.now();
  const packTexts: PackTexts = {};
  for (const file of HCP_FILES) if (texts[file] !== undefined) packTexts[file] = texts[file];
  const findings = checkStatic(loadPackFromTexts(packTexts, packId));
  return { findings, summary: summarize(findings), revision, ms: performance.now() - started };
}

const DRAFT_DELAY_MS = 200;

/**
 * The editing session of one pack: the baselines from disk, the texts in the editor, the live static check
 * (leading-edge, then at most one run per 150 ms while typing) and the drafts that keep unsaved edits across reloads.
 */
export function usePackSession(packId: string, files: PackFileState[]) {
  const [baselines, setBaselines] = useState(() => baselinesOf(files));
  const baselinesRef = useRef(baselines);
  baselinesRef.current = baselines;
  const [texts, setTextsState] = useState<Texts>(() => diskTexts(baselines));
  const textsRef = useRef(texts);
  const [check, setCheck] = useState<LiveCheck>(() => ({ ...runStaticCheck(texts, packId, 0), ms: null }));
  const [restored, setRestored] = useState<{ file: HcpFile; savedAt: number; stale: boolean }[]>([]);
  const [ready, setReady] = useState(false);
  const [draftError, setDraftError] = useState<string | null>(null);

  const runCheck = useCallback(() => {
    setCheck((previous) => runStaticCheck(textsRef.current, packId, previous.revision + 1));
  }, [packId]);
  const runCheckRef = useRef(runCheck);
  runCheckRef.current = runCheck;
  const scheduler = useMemo(() => createCheckScheduler(() => runCheckRef.current(), 150), []);
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  // Drafts: restored once on the client, before the editor mounts.
  useEffect(() => {
    const storage = browserStorage();
    const next = { ...textsRef.current };
    const found: typeof restored = [];
    const rebased = { ...baselinesRef.current };
    for (const file of HCP_FILES) {
      const base = baselinesRef.current[file];
      const draft = readDraft(storage, packId, file);
      if (!draft || base.tooLarge) continue;
      if (draft.text === base.text) {
        clearDraft(storage, packId, file);
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
      setBaselines(rebased);
      setRestored(found);
      runCheckRef.current();
    }
    setReady(true);
  }, [packId]);

  // Drafts: written shortly after each edit, and at once when the page is hidden or left.
  const pendingDrafts = useRef(new Map<HcpFile, ReturnType<typeof setTimeout>>());
  const persistDraft = useCallback(
    (file: HcpFile) => {
      const timer = pendingDrafts.current.get(file);
      if (timer) clearTimeout(timer);
      pendingDrafts.current.delete(file);
      const storage = browserStorage();
      const text = textsRef.current[file];
      const base = baselinesRef.current[file];
      if (text === undefined || text === base.text) clearDraft(storage, packId, file);
      else if (!writeDraft(storage, packId, file, { text, baseVersion: base.version, savedAt: Date.now() }))
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
    (file: HcpFile, text: string) => {
      if (textsRef.current[file] === text) return;
      textsRef.current = { ...textsRef.current, [file]: text };
      setTextsState(textsRef.current);
      scheduler.request();
      const timer = pendingDrafts.current.get(file);
      if (timer) clearTimeout(timer);
      pendingDrafts.current.set(file, setTimeout(() => persistDraft(file), DRAFT_DELAY_MS));
    },
    [scheduler, persistDraft],
  );

  /** A file is now `text` on disk at `version` (after a save, or after taking the disk's version). */
  const markSaved = useCallback(
    (file: HcpFile, text: string | null, version: string | null) => {
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
    (file: HcpFile) => {
      const { [file]: _gone, ...rest } = textsRef.current;
      textsRef.current = rest;
      setTextsState(rest);
      markSaved(file, null, null);
      scheduler.request();
    },
    [markSaved, scheduler],
  );

  const dirty = HCP_FILES.filter((f) => texts[f] !== undefined && texts[f] !== baselines[f].text);

  return { baselines, texts, textsRef, check, ready, restored, setRestored, draftError, dirty, onEdit, markSaved, dropFile, runCheckNow: () => scheduler.flush() };
}
