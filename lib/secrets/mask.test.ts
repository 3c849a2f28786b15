import { describe, expect, it } from 'vitest';
import samples from './samples.json' with { type: 'json' };
import { MASK, maskJson, maskText } from './mask';

describe('maskText', () => {
  it.each(samples.shapes.map((s) => [s.kind, s.match]))('masks %s whole', (_kind, match) => {
    const masked = maskText(`said: ${match} (end)`);
    expect(masked).not.toContain(match);
    expect(masked).toContain(MASK);
    expect(masked.endsWith(' (end)')).toBe(true);
  });

  it('masks a PEM key block to its END line, and to the end of a cut text', () => {
    const key = samples.shapes.find((s) => s.kind === 'a PEM private key')!.match;
    expect(maskText(`a\n${key}\nb`)).toBe(`a\n${MASK}\nb`);
    expect(maskText(`a\n${key.slice(0, 50)}`)).toBe(`a\n${MASK}`);
  });

  it.each(samples.assigned.map((s) => [s.text, s.secret]))(
    'masks what a name or a URL says is secret: %s',
    (text, secret) => {
      const masked = maskText(text);
      expect(masked).not.toContain(secret);
      expect(masked).toContain(MASK);
    },
  );

  it.each(samples.prose)('leaves prose and placeholders alone: %s', (text) => {
    expect(maskText(text)).toBe(text);
  });

  it('masks known values, longest first, and leaves one shorter than 4 characters', () => {
    expect(maskText('using key s3cret-value-9 now', ['s3cret-value-9'])).toBe('using key •••• now');
    expect(maskText('abcdef and abc', ['abc', 'abcdef'])).toBe('•••• and abc');
    expect(maskText('id 1 and 12', ['1'])).toBe('id 1 and 12');
  });

  it('changes nothing the second time', () => {
    const all = [...samples.shapes.map((s) => s.match), ...samples.assigned.map((s) => s.text)].join('\n');
    const once = maskText(all);
    expect(maskText(once)).toBe(once);
  });
});

describe('maskJson', () => {
  it('masks strings inside JSON and a literal under a secret-named key', () => {
    expect(maskJson({ apiKey: 'abcd1234', note: 'key is k-9999', list: ['k-9999', 3] }, ['k-9999'])).toEqual({
      apiKey: MASK,
      note: `key is ${MASK}`,
      list: [MASK, 3],
    });
  });

  it('keeps a secret-named key that holds a placeholder or a number', () => {
    expect(maskJson({ token: '{{token}}', token_count: 3, token_url: 'https://a.example/t' })).toEqual({
      token: '{{token}}',
      token_count: 3,
      token_url: 'https://a.example/t',
    });
  });
});
