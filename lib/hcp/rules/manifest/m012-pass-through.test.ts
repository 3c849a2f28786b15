import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m012PassThrough } from './m012-pass-through';

const ledger = packTexts('ledger');

describe('M012 no pass_through left in a finished pack', () => {
  it('stays silent on ledger and transit', () => {
    expect(findingsOf(m012PassThrough, ledger)).toEqual([]);
    expect(findingsOf(m012PassThrough, packTexts('transit'))).toEqual([]);
  });

  it('is an error while pass_through is declared, naming its subcommands', () => {
    const texts = editJson(
      ledger,
      'surface.json',
      (s) => (s.pass_through = { allowedSubcommands: ['export', 'import'], maxArgv: 16 }),
    );
    const [f] = findingsOf(m012PassThrough, texts);
    expect(f).toMatchObject({ id: 'M012', severity: 'error', file: 'surface.json', pointer: '/pass_through' });
    expect(f.message).toBe(
      'surface.json still declares pass_through (allowedSubcommands: "export", "import"); a finished pack names every command instead.',
    );
    expect(f.fix).toContain('Promote the hot path of "export", "import" to named commands');
    expect(f.fix).toContain('delete "pass_through"');
    expect(f.line).toBeGreaterThan(1);
  });

  it('flags a malformed pass_through too', () => {
    const texts = editJson(ledger, 'surface.json', (s) => (s.pass_through = true));
    const [f] = findingsOf(m012PassThrough, texts);
    expect(f).toMatchObject({
      pointer: '/pass_through',
      message: expect.stringContaining('still declares pass_through;'),
    });
  });
});
