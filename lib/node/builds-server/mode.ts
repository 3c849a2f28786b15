/** Whether this process is `packstudio serve` (the review server's pages and API), not the single-user studio. */
export function isReviewServer(env: Record<string, string | undefined> = process.env): boolean {
  return env.PACKSTUDIO_SERVE === '1';
}
