/**
 * A fixed-window count of requests per key (the client's address): at most `limit` in each `windowMs`. Sign-in
 * starts and callbacks go through one, so a script cannot hammer the provider through this server or grind callbacks.
 * In memory, per process: bounded by `maxKeys` (the windows that ended go first, then the oldest).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one request; answers whether it is within the limit, and if not, how many seconds until it would be. */
  take(key: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now >= window.start + this.windowMs) {
      this.makeRoom(now);
      window = { start: now, count: 0 };
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    if (window.count >= this.limit)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) };
    window.count++;
    return { ok: true };
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) if (now >= window.start + this.windowMs) this.windows.delete(key);
    // Still full: the oldest windows go (a Map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
