import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts } from '../testing';
import { replaceIn, withLead } from './fixtures';
import { s002Lead } from './s002-lead';

const ledger = packTexts('ledger');

describe('S002 A lead follows the title', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(s002Lead, texts)).toEqual([]);
  });

  it('is an error when a heading follows the title directly', () => {
    const [f, ...rest] = findingsOf(s002Lead, withLead(ledger, ''));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'error',
      file: 'HARNESS.md',
      pointer: 'HCP — Ledger',
      line: 1,
      message: 'No lead paragraph follows the title "# HCP — Ledger" (line 1).',
    });
    expect(f.fix).toContain('Right after "# HCP — Ledger", add one paragraph');
  });

  it('is an error when a table comes before any paragraph', () => {
    const texts = replaceIn(withLead(ledger, ''), '## Hot path\n', '');
    expect(findingsOf(s002Lead, texts)).toHaveLength(1);
  });
});
