import { describe, expect, it } from 'vitest';
import { maskJson, maskText } from './secrets';

describe('maskText and maskJson (the Run tab log)', () => {
  it('masks known values, token formats, inline assignments and URL passwords, and leaves prose alone', () => {
    expect(maskText('using key s3cret-value-9 now', ['s3cret-value-9'])).toBe('using key •••• now');
    expect(maskText(`token ghp_${'b'.repeat(36)} and xoxb-1234567890ab`)).toBe('token •••• and ••••');
    expect(maskText('login password=hunter22 ok; --token=abcd1234')).toBe('login password=•••• ok; --token=••••');
    expect(maskText('fetch https://bob:pa55word@example.com/x')).toBe('fetch https://bob:••••@example.com/x');
    expect(maskText('token: the API token, password=true, id 1', ['1'])).toBe(
      'token: the API token, password=true, id 1',
    );
  });

  it('masks strings inside JSON and a literal under a secret-named key', () => {
    expect(maskJson({ apiKey: 'abcd1234', note: 'key is k-9999', list: ['k-9999', 3] }, ['k-9999'])).toEqual({
      apiKey: '••••',
      note: 'key is ••••',
      list: ['••••', 3],
    });
  });
});
