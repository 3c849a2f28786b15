/**
 * A listing grouped by namespace (Symfony Console's `list`: composer, artisan, drush, phpstan): a namespace's
 * heading is a bare word one column left of its entries, each entry named `namespace:command` (` cache` over
 * `  cache:clear  Clear the cache`). A walker reads the deeper lines as the heading's description, so the heading
 * is dropped before the walk when every entry right under it, and at least one, starts with its word and a colon;
 * the entries then stand in their listing with their full names. Any other bare word is left as it was.
 */
const HEADING = /^( *)([a-z][\w-]*)$/;

export function withoutNamespaceHeadings(text: string): string {
  const lines = text.split('\n');
  return lines.filter((line, i) => !isNamespaceHeading(line, lines.slice(i + 1))).join('\n');
}

function isNamespaceHeading(line: string, after: readonly string[]): boolean {
  const m = HEADING.exec(line);
  if (!m) return false;
  const indent = m[1].length;
  const end = after.findIndex((l) => !deeperEntry(l, indent));
  const entries = end === -1 ? after : after.slice(0, end);
  return entries.length > 0 && entries.every((l) => l.trimStart().startsWith(`${m[2]}:`));
}

/** A line indented past the heading (a blank line or one at its column ends the group). */
function deeperEntry(line: string, indent: number): boolean {
  return line.trim() !== '' && line.length - line.trimStart().length > indent;
}
