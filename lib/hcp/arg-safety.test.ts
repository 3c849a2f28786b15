import { describe, expect, it } from 'vitest';
import { fillToken, shownValue } from './arg-safety';

const fill = (token: string, values: Record<string, string>, afterFlag = false) =>
  fillToken(token, values, { afterFlag, bin: 'tool' });
const refused = (token: string, values: Record<string, string>, afterFlag = false) => {
  const r = fill(token, values, afterFlag);
  if (r.ok)
    throw new Error(`expected ${JSON.stringify(values)} in ${token} to be refused, got ${JSON.stringify(r.text)}`);
  return r.error;
};

describe('a value never starts an option, wherever it lands in a token', () => {
  it('the first of two placeholders in a token', () => {
    expect(refused('{{owner}}/{{repo}}', { owner: '--upload-pack=touch /tmp/pwned', repo: 'x' })).toBe(
      'argument "owner" value "--upload-pack=touch /tmp/pwned" in the argv token "{{owner}}/{{repo}}" of tool would start the argv token with "-", so the CLI could read it as an option',
    );
    expect(fill('{{owner}}/{{repo}}', { owner: 'octo', repo: '--x' })).toEqual({ ok: true, text: 'octo/--x' });
  });

  it('the second of two glued placeholders when the first is empty, or only spaces and invisible characters', () => {
    expect(refused('{{a}}{{b}}', { a: '', b: '--output=/tmp/x' })).toMatch(/^argument "b" value "--output=\/tmp\/x"/);
    expect(refused('{{a}}{{b}}', { a: ' \u200B', b: '-x' })).toMatch(/^argument "b"/);
    expect(fill('{{a}}{{b}}', { a: 'x', b: '--y' })).toEqual({ ok: true, text: 'x--y' });
  });

  it('a value right after a literal flag, which may be a boolean flag that leaves it to be read as an option', () => {
    expect(refused('{{x}}', { x: '--upload-pack=evil' }, true)).toMatch(
      /^argument "x" value "--upload-pack=evil" of tool would start/,
    );
  });

  it('a value after the template’s own text is the option’s value, whatever it holds', () => {
    expect(fill('--flag={{x}}', { x: '--evil' })).toEqual({ ok: true, text: '--flag=--evil' });
    expect(fill('@{{scope}}/{{name}}', { scope: 'types', name: 'node' })).toEqual({ ok: true, text: '@types/node' });
    expect(fill('x{{v}}', { v: '@file' })).toEqual({ ok: true, text: 'x@file' });
  });

  it('negative numbers too: `head -5`, `git log -1` read them as options', () => {
    expect(refused('{{n}}', { n: '-5' })).toMatch(/would start the argv token with "-"/);
  });

  it('spaces and format characters before a dash are looked through (a CLI that trims its arguments reads the dash)', () => {
    for (const value of [' -x', '\n--x', '\t-x', '\u00AD-x', '\uFEFF--x', '\u2060-x'])
      expect(refused('{{v}}', { v: value })).toMatch(/would start the argv token with "-"/);
  });

  it('every dash that looks like or normalises to "-"', () => {
    for (const dash of [
      '\u2010',
      '\u2011',
      '\u2012',
      '\u2013',
      '\u2014',
      '\u2015',
      '\u2212',
      '\uFE58',
      '\uFE63',
      '\uFF0D',
      '\u2E3A',
      '\u207B',
      '\u208B',
      '\u02D7',
      '\u2043',
      '\u2796',
      '\u05BE',
      '\u301C',
    ])
      expect(refused('{{v}}', { v: `${dash}${dash}upload-pack=x` }), dash).toMatch(
        /looks like \(or normalises to\) "-"/,
      );
  });

  it('"@": a response file of options for gcc, javac, .NET and argparse CLIs; fullwidth "＠" normalises to it', () => {
    expect(refused('{{v}}', { v: '@/etc/passwd' })).toMatch(/"@", which CLIs with response files/);
    expect(refused('{{v}}', { v: '\uFF20opts.rsp' })).toMatch(/"@"/);
    expect(fill('{{v}}', { v: 'user@example.com' })).toEqual({ ok: true, text: 'user@example.com' });
  });

  it('"+" before anything but a digit (vim +cmd, less +!cmd); phone numbers and signed numbers pass', () => {
    expect(refused('{{v}}', { v: '+!rm -rf ~' })).toMatch(/"\+" before a non-digit/);
    expect(refused('{{v}}', { v: '+short' })).toMatch(/"\+"/);
    for (const v of ['+44 20 7946 0000', '+5', '+']) expect(fill('{{v}}', { v })).toEqual({ ok: true, text: v });
  });

  it('ordinary values pass untouched, shell characters and all', () => {
    for (const v of ['demo-bank', 'a b; rm -rf / $(x)', 'x-y', 'café', '2.80', '0', 'line one\nline two'])
      expect(fill('{{v}}', { v })).toEqual({ ok: true, text: v });
  });
});

describe('the rest of the class', () => {
  it('"=" in a value where the template splits key=value after it', () => {
    expect(refused('{{k}}={{v}}', { k: 'body=@/etc/passwd', v: 'x' })).toBe(
      'argument "k" value "body=@/etc/passwd" in the argv token "{{k}}={{v}}" of tool holds "=" where the template puts a literal "=" after it, so it would move where the CLI splits key=value',
    );
    expect(fill('{{k}}={{v}}', { k: 'title', v: 'a=b' })).toEqual({ ok: true, text: 'title=a=b' });
    expect(fill('--set={{v}}', { v: 'a=b' })).toEqual({ ok: true, text: '--set=a=b' });
  });

  it('an empty value that would be the whole token; after a literal flag it is the flag’s empty value', () => {
    expect(refused('{{path}}', { path: '' })).toMatch(
      /^argument "path" value "" of tool is empty and would be the whole argv token/,
    );
    expect(refused('{{a}}{{b}}', { a: '', b: '' })).toMatch(/^argument "a"/);
    expect(fill('{{memo}}', { memo: '' }, true)).toEqual({ ok: true, text: '' });
    expect(fill('x{{v}}', { v: '' })).toEqual({ ok: true, text: 'x' });
  });

  it('NUL, which argv cannot carry, and the other control characters; tab and line breaks pass', () => {
    expect(refused('--m={{v}}', { v: 'a\u0000b' })).toBe(
      'argument "v" value "a\\u0000b" in the argv token "--m={{v}}" of tool holds a NUL character, which an argv cannot carry',
    );
    for (const c of ['\u001b', '\u0007', '\u0008', '\u007F', '\u009B'])
      expect(refused('{{v}}', { v: `x${c}]0;title` })).toMatch(/holds the control character \\u00/);
    expect(fill('{{v}}', { v: 'a\tb\r\nc' })).toEqual({ ok: true, text: 'a\tb\r\nc' });
  });

  it('bidi overrides and isolates, which make the approval card show another argv ("\u202Etxt.exe" reads "exe.txt")', () => {
    for (const c of ['\u202E', '\u202D', '\u202A', '\u2066', '\u2067', '\u2068', '\u2069'])
      expect(refused('--name={{v}}', { v: `invoice${c}fdp.exe` })).toMatch(/holds the bidi control \\u20/);
    expect(fill('{{v}}', { v: 'שלום \u200Fעולם' })).toEqual({ ok: true, text: 'שלום \u200Fעולם' });
  });

  it('a value’s own {{placeholders}} are text: each token is filled once', () => {
    expect(fill('{{a}}-{{b}}', { a: '{{b}}', b: 'z' })).toEqual({ ok: true, text: '{{b}}-z' });
    expect(fill('{{a}}', { a: '{{a}}{{a}}' })).toEqual({ ok: true, text: '{{a}}{{a}}' });
  });
});

describe('shownValue', () => {
  it('escapes look-alikes, invisible characters and controls, keeps letters, and cuts long values', () => {
    expect(shownValue('\u2014upload')).toBe('"\\u2014upload"');
    expect(shownValue('a\u200Bb"c\\')).toBe('"a\\u200Bb\\"c\\\\"');
    expect(shownValue('café -x')).toBe('"café -x"');
    expect(shownValue('x'.repeat(100))).toBe(`"${'x'.repeat(80)}…"`);
  });
});
