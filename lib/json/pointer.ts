/** RFC 6901 JSON pointers. */
export type Segment = string | number;

export function escapeSegment(segment: Segment): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointer(...segments: Segment[]): string {
  return segments.map((s) => '/' + escapeSegment(s)).join('');
}

export function parsePointer(ptr: string): string[] {
  if (ptr === '' || !ptr.startsWith('/')) return [];
  return ptr
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
