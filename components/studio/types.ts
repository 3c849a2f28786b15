import type { ComponentType, RefObject } from 'react';
import type { Finding, TextEdit } from '@/lib/core/finding';
import type { Report } from '@/lib/core/report';
import type { EditingSession, SessionState } from '@/lib/studio/editing-session';
import type { RenameSupport } from '@/lib/studio/rename-support';
import type { EditorExtension } from '../editor/extensions';
import type { ScoreOfRecordView } from '../history/use-score-of-record';

/**
 * What a pack format brings to the studio shell: its client descriptor. The shell (toolbar, file tabs, editor,
 * findings, commands, dialogs) is the same for every format; a descriptor adds the format's own views (beside the
 * editor), panels (beside the findings: the format's previews, by the ids its engine format lists), a preview
 * beside one file, the controls and words only it has, and the inputs of its live check. Each format's descriptor
 * sits in its own folder and is listed in components/studios.tsx, as formats are listed in lib/formats.
 */
export interface StudioDescriptor<S = unknown> {
  /** The engine format it is the studio of (lib/formats): its `id`. */
  formatId: string;
  /**
   * The format's own state in the studio (a signed-in handle the check assumes, kept in the browser). Called as a
   * hook, once per render; `recheck` runs the live check again when that state changes.
   */
  useFormatState?(recheck: () => void): S;
  /** The live check's options beyond the texts (passed to the format's check), from that state. */
  checkOptions?(state: S): object | undefined;
  /** The options of a new file from the format's scaffold, from that state. */
  scaffoldOptions?(state: S): object | undefined;
  /** After the toolbar's pack id: the pack's name, what kind of pack it is. */
  Crumbs?: ComponentType<StudioSlotProps<S>>;
  /** Controls in the toolbar before the live status. */
  Toolbar?: ComponentType<StudioSlotProps<S>>;
  /** For a format that does not score: the toolbar's verdict on the text in the editor, in its words. */
  verdict?: { pass: string; fail: string; title: string };
  /** Whole-page views beside the editor, in tab order. */
  views?: readonly StudioView<S>[];
  /** Panels beside the findings, in tab order: the format's previews (their ids and labels are the engine's). */
  panels?: readonly StudioPanel<S>[];
  /** A rendered preview beside the editor while one file is open (a Markdown file's page). */
  sidePreview?: { file: string; Preview: ComponentType<{ text: string }> };
  /** A line at the end of the file tabs. */
  FileNote?: ComponentType<StudioSlotProps<S>>;
  /**
   * For a format whose full checks (probe and eval) are the score of record: the pack's record, read as a hook
   * (once per render). The header shows it while it stands for the files in the editor, else the live static score
   * labelled with why.
   */
  useScoreOfRecord?(packId: string): ScoreOfRecordView | undefined;
  /** The format's renaming (F2, a finding's "Rename…"), when it has one. */
  rename?: RenameSupport;
  /**
   * What the format adds to the editor while a pack is open (a completion schema that follows the pack's own
   * commands). Loaded when the editor mounts, so Monaco stays out of the server render.
   */
  editorExtensions?: readonly EditorExtension[];
  /** After a file is written (a server-side follow-up of the format). */
  onSaved?(packId: string, state: S): void;
  /** Under "No findings": what passed. */
  emptyHint(state: S): string;
  /** On a file the pack does not have yet: what "Create" starts it from, per file (a default otherwise). */
  createHint?: Partial<Record<string, string>>;
}

/** The live check as the shell keeps it: the format's report of the editor's texts. */
export type StudioCheck = Report;

/** What every slot of a descriptor is given. */
export interface StudioSlotProps<S = unknown> {
  ctx: StudioContext<S>;
}

export interface StudioContext<S = unknown> {
  packId: string;
  session: EditingSession<string, StudioCheck>;
  state: SessionState<string, StudioCheck>;
  formatState: S;
  /** Opens a finding in the editor. */
  reveal(finding: Finding): void;
  /** Opens a file at a JSON pointer (a panel's row that points into the file). */
  revealPointer(file: string, pointer: string): void;
  /**
   * Applies edits over several files as one undoable step in the editor, as a rename does (Ctrl+Z in the editor
   * undoes every file's part); the texts, dirty dots and drafts follow. False when the editor is not ready yet.
   */
  applyEdits(edits: readonly TextEdit[], label: string): boolean;
  /** The view that runs the full check, once mounted: Ctrl+Enter runs it. */
  checkRef: RefObject<CheckHandle | null>;
}

/** A view that runs a check the shell can start (Ctrl+Enter). */
export interface CheckHandle {
  run(): void;
}

export interface StudioView<S = unknown> {
  id: string;
  label: string;
  title?: string;
  /** Kept mounted once the studio opens, so it keeps its state while another view shows (a running check). */
  keepMounted?: boolean;
  /** Ctrl+Enter opens this view and runs its check (`ctx.checkRef`), instead of running the live check at once. */
  runsCheck?: boolean;
  testId?: string;
  View: ComponentType<StudioSlotProps<S>>;
}

export interface StudioPanel<S = unknown> {
  /** One of the engine format's preview ids: its label is the tab's. */
  id: string;
  /** What follows the label in its tab (a count). */
  Badge?: ComponentType<StudioSlotProps<S>>;
  Panel: ComponentType<StudioSlotProps<S>>;
}
