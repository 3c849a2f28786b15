import { describe, expect, it } from 'vitest';
import { stripEscapes, stripTerminal } from './escapes';

const ESC = '\u001b';

describe('stripTerminal', () => {
  it.each([
    ['SGR colour', `${ESC}[1;32mok${ESC}[0m`, 'ok', { colour: true, control: false }],
    ['a 256-colour SGR with colons', `${ESC}[38:5:196mred${ESC}[m`, 'red', { colour: true, control: false }],
    ['a cursor move and an erase (CSI)', `a${ESC}[2K${ESC}[1Ab`, 'ab', { colour: false, control: true }],
    ['a private-mode CSI', `${ESC}[?25lhidden cursor${ESC}[?25h`, 'hidden cursor', { colour: false, control: true }],
    ['the C1 CSI', 'x\u009b31my', 'xy', { colour: true, control: false }],
    [
      'an OSC 8 hyperlink ended by BEL',
      `see ${ESC}]8;;https://evil.example/${'\u0007'}docs${ESC}]8;;${'\u0007'} now`,
      'see docs now',
      { colour: false, control: true },
    ],
    [
      'an OSC 8 hyperlink ended by ST',
      `${ESC}]8;;file:///etc/passwd${ESC}\\click${ESC}]8;;${ESC}\\`,
      'click',
      { colour: false, control: true },
    ],
    ['a window title (OSC 0)', `${ESC}]0;pwned${'\u0007'}text`, 'text', { colour: false, control: true }],
    ['an OSC with the C1 ST', `${ESC}]2;t\u009cafter`, 'after', { colour: false, control: true }],
    [
      'an unterminated OSC, to the end',
      `kept${ESC}]8;;https://x.example/ swallowed`,
      'kept',
      { colour: false, control: true },
    ],
    ['a DCS', `a${ESC}Pq#0;2;0;0;0${ESC}\\b`, 'ab', { colour: false, control: true }],
    ['an APC', `a${ESC}_Gf=100;AAAA${ESC}\\b`, 'ab', { colour: false, control: true }],
    ['a PM and an SOS', `a${ESC}^private${ESC}\\b${ESC}Xstring${ESC}\\c`, 'abc', { colour: false, control: true }],
    ['C1 string starts (DCS, OSC)', 'a\u0090dcs\u009cb\u009dosc\u0007c', 'abc', { colour: false, control: true }],
    ['two-byte ESC sequences', `${ESC}7saved${ESC}8${ESC}c${ESC}(B${ESC}=`, 'saved', { colour: false, control: true }],
    ['a lone ESC at the end', `end${ESC}`, 'end', { colour: false, control: true }],
    ['other C1 controls', 'a\u0085b\u008dc', 'abc', { colour: false, control: true }],
    [
      'C0 controls (BEL, form feed, NUL, DEL)',
      'a\u0007b\u000cc\u0000d\u007f',
      'abcd',
      { colour: false, control: true },
    ],
    // Trojan Source: the override shows "exe.txt", the isolate hides that "b" sits apart; plain RTL text needs neither.
    [
      'bidi overrides, embeddings and isolates',
      'file \u202Etxt.exe\u202C, a\u2066b\u2069 \u202A\u202B\u202D\u2067\u2068',
      'file txt.exe, ab ',
      { colour: false, control: true },
    ],
  ])('removes %s', (_kind, raw, text, escapes) => {
    expect(stripTerminal(raw)).toEqual({ text, escapes });
  });

  it('keeps tabs and newlines, makes CRs newlines and resolves backspace over-striking', () => {
    expect(stripTerminal('a\tb\nc\r\nd\re')).toEqual({
      text: 'a\tb\nc\nd\ne',
      escapes: { colour: false, control: false },
    });
    expect(stripEscapes('N\bNA\bAM\bME\bE and _\bu_\bn\n\bx')).toBe('NAME and un\nx');
  });

  it('leaves plain text and Unicode as they are', () => {
    const text = 'Ledger — 2,80 € · naïve 日本語 ✓ שלום \u200Fעולם';
    expect(stripTerminal(text)).toEqual({ text, escapes: { colour: false, control: false } });
  });

  it('stays linear on hostile text', () => {
    const hostile = `${ESC}[`.repeat(100_000) + `${ESC}]`.repeat(100_000) + 'x';
    const started = performance.now();
    expect(stripEscapes(hostile)).toBe('');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
