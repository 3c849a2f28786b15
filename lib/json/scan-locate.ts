/**
 * Finds where a pointer's value starts by scanning the text and skipping every value off the path.
 * No tree is built, so locating one finding in a large clean file costs one pass over part of it.
 * Assumes the text is valid JSON (JsonSource only locates in files that parsed).
 */
export function scanLocate(text: string, segments: string[]): number {
  let i = skipWs(text, 0);
  for (const seg of segments) {
    const c = text.charCodeAt(i);
    const next =
      c === 123 ? findMember(text, i, seg) : c === 91 && /^\d+$/.test(seg) ? findItem(text, i, Number(seg)) : -1;
    if (next < 0) break;
    i = next;
  }
  return i;
}

function findMember(text: string, open: number, key: string): number {
  let i = skipWs(text, open + 1);
  while (i < text.length && text.charCodeAt(i) === 34) {
    const end = skipString(text, i);
    const name = JSON.parse(text.slice(i, end)) as string;
    i = skipWs(text, end);
    i = skipWs(text, i + 1); // past ':'
    if (name === key) return i;
    i = skipWs(text, skipValue(text, i));
    if (text.charCodeAt(i) !== 44) return -1;
    i = skipWs(text, i + 1);
  }
  return -1;
}

function findItem(text: string, open: number, index: number): number {
  let i = skipWs(text, open + 1);
  if (text.charCodeAt(i) === 93) return -1;
  for (let n = 0; n < index; n++) {
    i = skipWs(text, skipValue(text, i));
    if (text.charCodeAt(i) !== 44) return -1;
    i = skipWs(text, i + 1);
  }
  return i;
}

function skipWs(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
    i++;
  }
  return i;
}

function skipString(text: string, i: number): number {
  for (i++; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 34) return i + 1;
  }
  return i;
}

/** The index just after the value starting at i: strings and nested brackets skipped without recursion. */
function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 34) return skipString(text, i);
  if (c !== 123 && c !== 91) {
    while (i < text.length && !',}] \n\r\t'.includes(text[i])) i++;
    return i;
  }
  let depth = 0;
  for (; i < text.length; i++) {
    const d = text.charCodeAt(i);
    if (d === 34) i = skipString(text, i) - 1;
    else if (d === 123 || d === 91) depth++;
    else if ((d === 125 || d === 93) && --depth === 0) return i + 1;
  }
  return i;
}
