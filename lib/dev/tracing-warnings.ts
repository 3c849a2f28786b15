import { stripVTControlCharacters } from 'node:util';

/** Turbopack's warning for a file system call it cannot scope: the build then ships every file of the project. */
const TRACING_WARNING = 'Dynamic filesystem access causes tracing of the whole project';

/**
 * Where a `next build` log says a file system call traces the whole project: each warning's `file:line:column`
 * (the line Turbopack prints just above it), in the order printed.
 */
export function tracingWarnings(log: string): string[] {
  const lines = stripVTControlCharacters(log).split(/\r?\n|\r/);
  const places: string[] = [];
  lines.forEach((line, index) => {
    if (!line.includes(TRACING_WARNING)) return;
    const above = lines[index - 1]?.trim() ?? '';
    places.push(/^\S+:\d+:\d+$/.test(above) ? above : '(place not printed)');
  });
  return places;
}
