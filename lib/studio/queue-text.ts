/** "queued, 3 ahead (2 running)": where a waiting job stands in the studio's one job queue. */
export function queueText(ahead: number | null, running: number): string {
  const place = ahead === null || ahead === 0 ? 'next in line' : `${ahead} ahead`;
  return `queued, ${place} (${running} running)`;
}
