import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { editText, findingsOf, packTexts } from '../testing';
import { lineOf } from './fixtures';
import { s008AntiPatternCount } from './s008-anti-pattern-count';

const ledger = packTexts('ledger');
const withBullets = (bullets: string[]) =>
  editText(
    ledger,
    'HARNESS.md',
    (t) => `${t.slice(0, t.indexOf('## Anti-patterns'))}## Anti-patterns\n\n${bullets.join('\n')}\n`,
  );
const dont = (n: number) => Array.from({ length: n }, (_, i) => `- Do not make mistake ${i + 1}.`);

describe('S008 3 to 6 anti-patterns', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(s008AntiPatternCount, texts)).toEqual([]);
  });

  it('notes 2 bullets, at the heading', () => {
    const texts = withBullets(dont(2));
    const [f, ...rest] = findingsOf(s008AntiPatternCount, texts);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'info',
      file: 'HARNESS.md',
      pointer: 'Anti-patterns',
      line: lineOf(texts, '## Anti-patterns'),
      message: '"Anti-patterns" has 2 bullets; keep 3 to 6.',
      fix: 'Add 1 more "- Do not …" bullet under "## Anti-patterns", each a mistake agents make with this CLI.',
    });
  });

  it('notes 7 bullets', () => {
    const [f] = findingsOf(s008AntiPatternCount, withBullets(dont(7)));
    expect(f).toMatchObject({
      message: '"Anti-patterns" has 7 bullets; keep 3 to 6.',
      fix: 'Keep the 6 most costly bullets under "## Anti-patterns" and delete the other 1.',
    });
  });

  it('accepts 3 and 6, and does not count sub-bullets', () => {
    expect(findingsOf(s008AntiPatternCount, withBullets(dont(3)))).toEqual([]);
    expect(findingsOf(s008AntiPatternCount, withBullets(dont(6)))).toEqual([]);
    expect(findingsOf(s008AntiPatternCount, withBullets([...dont(6), '  - because it costs money']))).toEqual([]);
  });
});
