import { describe, expect, it } from 'vitest';
import { gate, tokenFormHtml, tokensEqual } from './token';

const url = (s: string) => new URL(s, 'http://127.0.0.1:3000');

describe('gate', () => {
  it('passes everything when no token is configured', () => {
    expect(gate(undefined, url('/packs/ledger'), undefined)).toEqual({ action: 'pass' });
    expect(gate('', url('/'), undefined)).toEqual({ action: 'pass' });
  });
  it('denies without the cookie, and with a wrong one', () => {
    expect(gate('s3cret', url('/'), undefined)).toMatchObject({ action: 'deny' });
    expect(gate('s3cret', url('/'), 's3cre')).toMatchObject({ action: 'deny' });
  });
  it('passes with the right cookie', () =>
    expect(gate('s3cret', url('/packs/x'), 's3cret')).toEqual({ action: 'pass' }));
  it('accepts ?token= once and redirects to the address without it', () => {
    expect(gate('s3cret', url('/packs/ledger?file=HARNESS.md&token=s3cret'), undefined)).toEqual({
      action: 'accept',
      redirectTo: '/packs/ledger?file=HARNESS.md',
    });
    expect(gate('s3cret', url('/?token=nope'), 's3cret')).toMatchObject({ action: 'deny' });
  });
});

it('tokensEqual compares whole strings', () => {
  expect(tokensEqual('abc', 'abc')).toBe(true);
  expect(tokensEqual('abd', 'abc')).toBe(false);
  expect(tokensEqual('ab', 'abc')).toBe(false);
  expect(tokensEqual(undefined, 'abc')).toBe(false);
});

it('the token form escapes what it echoes', () => {
  const html = tokenFormHtml('<b>x</b>', '/"><script>');
  expect(html).not.toContain('<script>');
  expect(html).toContain('&lt;b&gt;');
  expect(html).toContain('name="token"');
});
