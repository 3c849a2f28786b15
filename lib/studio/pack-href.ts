/** The studio page of a pack, whatever its format (one route serves them all), with an optional query. */
export function packHref(packId: string, query?: URLSearchParams): string {
  const q = query?.toString();
  return `/packs/${encodeURIComponent(packId)}${q ? `?${q}` : ''}`;
}
