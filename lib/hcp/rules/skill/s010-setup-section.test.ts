import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { editJson, findingsOf, packTexts } from '../testing';
import { replaceIn } from './fixtures';
import { s010SetupSection } from './s010-setup-section';

const ledger = packTexts('ledger');
const noSetup = replaceIn(ledger, '## Setup', '## Getting going');
const mode = (m: string | undefined) =>
  editJson(noSetup, 'surface.json', (s) => {
    s.binding.mode = m;
  });

describe('S010 Packs with credentials have a Setup section', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(s010SetupSection, texts)).toEqual([]);
  });

  it('warns on a local-binding pack without Setup, naming the mode and the setup commands', () => {
    const [f, ...rest] = findingsOf(s010SetupSection, noSetup);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warn',
      file: 'HARNESS.md',
      pointer: '',
      message: 'Binding mode "local" needs credentials or local setup, but HARNESS.md has no "Setup" section.',
      fix: 'Add "## Setup" saying how a person logs in or sets up (`setup.status`, `setup.apply`, `connect`) and what works before that.',
    });
  });

  it.each(['user', 'mothership'])('warns for binding mode %s', (m) => {
    expect(findingsOf(s010SetupSection, mode(m))).toMatchObject([{ message: expect.stringContaining(`"${m}"`) }]);
  });

  it.each(['public', 'mock', undefined])('stays silent for binding mode %s', (m) => {
    expect(findingsOf(s010SetupSection, mode(m))).toEqual([]);
  });

  it('accepts a heading that starts with Setup', () => {
    expect(findingsOf(s010SetupSection, replaceIn(ledger, '## Setup', '## Setup and login'))).toEqual([]);
  });
});
