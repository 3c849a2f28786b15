import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { editText, findingsOf, packTexts } from '../testing';
import { skillText } from './fixtures';
import { s009OneScreen } from './s009-one-screen';

const ledger = packTexts('ledger');
const linesOf = (text: string) => text.replace(/\n$/, '').split('\n').length;
const padTo = (n: number) =>
  editText(ledger, 'HARNESS.md', (t) => {
    const lines = t.replace(/\n$/, '').split('\n');
    while (lines.length < n) lines.push('');
    lines[n - 1] = '<!-- end -->';
    return `${lines.join('\n')}\n`;
  });

describe('S009 The Skill fits on one screen', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(s009OneScreen, texts)).toEqual([]);
  });

  it('accepts exactly 80 lines with a final newline', () => {
    const texts = padTo(80);
    expect(linesOf(skillText(texts))).toBe(80);
    expect(findingsOf(s009OneScreen, texts)).toEqual([]);
  });

  it('warns at 81 lines, at line 81', () => {
    const [f, ...rest] = findingsOf(s009OneScreen, padTo(81));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warn',
      file: 'HARNESS.md',
      pointer: '',
      line: 81,
      message: 'HARNESS.md is 81 lines; one screen is 80.',
    });
    expect(f.fix).toMatch(/^Cut 1 line: keep/);
  });
});
