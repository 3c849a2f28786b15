import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { actionBodyProblem, MAX_SAVE_BODY_BYTES } from '@/lib/studio/limits';
import { proxy } from '@/proxy';

const post = (bytes: number) =>
  new NextRequest('http://127.0.0.1:3000/packs/ledger', {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'next-action': 'a'.repeat(40), 'content-length': String(bytes) },
  });

describe('an over-size action body', () => {
  it('a 7 MB save is refused by the proxy in the studio words, with 413, before Next reads it', async () => {
    const response = proxy(post(7 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      ok: false,
      error:
        'the request is 7.00 MB (7,340,032 bytes); the studio takes at most 6.06 MB in one request, enough for a file of 1.00 MB however it is escaped. Nothing was written',
    });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the largest allowed save passes to Next, and a missing or odd Content-Length is left to it', () => {
    expect(proxy(post(MAX_SAVE_BODY_BYTES)).status).not.toBe(413);
    expect(actionBodyProblem(null)).toBeNull();
    expect(actionBodyProblem('nope')).toBeNull();
    expect(actionBodyProblem(String(MAX_SAVE_BODY_BYTES + 1))).toMatch(/^the request is 6\.06 MB/);
  });
});
