import type { Category } from './categories';
import { compareText } from './text-order';

export type { Category } from './categories';

/** The shape every check in the studio reports, whatever the pack's format. */
export type Severity = 'error' | 'warn' | 'info';

/**
 * A file of a pack, by its name in the pack folder: one of its format's files (each format lists its own under
 * lib/formats/<id>/files.ts), or the suppressions file every format has, whose own findings are on it.
 */
export type PackFileName = string;

export interface Finding {
  /** Stable id: the rule's, whose prefix names its category. */
  id: string;
  severity: Severity;
  category: Category;
  file: PackFileName;
  /** RFC 6901 pointer for JSON files; for Markdown the heading (`# Anti-patterns`) or `` for the whole file. */
  pointer: string;
  /** 1-based line and column the pointer resolves to in the file's text. */
  line: number;
  column: number;
  message: string;
  /** A fix that can be applied as written. */
  fix: string;
  /** Link to the rule's page in the studio. */
  docs: string;
  /** The fix as text edits, when it is mechanical (see QuickFix). */
  quickFix?: QuickFix;
}

/** Replace `length` characters at `offset` (UTF-16, 0-based) in `file` with `newText`; an insertion has length 0. */
export interface TextEdit {
  file: PackFileName;
  offset: number;
  length: number;
  newText: string;
}

/**
 * A finding's fix as edits, as ESLint separates them: a `fix` is safe to apply unread (`check --fix`, "Fix all"),
 * a `suggestion` needs a person (shown with its edit, applied one at a time, never by "fix all").
 * One quick fix may edit several files (a rename); it is applied whole or not at all.
 */
export interface QuickFix {
  kind: 'fix' | 'suggestion';
  /** What applying it does, in a few words: `Add "transfer": { "risk": "write" }`. */
  title: string;
  edits: TextEdit[];
}

/** What a single check returns, in every format; the engine adds id, severity, category, line, column and docs. */
export interface RawFinding {
  file: PackFileName;
  pointer: string;
  message: string;
  fix: string;
  /** Overrides the rule's default severity ("warn, error above 12"). */
  severity?: Severity;
  /** Where the pointer alone cannot say: an explicit 1-based line (lines of a Markdown body). */
  line?: number;
  /** Only from a rule whose meta says `fixable`. */
  quickFix?: QuickFix;
}

/**
 * A finding as history and report files keep it: a quick fix's offsets hold only for the text it was computed on,
 * so a stored finding drops it (the studio and `check --fix` compute fresh ones).
 */
export function storedFinding({ quickFix: _dropped, ...finding }: Finding): Finding {
  return finding;
}

export const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warn: 1, info: 2 };

export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      compareText(a.file, b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      compareText(a.id, b.id),
  );
}

export function docsUrl(id: string): string {
  return `/rules/${encodeURIComponent(id)}`;
}
