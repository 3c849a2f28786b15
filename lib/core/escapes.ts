import type { EscapeKind } from './report';

// eslint-disable-next-line no-control-regex
const ESCAPE = /\u001b(\[[0-9;?]*([A-Za-z])|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|.)/g;

/** The kinds of terminal escape sequence in a text, each once, in the order first seen; [] for plain text. */
export function escapeKinds(text: string): EscapeKind[] {
  const kinds: EscapeKind[] = [];
  for (const m of text.matchAll(ESCAPE)) {
    const kind: EscapeKind = m[1].startsWith('[')
      ? m[2] === 'm'
        ? 'colour'
        : 'cursor'
      : m[1].startsWith(']')
        ? 'osc'
        : 'other';
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  return kinds;
}
