/**
 * What a `wrap.bin` names: a bare CLI name on PATH, a host-absolute path, or a path relative to the pack root.
 * Shared by the manifest rules (M016, M019, M023) and whatever resolves the bin, so they classify alike.
 */
export type BinKind = 'bare' | 'absolute' | 'relative';

const HOST_ABSOLUTE = /^(?:\/|~|[A-Za-z]:(?:[\\/]|$)|\\\\|\$\{?HOME\b|%[A-Za-z_]+%)/;

export function binKind(bin: string): BinKind {
  if (HOST_ABSOLUTE.test(bin)) return 'absolute';
  return /[\\/]/.test(bin) ? 'relative' : 'bare';
}

/** The pack-relative path with `.` and `..` resolved, or null when it climbs above the pack root. */
export function normaliseInPack(bin: string): string | null {
  const kept: string[] = [];
  for (const segment of bin.split(/[\\/]+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (kept.length === 0) return null;
      kept.pop();
    } else kept.push(segment);
  }
  return kept.join('/');
}

/** The last path segment: the CLI's name when a path is swapped for a bare name. */
export function binBaseName(bin: string): string {
  return (
    bin
      .split(/[\\/]+/)
      .filter(Boolean)
      .pop() ?? bin
  );
}
