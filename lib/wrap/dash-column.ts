/**
 * A listing whose names are aligned on the right, on the dash before each description (`    animate - animate a
 * sequence`, `  benchmark - benchmark one of…`): each line starts at its own column, so a walker reading the deeper
 * line as the one above's description merges entries. Such a run of lines, the ` - ` in one column, is set at the
 * margin of its least indented line, the dash columns then differing as the names' lengths do; nothing else moves.
 */
const ENTRY = /^( +)([a-z][\w-]*) - \S/;
/** Fewer lines than this in one dash column may be a sentence's dash by chance. */
const MIN_RUN = 3;

export function leftAlignedDashEntries(text: string): string {
  const lines = text.split('\n');
  for (let start = 0; start < lines.length;) {
    const column = dashColumn(lines[start]);
    let end = start + 1;
    while (column !== null && end < lines.length && dashColumn(lines[end]) === column) end++;
    const run = lines.slice(start, end);
    const indents = new Set(run.map((l) => ENTRY.exec(l)?.[1].length ?? 0));
    if (column !== null && run.length >= MIN_RUN && indents.size > 1) {
      const margin = Math.min(...indents);
      for (let i = start; i < end; i++) lines[i] = ' '.repeat(margin) + lines[i].trimStart();
    }
    start = end;
  }
  return lines.join('\n');
}

/** The column of an entry line's ` - `, or null for any other line. */
function dashColumn(line: string): number | null {
  const m = ENTRY.exec(line);
  return m ? m[1].length + m[2].length : null;
}
