import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { editJson, findingsOf, packTexts } from '../testing';
import { replaceIn } from './fixtures';
import { s001Title } from './s001-title';

const ledger = packTexts('ledger');

describe('S001 Title is # HCP — <Name>', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(s001Title, texts)).toEqual([]);
  });

  it('warns on a hyphen instead of the em dash', () => {
    const [f, ...rest] = findingsOf(s001Title, replaceIn(ledger, '# HCP — Ledger', '# HCP - Ledger'));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warn',
      file: 'HARNESS.md',
      pointer: 'HCP - Ledger',
      line: 1,
      message: 'Title is "# HCP - Ledger"; expected "# HCP — Ledger".',
      fix: 'Replace line 1 with "# HCP — Ledger" (an em dash, and the manifest name "Ledger").',
    });
  });

  it('warns when the name is not the manifest name or id', () => {
    const [f] = findingsOf(s001Title, replaceIn(ledger, '# HCP — Ledger', '# HCP — Ledger CLI'));
    expect(f.message).toBe('Title is "# HCP — Ledger CLI"; expected "# HCP — Ledger".');
  });

  it('accepts the manifest id, and the id when the manifest has no name', () => {
    expect(findingsOf(s001Title, replaceIn(ledger, '# HCP — Ledger', '# HCP — ledger'))).toEqual([]);
    const noName = editJson(replaceIn(ledger, '# HCP — Ledger', '# HCP — ledger'), 'surface.json', (s) => {
      delete s.name;
    });
    expect(findingsOf(s001Title, noName)).toEqual([]);
  });

  it('warns when there is no title at all', () => {
    const [f] = findingsOf(s001Title, replaceIn(ledger, '# HCP — Ledger\n', ''));
    expect(f).toMatchObject({
      pointer: '',
      line: 1,
      message: 'HARNESS.md has no "# " title line; expected "# HCP — Ledger".',
      fix: 'Insert "# HCP — Ledger" as the first line of HARNESS.md.',
    });
  });
});
