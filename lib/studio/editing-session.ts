import type { Finding } from '../core/finding';
import { baselineOf, type Baseline } from './baseline';
import { createCheckScheduler, type CheckScheduler, type Clock } from './check-scheduler';
import { resolveFirstConflict, type ConflictChoice, type PendingConflict } from './conflicts';
import {
  claimDraft,
  clearDraft,
  discardOtherDraft,
  markTabOpen,
  otherTabDrafts,
  takeDraft,
  TAB_BEAT_MS,
  writeDraft,
  type ListableStorage,
  type OtherDraft,
} from './drafts';
import type { PackFileState } from './file-state';
import { saveSizeProblem } from './limits';
import { saveFailed, savedMessage, type SaveFileRequest, type SaveFileResult, type SaveMessage } from './save-result';

/**
 * The editing session of a studio, whatever the pack format, as a plain store: no React, no Next, no window. It
 * holds the baselines from disk, the texts in the editor, the live check (leading edge, then at most one run per
 * 150 ms while typing), the drafts that keep unsaved edits across reloads, the other tabs' drafts, saving with the
 * version check, the queue of conflicts and how the author resolves them, and the save message. What it needs of
 * the world (the server's save, localStorage, this tab's id, a clock, the editor) comes in as ports, so a test
 * drives it with fakes; a thin hook (components/studio/use-editing-session.ts) renders its state.
 */

export type Texts<F extends string> = Partial<Record<F, string>>;

/** A live check's result as the session keeps it: the format's own result, numbered and timed. */
export type LiveCheck<C> = C & {
  /** Counts every check run, for the findings panel's data-revision. */
  revision: number;
  /** How long the check took; null for the first run, which also runs on the server and would not match. */
  ms: number | null;
  /** The texts it checked: its quick fixes' offsets hold for these only (the editor may be a keystroke ahead). */
  texts: Partial<Record<string, string>>;
};

/** A draft put back in the editor when the session started (or taken from another tab), until saved or discarded. */
export interface RestoredDraft<F extends string> {
  file: F;
  savedAt: number;
  /** The disk moved on since the draft's edit started: the save will ask which version to keep. */
  stale: boolean;
}

/** The editor as the session reaches it: a text set from outside the editor goes in as one undoable edit. */
export interface SessionEditor<F extends string> {
  setText(file: F, text: string): void;
}

/** What the session needs of the world. */
export interface SessionPorts {
  /** Writes one file on the server (the `saveFile` action). */
  save(request: SaveFileRequest): Promise<SaveFileResult>;
  /** Where drafts live (localStorage); undefined when the browser refuses storage. Read when the session starts. */
  storage(): ListableStorage | undefined;
  /** This browser tab's id (drafts belong to a tab). */
  tabId(): string;
  /** Timers and the time: the check window, the draft delay, the open-tab heartbeat. */
  clock: Clock;
  /** Wall-clock time, for draft stamps and the open-tab heartbeat (Date.now). */
  wallNow(): number;
  /** The time of day a save message names. */
  timeOfDay(): string;
  /**
   * Asks other tabs whether they are still open (lib/studio/tab-presence.ts), opened when the session starts and
   * closed when it stops; null where the browser cannot ask (every fresh heartbeat then counts as open).
   */
  presence?(): { alive(ids: readonly string[]): Promise<Set<string>>; close(): void } | null;
}

export interface EditingSessionOptions<F extends string, C extends { findings: Finding[] }> {
  packId: string;
  /** The format's files, in display order. */
  files: readonly F[];
  /**
   * The files as the server read them for THIS visit. The session starts from them and from nothing else: no client
   * cache sits between the load and the editor, because one that outlived a save reopened the pre-save text and made
   * the next save a false conflict (issue 8).
   */
  loaded: readonly PackFileState<string>[];
  /** The format's live check of the editor's texts (files that do not exist are absent). `previous` is the last result. */
  check(texts: Texts<F>, previous: C | null): C;
  /** Called after a file is written to disk (a save, or a conflict resolved by saving). */
  onSaved?(file: F): void;
}

export interface SessionState<F extends string, C> {
  baselines: Record<F, Baseline>;
  texts: Texts<F>;
  check: LiveCheck<C>;
  /** Drafts have been looked for: the editor may mount (it starts from `texts`). */
  ready: boolean;
  restored: RestoredDraft<F>[];
  /** Why this browser could not keep a draft; null while it can. */
  draftError: string | null;
  /** Other tabs' drafts of this pack that differ from this tab's text. */
  otherDrafts: OtherDraft[];
  /** The files whose text differs from the disk's, in display order. */
  dirty: F[];
  saving: boolean;
  saveMessage: SaveMessage | null;
  /** The first refused save, which the conflict dialog shows; the others wait behind it. */
  conflict: PendingConflict<F> | null;
  conflictsWaiting: number;
}

const DRAFT_DELAY_MS = 200;
export const CHECK_INTERVAL_MS = 150;
const DRAFT_REFUSED = 'This browser refused to keep unsaved edits (storage full or disabled): save before leaving.';

type Listener = () => void;

export class EditingSession<F extends string, C extends { findings: Finding[] }> {
  readonly packId: string;
  readonly files: readonly F[];
  private options: EditingSessionOptions<F, C>;
  private readonly ports: SessionPorts;
  private state: SessionState<F, C>;
  private conflicts: PendingConflict<F>[] = [];
  private others: OtherDraft[] = [];
  private othersSummary = '';
  private presence: ReturnType<NonNullable<SessionPorts['presence']>> = null;
  /** Each other tab asked whether it is open: whether it answered the last question. */
  private readonly answered = new Map<string, boolean>();
  private readonly scheduler: CheckScheduler;
  private readonly pendingDrafts = new Map<F, unknown>();
  private heartbeat: unknown = null;
  private editor: SessionEditor<F> | null = null;
  private readonly listeners = new Set<Listener>();
  private running = false;
  private draftsLookedFor = false;

  constructor(options: EditingSessionOptions<F, C>, ports: SessionPorts) {
    this.options = options;
    this.ports = ports;
    this.packId = options.packId;
    this.files = options.files;
    const baselines = {} as Record<F, Baseline>;
    for (const file of options.files) baselines[file] = baselineOf(options.loaded.find((f) => f.file === file));
    const texts: Texts<F> = {};
    for (const file of options.files) if (baselines[file].text !== null) texts[file] = baselines[file].text!;
    this.state = this.derive({
      baselines,
      texts,
      check: { ...options.check(texts, null), revision: 0, ms: null, texts },
      ready: false,
      restored: [],
      draftError: null,
      otherDrafts: [],
      dirty: [],
      saving: false,
      saveMessage: null,
      conflict: null,
      conflictsWaiting: 0,
    });
    this.scheduler = createCheckScheduler(() => this.runCheck(), CHECK_INTERVAL_MS, ports.clock);
  }

  // ---- reading the state

  /** The current state; a new object after every change, the same one while nothing changed. */
  getState = (): SessionState<F, C> => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The editor's texts now (unsaved edits included). */
  texts(): Texts<F> {
    return this.state.texts;
  }

  /** Replaces the callbacks a studio hands over as it renders (the live check reads inputs beyond the texts). */
  configure(options: Pick<EditingSessionOptions<F, C>, 'check' | 'onSaved'>): void {
    this.options = { ...this.options, ...options };
  }

  /** The editor mounted (or went: null); texts set from outside the editor go through it. */
  attachEditor(editor: SessionEditor<F> | null): void {
    this.editor = editor;
  }

  // ---- starting and stopping

  /**
   * Looks for drafts (this tab's own, or one a closed tab left) and puts them in, the first time, then says the
   * editor may mount and starts saying that this tab is open. In the browser, when the studio mounts.
   */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.presence = this.ports.presence?.() ?? null;
    if (!this.draftsLookedFor) this.restoreDrafts();
    this.set({ ready: true });
    this.beat();
  }

  /** Writes pending drafts and stops every timer: the studio unmounts (it may mount again: start resumes). */
  stop(): void {
    if (!this.running) return;
    this.flushDrafts();
    this.running = false;
    this.presence?.close();
    this.presence = null;
    this.scheduler.cancel();
    if (this.heartbeat !== null) this.ports.clock.clearTimeout(this.heartbeat);
    this.heartbeat = null;
  }

  private restoreDrafts(): void {
    this.draftsLookedFor = true;
    const storage = this.ports.storage();
    const tabId = this.ports.tabId();
    const texts = { ...this.state.texts };
    const baselines = { ...this.state.baselines };
    const restored: RestoredDraft<F>[] = [];
    for (const file of this.files) {
      const base = baselines[file];
      // An open tab's draft stays there (otherDrafts shows it).
      const draft = base.tooLarge
        ? null
        : (claimDraft(storage, this.packId, file, tabId, this.ports.wallNow())?.draft ?? null);
      if (!draft) continue;
      if (draft.text === base.text) {
        clearDraft(storage, this.packId, file, tabId);
        continue;
      }
      texts[file] = draft.text;
      // The save still checks against the version the edit started from: if the disk moved on, the author chooses.
      baselines[file] = { ...base, version: draft.baseVersion };
      restored.push({ file, savedAt: draft.savedAt, stale: draft.baseVersion !== base.version });
    }
    if (!restored.length) return;
    this.set({ texts, baselines, restored });
    this.runCheck();
  }

  // ---- editing

  /** Every edit in the editor lands here. */
  edit = (file: F, text: string): void => {
    if (this.state.texts[file] === text) return;
    this.set({ texts: { ...this.state.texts, [file]: text } });
    this.scheduler.request();
    const timer = this.pendingDrafts.get(file);
    if (timer !== undefined) this.ports.clock.clearTimeout(timer);
    this.pendingDrafts.set(
      file,
      this.ports.clock.setTimeout(() => this.persistDraft(file), DRAFT_DELAY_MS),
    );
  };

  /**
   * Changes a file's text from outside the editor (a template, the disk's version, a suppression): into the editor
   * as one undoable edit, and into the session as if typed, so the check and the draft follow.
   */
  replaceText = (file: F, text: string): void => {
    this.editor?.setText(file, text);
    this.edit(file, text);
  };

  /** Goes back to the disk's text of a file whose draft was restored. */
  discardRestored(file: F): void {
    const base = this.state.baselines[file];
    if (base.text === null) this.dropFile(file);
    else this.replaceText(file, base.text);
    this.set({ restored: this.state.restored.filter((r) => r.file !== file) });
  }

  // ---- the live check

  /** Asks for a check run (leading edge): for inputs of the check outside the texts, such as a signed-in publisher. */
  recheck(): void {
    this.scheduler.request();
  }

  /** Runs a pending check now (Ctrl+Enter). */
  runCheckNow(): void {
    this.scheduler.flush();
  }

  private runCheck(): void {
    const previous = this.state.check;
    const started = this.ports.clock.now();
    const checked = this.state.texts;
    const result = this.options.check(checked, previous);
    this.set({
      check: { ...result, revision: previous.revision + 1, ms: this.ports.clock.now() - started, texts: checked },
    });
  }

  // ---- drafts

  /** Writes the drafts whose delay has not run out yet (the page is hidden or left). */
  flushDrafts = (): void => {
    for (const file of [...this.pendingDrafts.keys()]) this.persistDraft(file);
  };

  private persistDraft(file: F): void {
    const timer = this.pendingDrafts.get(file);
    if (timer !== undefined) this.ports.clock.clearTimeout(timer);
    this.pendingDrafts.delete(file);
    const storage = this.ports.storage();
    const tabId = this.ports.tabId();
    const text = this.state.texts[file];
    const base = this.state.baselines[file];
    if (text === undefined || text === base.text) clearDraft(storage, this.packId, file, tabId);
    else if (
      !writeDraft(storage, this.packId, file, tabId, { text, baseVersion: base.version, savedAt: this.ports.wallNow() })
    )
      this.set({ draftError: DRAFT_REFUSED });
  }

  /** Says this tab is open, and looks again at the other tabs' drafts (one that went quiet is now closed). */
  private beat(): void {
    if (!this.running) return;
    markTabOpen(this.ports.storage(), this.ports.tabId(), this.ports.wallNow());
    this.refreshOtherDrafts();
    this.heartbeat = this.ports.clock.setTimeout(() => this.beat(), TAB_BEAT_MS);
  }

  /**
   * Another tab wrote, cleared or moved a draft, or this page came back into view. A tab whose heartbeat is fresh is
   * asked whether it is still there, and its drafts are shown once it has answered or not: after the browser is
   * closed and opened again, the last session's tabs still have fresh heartbeats but do not answer, so their edits
   * are shown as left by a closed tab, not as another open tab's.
   */
  refreshOtherDrafts = (): void => {
    const listed = otherTabDrafts(this.ports.storage(), this.packId, this.ports.tabId(), this.ports.wallNow());
    const ask = this.presence;
    const next = listed.flatMap((o) => {
      if (!o.open || !o.tabId || !ask) return [o];
      const alive = this.answered.get(o.tabId);
      return alive === undefined ? [] : [{ ...o, open: alive }];
    });
    const beating = [...new Set(listed.flatMap((o) => (o.open && o.tabId ? [o.tabId] : [])))];
    if (ask && beating.length)
      void ask.alive(beating).then((alive) => {
        let changed = false;
        for (const id of beating) {
          if (this.answered.get(id) === alive.has(id)) continue;
          this.answered.set(id, alive.has(id));
          changed = true;
        }
        if (changed && this.running) this.refreshOtherDrafts();
      });
    const summary = next
      .map((o) => `${o.file}@${o.tabId}:${o.open}:${o.draft.savedAt}:${o.draft.text.length}`)
      .join('|');
    // Open tabs say so every few seconds: a change only when what is shown changed.
    if (summary === this.othersSummary) return;
    this.othersSummary = summary;
    this.others = next;
    this.set({});
  };

  /** The page came back into view: say this tab is open at once (a hidden tab's timers run late). */
  pageShown = (): void => {
    if (!this.running) return;
    markTabOpen(this.ports.storage(), this.ports.tabId(), this.ports.wallNow());
    this.refreshOtherDrafts();
  };

  /** The author chose another tab's draft: it becomes this tab's own and goes in the editor. */
  takeOtherDraft(other: OtherDraft): void {
    const ok = takeDraft(this.ports.storage(), this.packId, other, this.ports.tabId(), this.ports.wallNow());
    this.refreshOtherDrafts();
    if (!ok) return;
    const file = other.file as F;
    if (!this.files.includes(file)) return;
    const base = this.state.baselines[file];
    // The save checks against the version that draft started from, as for a restored draft.
    this.set({
      baselines: { ...this.state.baselines, [file]: { ...base, version: other.draft.baseVersion } },
      restored: [
        ...this.state.restored.filter((r) => r.file !== file),
        { file, savedAt: other.draft.savedAt, stale: other.draft.baseVersion !== base.version },
      ],
    });
    this.replaceText(file, other.draft.text);
  }

  /** The author discarded a draft a closed tab left. */
  discardOtherDraft(other: OtherDraft): void {
    discardOtherDraft(this.ports.storage(), this.packId, other);
    this.refreshOtherDrafts();
  }

  // ---- saving

  /** Saves every changed file (Ctrl+S, the Save button). */
  saveAll = async (): Promise<void> => {
    if (this.state.saving) return;
    const which = this.state.dirty;
    if (!which.length) {
      this.set({ saveMessage: { tone: 'ok', text: 'Nothing to save: the editor matches the disk.' } });
      return;
    }
    this.set({ saving: true });
    try {
      const found: PendingConflict<F>[] = [];
      const errors: string[] = [];
      const done: { file: F; text: string }[] = [];
      for (const file of which) {
        const text = this.state.texts[file];
        if (text === undefined) continue;
        const baseVersion = this.state.baselines[file].version;
        // Refused here, in the server's words, before a body too large for any save is posted.
        const tooLarge = saveSizeProblem(file, text);
        const result: SaveFileResult = tooLarge
          ? { ok: false, error: tooLarge }
          : await this.ports.save({ packId: this.packId, file, text, baseVersion });
        if (result.ok) {
          this.saved(file, text, result.version);
          done.push({ file, text });
        } else if (result.conflict) found.push({ file, mine: this.state.texts[file] ?? text, ...result.conflict });
        else errors.push(this.files.length > 1 ? `${file}: ${result.error}` : result.error);
      }
      if (found.length) this.setConflicts(found);
      if (errors.length) this.say({ tone: 'error', text: errors.join(' · ') });
      else if (found.length)
        this.say({
          tone: 'error',
          text: `Not saved: ${found.map((c) => c.file).join(', ')} changed on disk. Choose which version to keep.`,
        });
      else if (done.length) this.say(savedMessage(done, this.ports.timeOfDay()));
    } catch (error) {
      this.say(saveFailed(error));
    } finally {
      this.set({ saving: false });
    }
  };

  dismissSaveMessage = (): void => this.say(null);

  /** Applies the author's choice to the first refused save (lib/studio/conflicts.ts). */
  resolveConflict = (choice: ConflictChoice): Promise<void> =>
    resolveFirstConflict(choice, this.conflicts, {
      save: (file, text, baseVersion) => this.ports.save({ packId: this.packId, file, text, baseVersion }),
      textOf: (file) => this.state.texts[file],
      replaceText: this.replaceText,
      markSaved: (file, text, version) => this.markSaved(file, text, version),
      dropFile: (file) => this.dropFile(file),
      saved: (file, text, version, what) => {
        this.saved(file, text, version);
        this.say(savedMessage([{ file, text }], this.ports.timeOfDay(), what));
      },
      setConflicts: (conflicts) => this.setConflicts(conflicts),
      say: (message) => this.say(message),
    });

  private saved(file: F, text: string, version: string): void {
    this.markSaved(file, text, version);
    this.options.onSaved?.(file);
  }

  /** A file is now `text` on disk at `version` (after a save, or after taking the disk's version). */
  private markSaved(file: F, text: string | null, version: string | null): void {
    this.set({
      baselines: { ...this.state.baselines, [file]: { exists: text !== null, version, text, tooLarge: null } },
      restored: this.state.restored.filter((r) => r.file !== file),
    });
    this.persistDraft(file);
  }

  /** Drops a file from the session (the disk no longer has it and the author took that). */
  private dropFile(file: F): void {
    const { [file]: _gone, ...rest } = this.state.texts;
    this.set({ texts: rest as Texts<F> });
    this.markSaved(file, null, null);
    this.scheduler.request();
  }

  private setConflicts(conflicts: PendingConflict<F>[]): void {
    this.conflicts = conflicts;
    this.set({});
  }

  private say(message: SaveMessage | null): void {
    this.set({ saveMessage: message });
  }

  // ---- state changes

  private set(patch: Partial<SessionState<F, C>>): void {
    this.state = this.derive({ ...this.state, ...patch });
    for (const listener of [...this.listeners]) listener();
  }

  /** The fields that follow from the others: what is unsaved, which other drafts to show, the conflict at the head. */
  private derive(state: SessionState<F, C>): SessionState<F, C> {
    const { texts, baselines } = state;
    const dirty = this.files.filter((f) => texts[f] !== undefined && texts[f] !== baselines[f].text);
    // Another tab's draft that this tab already holds word for word needs no word.
    const otherDrafts = this.others.filter(
      (o) => (this.files as readonly string[]).includes(o.file) && o.draft.text !== texts[o.file as F],
    );
    const same =
      dirty.length === state.dirty.length && dirty.every((f, i) => f === state.dirty[i]) ? state.dirty : dirty;
    const othersSame =
      otherDrafts.length === state.otherDrafts.length && otherDrafts.every((o, i) => o === state.otherDrafts[i])
        ? state.otherDrafts
        : otherDrafts;
    return {
      ...state,
      dirty: same,
      otherDrafts: othersSame,
      conflict: this.conflicts[0] ?? null,
      conflictsWaiting: Math.max(0, this.conflicts.length - 1),
    };
  }
}
