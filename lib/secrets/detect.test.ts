import { describe, expect, it } from 'vitest';
import samples from './samples.json' with { type: 'json' };
import { findSecrets, secretKind, secretProblem } from './detect';
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
});

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
