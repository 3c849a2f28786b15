import { describe, expect, it } from 'vitest';
import samples from './samples.json' with { type: 'json' };
import { knownForms, MASK, maskJson, maskText } from './mask';

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

  it('masks a known value percent-encoded or in base64 at any of the three alignments, url-safe too', () => {
    const value = 's3cret/Value+99';
    for (const around of ['', 'a', 'ab', 'user:', 'user:x'])
      for (const encode of [btoa, (t: string) => btoa(t).replaceAll('+', '-').replaceAll('/', '_')]) {
        const blob = encode(`${around}${value}\n`);
        expect(maskText(`blob ${blob} end`, [value]), `${around}|${blob}`).toContain(MASK);
        expect(maskText(`blob ${blob} end`, [value]), `${around}|${blob}`).not.toContain(encode(value).slice(2, 12));
      }
    expect(maskText(`https://h/?k=${encodeURIComponent(value)}`, [value])).toBe(`https://h/?k=${MASK}`);
    expect(knownForms('abcd')).toEqual(['abcd']);
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

describe('secrets in JSON member names', () => {
  const shapes = samples.shapes.filter((s) => !s.match.includes('\n') && !s.match.includes(' '));

  it.each(shapes.map((s) => [s.kind, s.match]))(
    'masks %s as a member name, bare and glued after key_',
    (_kind, match) => {
      const masked = maskJson({ [match]: 1, [`key_${match}`]: 2, nested: [{ [`x-${match}`]: true }] });
      expect(JSON.stringify(masked)).not.toContain(match);
      expect(masked).toEqual({ [MASK]: 1, [`key_${MASK}`]: 2, nested: [{ [`x-${MASK}`]: true }] });
    },
  );

  it('masks a credential header whatever its value looks like, but not a placeholder', () => {
    expect(
      maskJson({
        headers: { Authorization: 'token 0a1b2c3d4e', Cookie: 'sid=Zx81', 'Proxy-Authorization': '<token>' },
      }),
    ).toEqual({ headers: { Authorization: MASK, Cookie: MASK, 'Proxy-Authorization': '<token>' } });
  });

  it('keeps every member when two names mask alike, and a known value as a name is masked too', () => {
    const [aws, github] = ['AKIAIOSFODNN7EXAMPLE', 'ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'];
    expect(maskJson({ [aws]: 1, [github]: 2, 'correct-horse': 3 }, ['correct-horse'])).toEqual({
      [MASK]: 1,
      [`${MASK} (2)`]: 2,
      [MASK + ' (3)']: 3,
    });
  });

  it('leaves ordinary names alone, and a "__proto__" name stays a member', () => {
    const value = JSON.parse(
      '{"__proto__": {"a": 1}, "task_a1B2c3D4e5F6g7H8i9": 2, "risk_assessment_for_everyone": 3}',
    );
    const masked = maskJson(value) as Record<string, unknown>;
    expect(Object.keys(masked)).toEqual(['__proto__', 'task_a1B2c3D4e5F6g7H8i9', 'risk_assessment_for_everyone']);
    expect(Object.getPrototypeOf(masked)).toBe(Object.prototype);
  });
});
