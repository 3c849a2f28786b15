import { describe, expect, it } from 'vitest';
import {
  escapeData,
  escapeProperty,
  htmlText,
  jsonText,
  markdownCode,
  markdownText,
  plainText,
  sarifText,
  uriPath,
  visibleText,
  xmlText,
} from './escape';

describe('the escaping helper of each target syntax', () => {
  it('plain text: one line, invisible characters shown, CI commands defused', () => {
    expect(plainText('a\nb\r\nc\rd')).toBe('a\\nb\\r\\nc\\rd');
    expect(plainText('  ::error::x')).toBe('  \\::error::x');
    expect(plainText('##[error]x and ##vso[task.complete]')).toBe('\\##[error]x and #\\#vso[task.complete]');
    expect(plainText('mid ::error:: stays')).toBe('mid ::error:: stays');
    expect(plainText('bell\u0007 rtl\u202e')).toBe('bell\\u0007 rtl\\u202e');
    expect(plainText(42)).toBe('42');
  });

  it('visible text keeps line breaks for a format that escapes them itself', () => {
    expect(visibleText('a\nb\u0000')).toBe('a\nb\\u0000');
  });

  it('GitHub workflow commands: data and property escapes', () => {
    expect(escapeData('50%\r\n')).toBe('50%25%0D%0A');
    expect(escapeProperty('a:b,c')).toBe('a%3Ab%2Cc');
  });

  it('Markdown: markup characters escaped, line breaks as <br>, line-start markers escaped, prose left', () => {
    expect(markdownText('<!-- x --> [a](b) ![i](u) **b** `c` ~s~ a|b \\ &amp;')).toBe(
      '\\<!-- x --> \\[a\\](b) !\\[i\\](u) \\*\\*b\\*\\* \\`c\\` \\~s\\~ a\\|b \\\\ \\&amp;',
    );
    expect(markdownText('# h\n> q\n- l\n1. n')).toBe('\\# h<br>\\> q<br>\\- l<br>\\1. n');
    expect(markdownText('L-extra_verb, _emph_ and it.')).toBe('L-extra_verb, \\_emph\\_ and it.');
    expect(markdownText('Tom & Jerry')).toBe('Tom & Jerry');
  });

  it('Markdown code: literal inside one span, backticks and pipes made harmless', () => {
    expect(markdownCode('a`b|c\nd')).toBe("`a'b\\|c\\nd`");
    expect(markdownCode('')).toBe('');
  });

  it('HTML and XML: entities escaped, line breaks as character references', () => {
    expect(htmlText(`<a href="x">'&'\n##vso[`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&#10;#&#35;vso[');
    expect(xmlText('a\u0001\ud800\r\n<')).toBe('a\\u0001&#13;&#10;&lt;');
  });

  it('JSON: the same value back, invisible characters and ##vso[ as \\u escapes', () => {
    const value = { a: 'x\u202ey ##vso[task]', b: ['\u0085'] };
    const text = jsonText(value);
    expect(text).not.toMatch(/[\u0085\u202e]|##vso/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('SARIF: braces doubled; a path percent-encoded segment by segment', () => {
    expect(sarifText('{ "ok": true } {0}')).toBe('{{ "ok": true }} {{0}}');
    expect(uriPath('packs/my pack#1/a?b%.json')).toBe('packs/my%20pack%231/a%3Fb%25.json');
  });
});
