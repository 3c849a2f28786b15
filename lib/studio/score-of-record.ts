/**
 * What the header, the dashboard and a workspace row say of the score of record (the last full check of the files
 * as they are now: lib/core/score-story.ts), so the three read one story. Pure: the record in, words out.
 */

/** current: the last full check saw these files; out-of-date: a file changed since; none: no full check yet. */
export type RecordState = 'current' | 'out-of-date' | 'none';

/**
 * The state of a record against the files. `unsaved`: the editor holds edits the check cannot have seen, so even a
 * record current for the files on disk is out of date for the text in the editor.
 */
export function recordState(record: { current: boolean } | null | undefined, unsaved = false): RecordState {
  if (!record) return 'none';
  return record.current && !unsaved ? 'current' : 'out-of-date';
}

/** The words under a score: which check it is, and why it is not the full check's when it is not. */
export function recordLabel(state: RecordState, where: 'header' | 'row'): string {
  const live = where === 'header' ? 'live static' : 'static';
  switch (state) {
    case 'current':
      return 'full check';
    case 'out-of-date':
      return `${live} · full check out of date`;
    case 'none':
      return `${live} · no full check yet`;
  }
}

/** The files that changed since the full check, in a sentence part: `surface.json and HARNESS.md changed`. */
export function changedText(changed: readonly string[], unsaved: number): string {
  const parts: string[] = [];
  if (changed.length)
    parts.push(
      `${changed.length <= 1 ? changed.join('') : `${changed.slice(0, -1).join(', ')} and ${changed.at(-1)}`} changed on disk`,
    );
  if (unsaved) parts.push(`${unsaved} file${unsaved === 1 ? ' has' : 's have'} unsaved edits`);
  return parts.join('; ');
}

/**
 * Why the header shows the live static score rather than the full check's, as the end of its tooltip. `state` is
 * null for a format with no score of record.
 */
export function liveScoreWhy(state: RecordState | null, changed: readonly string[], unsaved: number): string {
  if (state === 'out-of-date')
    return ` The full check is out of date: ${changedText(changed, unsaved)}. Run it again from the check view.`;
  if (state === 'none') return ' No full check has run yet: run one from the check view.';
  return ' The full check runs on the saved files and can add the layers that run the pack.';
}

/** The words under the header's live score; `suppressed`: packstudio.json is in play, so this is the spec's score. */
export function liveScoreLabel(state: RecordState | null, suppressed: boolean): string {
  const which = state ? recordLabel(state, 'header') : suppressed ? 'live' : 'live · static, as you type';
  return suppressed ? `Spec score · ${which}` : which;
}
