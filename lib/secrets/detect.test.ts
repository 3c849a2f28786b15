import { describe, expect, it } from 'vitest';
import samples from './samples.json' with { type: 'json' };
import { findSecrets, readsAsName, secretKind, secretProblem } from './detect';
import { isPlaceholder, isSecretKey, isSecretName } from './names';

describe('secretKind (surface.json values)', () => {
  it('names each shape, and what a name or a URL gives away', () => {
    for (const s of samples.shapes) expect(secretKind(s.match)).toBe(s.kind);
    expect(secretKind('--password=hunter2x9q')).toBe('a password or token assigned inline');
    expect(secretKind('https://bob:pa55w0rd-42@example.com/x')).toBe('a password inside a URL');
    expect(secretKind('k3y-live-0042', 'LEDGER_API_KEY')).toBe('a literal value for "LEDGER_API_KEY"');
  });

  it.each(samples.prose)('leaves prose alone: %s', (text) => expect(secretKind(text)).toBeUndefined());

  it('finds secrets in a JSON document by pointer, never repeating them', () => {
    const hits = findSecrets({ wrap: { agent_env: { GH: samples.shapes[2].match, HOME_DIR: '~/x' } } });
    expect(hits).toEqual([{ pointer: '/wrap/agent_env/GH', kind: 'a GitHub token', redacted: 'ghp_…(40 characters)' }]);
  });
});

describe('secretProblem (Recued hint values)', () => {
  it.each([
    'sk-proj-abcdefghijklmnopqrstuv',
    'xoxb-1234567890-abcdef',
    'AKIAABCDEFGHIJKLMNOP',
    'Bearer abcdefghijkl',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig',
    'https://acme.example/?api_key=abc',
    'https://acme.example/?X-Amz-Signature=abc',
    'Zm9vYmFyYmF6cXV4UVVYMTIzNDU2Nzg5MGFiY2RlZg',
  ])('flags %s', (value) => expect(secretProblem(value)).not.toBeNull());
  it.each(['read:user repo', 'https://acme.example/oauth/token', '00000000-0000-0000-0000-000000000000'])(
    'accepts %s',
    (value) => expect(secretProblem(value)).toBeNull(),
  );
  it.each(samples.keys.match)('takes %s for a key', (value) =>
    expect(secretProblem(value)).toBe('it holds a long random-looking string, which looks like a key'),
  );
  it.each(samples.keys.nearMiss)('reads the AWS target %s as a name, not a key', (value) => {
    expect(secretProblem(value)).toBeNull();
    expect(secretProblem(`X-Amz-Target: ${value}`)).toBeNull();
  });
  it('still takes an AWS access key id for one, in a target-like header too', () => {
    expect(secretProblem('AKIAIOSFODNN7EXAMPLE')).toBe('it looks like an AWS access key id');
    expect(secretProblem('AWSServerMigrationService_V2016_10_24.CreateApp AKIAIOSFODNN7EXAMPLE')).not.toBeNull();
  });
  it('takes nearly every random key of 32 to 43 characters for one (10,000 drawn with a fixed seed)', () => {
    const alphabets = [BASE62, `${BASE62}+/`, `${BASE62}_-`];
    const next = seeded(20261201);
    let missed = 0;
    for (let i = 0; i < 10000; i++) {
      const alphabet = alphabets[i % alphabets.length];
      const length = 32 + (i % 12);
      let key = '';
      while (!/[A-Z]/.test(key) || !/[a-z]/.test(key) || !/\d/.test(key)) {
        key = '';
        for (let j = 0; j < length; j++) key += alphabet[Math.floor(next() * alphabet.length)];
      }
      if (secretProblem(key) === null) missed++;
    }
    // 6 of these 10,000 read as a name (long lower-case stretches such as "xbhetkob"); the bound leaves no room for more.
    expect(missed).toBeLessThanOrEqual(10);
  });
});

describe('readsAsName', () => {
  it('reads identifiers made of words, and not generated keys', () => {
    expect(readsAsName('AWSServerMigrationService_V2016_10_24')).toBe(true);
    expect(readsAsName('GoogleCloudDialogflowCxV3beta1TestConfig')).toBe(true);
    expect(readsAsName('Zx81Kq0PaLm3Wn7RtYb5Vc2Hd9Gf4Js6')).toBe(false);
    expect(readsAsName('PdoVmZNYQFFqIZJ9J/+i/GCNjOqqrXHnjfqTokhd')).toBe(false);
  });
});

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** mulberry32: the same draws on every run, so the count above is a fixed fact, not a flaky sample. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('secret names and placeholders', () => {
  it('reads a key by its words', () => {
    expect(['apiKey', 'LEDGER_TOKEN', 'client_secret', 'x-access-key', 'PASSWD'].filter(isSecretKey)).toHaveLength(5);
    expect(['token_url', 'GH_TOKEN_FILE', 'token_type', 'keyboard', 'KEY'].filter(isSecretKey)).toEqual([]);
  });

  it('takes short signing names and auth headers as secret query parameters and headers', () => {
    expect(['sig', 'key', 'Authorization', 'Cookie', 'X-Amz-Signature', 'X-Api-Key'].filter(isSecretName)).toHaveLength(
      6,
    );
    expect(['page', 'keyword', 'Accept'].filter(isSecretName)).toEqual([]);
  });

  it('knows placeholders from values', () => {
    expect(
      ['{{token}}', '$GH_TOKEN', '<token>', '[token]', 'TODO', '***', 'PASSWORD', '••••'].filter(isPlaceholder),
    ).toHaveLength(8);
    expect(['hunter2x9q', 'Password1', 'abcd'].filter(isPlaceholder)).toEqual([]);
  });
});
