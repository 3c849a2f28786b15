/** A catalogue sentence split on backticks: `confirm: "always"` becomes a code part. Unpaired backticks stay text. */
export type InlinePart = { code: boolean; text: string };

export function inlineParts(text: string): InlinePart[] {
  const pieces = text.split('`');
  if (pieces.length % 2 === 0) return text === '' ? [] : [{ code: false, text }];
  return pieces.map((piece, i) => ({ code: i % 2 === 1, text: piece })).filter((p) => p.text !== '');
}
