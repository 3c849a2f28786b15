import type { Finding, PackFileName, TextEdit } from '../core/finding';

/** The texts of a pack's files as the editor holds them (unsaved edits included). */
export type EditorTexts = Partial<Record<PackFileName, string>>;

/** A name where it is written in one file: the name and its range (UTF-16 offsets, quotes excluded). */
export interface NameAt {
  name: string;
  offset: number;
  length: number;
}

/** Either what was asked for, or why it is refused, in words an author reads in the editor. */
export type Refusable<T> = ({ ok: true } & T) | { ok: false; reason: string };

/** What a finding offers to rename: the name, and what the prompt starts from. */
export interface RenameOffer {
  from: string;
  prefill: string;
}

/**
 * Renaming as the editor offers it (F2, a finding's "Rename…"), over the editor's current texts. The editor stays
 * format-blind: a studio whose format can rename hands it one of these (HCP: lib/hcp/rename.ts).
 */
export interface RenameSupport {
  /** The renameable name at `offset` of `file`, or why nothing there can be renamed. */
  at(texts: EditorTexts, file: PackFileName, offset: number): Refusable<NameAt>;
  /** Why `from` cannot become `to`, or undefined when it can (checked as the author types). */
  problem(texts: EditorTexts, from: string, to: string): string | undefined;
  /** The edits of the rename in every file, or why it is refused. */
  plan(texts: EditorTexts, from: string, to: string): Refusable<{ edits: TextEdit[] }>;
  /** The "Rename…" a finding offers, if any. */
  offerOf(finding: Pick<Finding, 'id' | 'file' | 'pointer'>): RenameOffer | undefined;
}
