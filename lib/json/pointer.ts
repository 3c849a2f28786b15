/** RFC 6901 JSON pointers. */
export type Segment = string | number;

export function escapeSegment(segment: Segment): string {
  const s = String(segment);
  // Rules build a pointer for nearly every value they read; almost no segment needs escaping, so skip the replaces.
  if (!s.includes('~') && !s.includes('/')) return s;
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointer(...segments: Segment[]): string {
  let out = '';
  for (const s of segments) out += '/' + escapeSegment(s);
  return out;
}

export function parsePointer(ptr: string): string[] {
  if (ptr === '' || !ptr.startsWith('/')) return [];
  return ptr
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
