import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { editText, findingsOf, packTexts } from '../testing';
import { lineOf, replaceIn } from './fixtures';
import { s005HotPathTable } from './s005-hot-path-table';

const ledger = packTexts('ledger');
const withoutTables = editText(ledger, 'HARNESS.md', (t) =>
  t
    .split('\n')
    .filter((l) => !l.trim().startsWith('|'))
    .join('\n'),
);

describe('S005 A hot-path table lists the commands', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(s005HotPathTable, texts)).toEqual([]);
  });

  it('is an error when there is no table, and the fix lists every command', () => {
    const [f, ...rest] = findingsOf(s005HotPathTable, withoutTables);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'error',
      file: 'HARNESS.md',
      pointer: '',
      message: 'HARNESS.md has no hot-path table for its 6 commands.',
    });
    for (const key of ['status', 'list', 'transfer', 'connect', 'setup.status', 'setup.apply'])
      expect(f.fix).toContain(`| \`${key}\` | … |`);
  });

  it('is an error when the first column names none of the commands', () => {
    let texts = ledger;
    for (const key of ['status', 'list', 'transfer', 'connect', 'setup.status', 'setup.apply'])
      texts = replaceIn(texts, `| \`${key}\` |`, `| \`ledger ${key} --json\` |`);
    const [f] = findingsOf(s005HotPathTable, texts);
    expect(f).toMatchObject({
      severity: 'error',
      pointer: 'Hot path',
      line: lineOf(texts, '| Command |'),
      message: expect.stringContaining(
        'names none of the commands (first column: "ledger status --json", "ledger list --json"',
      ),
    });
  });

  it('leaves a partial table to lint (skill_drift)', () => {
    expect(findingsOf(s005HotPathTable, replaceIn(ledger, /\| `list` \|.*\n/, ''))).toEqual([]);
  });
});
