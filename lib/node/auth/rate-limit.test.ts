import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('the sign-in rate limit', () => {
  it('allows `limit` requests per window and address, then says how long to wait, then allows again', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) expect(limiter.take('10.0.0.1')).toEqual({ ok: true });
    expect(limiter.take('10.0.0.1')).toEqual({ ok: false, retryAfterSeconds: 60 });
    // Another address has its own count.
    expect(limiter.take('10.0.0.2')).toEqual({ ok: true });
    now = 59_001;
    expect(limiter.take('10.0.0.1')).toEqual({ ok: false, retryAfterSeconds: 1 });
    now = 60_000;
    expect(limiter.take('10.0.0.1')).toEqual({ ok: true });
  });

  it('keeps at most maxKeys addresses, dropping ended windows first, then the oldest', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 1_000, () => now, 2);
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('b')).toEqual({ ok: true });
    // A third address pushes out the oldest live window ("a"), whose count starts afresh.
    expect(limiter.take('c')).toEqual({ ok: true });
    expect(limiter.take('b')).toMatchObject({ ok: false });
    expect(limiter.take('a')).toEqual({ ok: true });
    now = 1_000;
    expect(limiter.take('d')).toEqual({ ok: true });
    expect(limiter.take('d')).toMatchObject({ ok: false });
  });
});
