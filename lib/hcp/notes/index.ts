import type { LoadedPack } from '../load';
import type { ProbeRecord } from '../records';
import { droppedFlagNote } from './dropped-flag';
import { harnessTodoNote } from './harness-todo';
import { runNotes, type NoteCheck, type StudioNote } from './note';
import { policyHintNote } from './policy-hint';

export type { NoteCheck, StudioNote } from './note';

/** Every studio note, in the order they are shown. */
export const STUDIO_NOTES: readonly NoteCheck[] = [policyHintNote, droppedFlagNote, harnessTodoNote];

/** The studio notes of a pack: where the spec is silent, said anyway, apart from the findings and the score. */
export function studioNotes(pack: LoadedPack, probes: readonly ProbeRecord[] = []): StudioNote[] {
  return runNotes(STUDIO_NOTES, { pack, probes });
}
