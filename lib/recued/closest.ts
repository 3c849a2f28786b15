/** The known word a typo most likely meant, or undefined when none is close. */
export function closest<Word extends string>(word: string, known: readonly Word[]): Word | undefined {
  if (word.length > 64) return undefined;
  const lower = word.toLowerCase();
  let best: Word | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of known) {
    const c = candidate.toLowerCase();
    // "base_url" for "config.base_url": the user left out the prefix.
    if (c.endsWith('.' + lower)) return candidate;
    const d = distance(lower, c);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}
