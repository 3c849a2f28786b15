/** A commit as a page shows it: its first 12 hex digits. */
export const shortSha = (sha: string) => sha.slice(0, 12);

/** A score change with its sign; an en dash where there is none. */
export function signed(delta: number | null | undefined): string {
  if (delta === null || delta === undefined) return '–';
  return delta > 0 ? `+${delta}` : String(delta);
}

export const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
