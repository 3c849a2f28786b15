import { Fragment } from 'react';

/** Characters a line may break before in a URL (the Chicago Manual's places: never inside a word). */
const BREAK_BEFORE = new Set(['?', '#', '&', '=', '.', '-', '_', '~', '%', '{', '‹']);

/**
 * A URL (or part of one) cut where a line may break: after each slash (a run of them stays whole, `https://`)
 * and before `?`, `#`, `&`, `=`, `.`, `-`, `_`, `~`, `%` and a placeholder's opening bracket (a run of one of
 * them, `--`, stays whole).
 */
export function urlPieces(text: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    // A run of one character (`..`, `--`) stays whole; so does what directly follows a slash.
    if (BREAK_BEFORE.has(char) && piece !== '' && !piece.endsWith('/') && text[i - 1] !== char) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
    if (char === '/' && text[i + 1] !== '/') {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Text that wraps like a URL: at the places urlPieces finds (`<wbr>`), never mid-word; a single piece longer
 * than the line still breaks (`break-words` on the container) rather than overflow it.
 */
export function UrlText({ text }: { text: string }) {
  return urlPieces(text).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
