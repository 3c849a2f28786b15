import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts } from '../testing';
import { replaceIn } from './fixtures';
import { s007AntiPatterns } from './s007-anti-patterns';

const ledger = packTexts('ledger');

describe('S007 An anti-patterns section exists', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(s007AntiPatterns, texts)).toEqual([]);
  });

  it('warns when no section is headed Anti-patterns', () => {
    const [f, ...rest] = findingsOf(s007AntiPatterns, replaceIn(ledger, '## Anti-patterns', '## Pitfalls'));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warn',
      file: 'HARNESS.md',
      pointer: '',
      message: 'HARNESS.md has no section headed "Anti-patterns".',
    });
    expect(f.fix).toContain('Append "## Anti-patterns" with 3 to 6 bullets');
  });

  it.each(['## Anti patterns', '### Antipatterns', '## anti-patterns'])('accepts "%s"', (heading) => {
    expect(findingsOf(s007AntiPatterns, replaceIn(ledger, '## Anti-patterns', heading))).toEqual([]);
  });
});
