import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript, as the prebuilt CLI's builder that loads it (./prebuilt.mjs): no declarations
import { codeRanges, escapeNonAscii, replaceInCode } from './code-spans.mjs';

const CALL = /(?<![\w$.])import\s*\((?!\s*['"])/g;
const rewrite = (text: string): string => replaceInCode(text, CALL, () => 'load(');
const codeOf = (text: string) => (codeRanges(text) as [number, number][]).map(([a, b]) => text.slice(a, b));

describe('code-spans: where a source is code', () => {
  it('rewrites a real computed import, and none in a regex, a string, a comment or a template’s text', () => {
    const source = [
      'const says = /(^\\s*(insert|import(?:s|ing)?|load)\\s+)/i;',
      'const text = \'import(x) in a string\', other = "import(y)";',
      '// import(z) in a comment',
      '/* import(w) in a block */',
      'const t = `import(v) in a template ${await import(spec)} and after`;',
      'const m = await import(url);',
    ].join('\n');
    const out = rewrite(source);
    expect(out.match(/load\(/g)).toHaveLength(2);
    expect(out).toContain('${await load(spec)}');
    expect(out).toContain('const m = await load(url);');
    expect(out).toContain('|import(?:s|ing)?|');
    expect(out).toContain("'import(x) in a string'");
  });

  it('tells a division from a regex by what comes before the slash', () => {
    expect(codeOf('a = b / c / d;')).toEqual(['a = b / c / d;']);
    expect(codeOf('x = (n) / 2; y = /re/g.test(s);')).toEqual(['x = (n) / 2; y = ', '.test(s);']);
    expect(codeOf('return /a[/]b/.test(s)')).toEqual(['return ', '.test(s)']);
    // no closing slash on the line: a division after all
    expect(codeOf('f(a, /b\n)')).toEqual(['f(a, /b\n)']);
  });

  it('follows nested templates and braces inside a template’s expression', () => {
    const source = 'x = `a ${ {k: `b ${c}`}.k } d`; import(e);';
    expect(codeOf(source)).toEqual(['x = ', ' {k: ', 'c', '}.k ', '; import(e);']);
    expect(rewrite(source)).toBe('x = `a ${ {k: `b ${c}`}.k } d`; load(e);');
  });

  it('leaves escaped quotes inside their string, and a string that ends at a line break', () => {
    expect(codeOf("s = 'it\\'s import(a)'; import(b)")).toEqual(['s = ', '; import(b)']);
    expect(rewrite("s = 'it\\'s import(a)'; import(b)")).toBe("s = 'it\\'s import(a)'; load(b)");
  });

  it('writes the non-ASCII characters of regexes, strings and comments as escapes that mean the same', () => {
    const source = [
      'const quote = /[`\'"’]/g, apostrophe = /\\’s/, smile = /😀+/u, word = /é/;',
      "const s = 'café';",
      '// a comment — with a dash',
      'const t = String.raw`café ${x} naïve`;',
    ].join('\n');
    const out = escapeNonAscii(source) as string;
    const [firstLine, secondLine, thirdLine, lastLine] = out.split('\n');
    expect(firstLine).toBe(
      'const quote = /[`\'"\\u2019]/g, apostrophe = /\\u2019s/, smile = /\\ud83d\\ude00+/u, word = /\\u00e9/;',
    );
    expect(secondLine).toBe("const s = 'caf\\u00e9';");
    expect(thirdLine).toBe('// a comment \\u2014 with a dash');
    // A template's text is what a tag reads raw: left as written.
    expect(lastLine).toBe('const t = String.raw`café ${x} naïve`;');
    // The escaped regexes match what the written ones match.
    const escaped = new Function(`${firstLine}; return [quote, apostrophe, smile, word];`)() as RegExp[];
    for (const [i, sample] of ['’', '’s', '😀😀', 'é'].entries()) expect(escaped[i]!.test(sample)).toBe(true);
    expect(escaped.map((re) => re.test('ascii only'))).toEqual([false, false, false, false]);
    expect(escapeNonAscii('plain ascii')).toBe('plain ascii');
  });
});
