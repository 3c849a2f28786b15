import type { RawFinding } from '../../core/finding';
import type { StudioNote } from '../../core/report';
import type { ProbeRecord } from '../records';
import type { LoadedPack } from '../load';
import { locate } from '../locate';

/**
 * Studio notes: what a careful author would want to hear where the spec's 61 rules are silent. They are a set of
 * their own, labelled as the studio's, never findings: they do not change the spec score, the counts or the exit
 * code. Each note is one file here with its id, what it checks, why, and a test beside it.
 */
export type { StudioNote };

export interface NoteContext {
  pack: LoadedPack;
  /** The probe layer's runs, when it ran (what the CLI printed). */
  probes: readonly ProbeRecord[];
}

export interface NoteCheck {
  id: string;
  title: string;
  why: string;
  check(ctx: NoteContext): Omit<RawFinding, 'severity' | 'quickFix'>[];
}

export function createNote(note: NoteCheck): NoteCheck {
  return note;
}

export function runNotes(checks: readonly NoteCheck[], ctx: NoteContext): StudioNote[] {
  return checks.flatMap((note) =>
    note.check(ctx).map((raw) => ({
      id: note.id,
      file: raw.file,
      pointer: raw.pointer,
      ...locate(ctx.pack, raw),
      message: raw.message,
      fix: raw.fix,
    })),
  );
}
