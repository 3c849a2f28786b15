/**
 * Every match of a global pattern, in order. `String.prototype.matchAll` copies the pattern on each call, which costs
 * more than the matching on the short texts rules read; this runs the shared pattern instead, resetting its lastIndex,
 * and collects all matches before returning so no caller ever sees the pattern mid-scan.
 */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  if (!pattern.global) throw new Error(`matchesOf needs a global pattern, got ${pattern}`);
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    found.push(m);
    if (m[0] === '') pattern.lastIndex++; // as matchAll does, so an empty match cannot loop forever
  }
  return found;
}
