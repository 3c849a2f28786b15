import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m001CommandCount } from './m001-command-count';

const ledger = packTexts('ledger');

describe('M001 5 to 12 commands', () => {
  it('stays silent on ledger (6 commands)', () => {
    expect(findingsOf(m001CommandCount, ledger)).toEqual([]);
  });

  it('warns below 5 commands', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs = { list: s.verbs.list, status: s.verbs.status };
    });
    const [f] = findingsOf(m001CommandCount, texts);
    expect(f).toMatchObject({ severity: 'warn', file: 'surface.json', pointer: '/verbs', message: expect.stringContaining('2 commands') });
    expect(f.line).toBeGreaterThan(1);
  });

  it('is an error above 12 commands', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      for (let i = 0; i < 8; i++) s.verbs[`extra.c${i}`] = { description: 'Extra read.', cli: ['ledger', 'x'] };
    });
    const [f] = findingsOf(m001CommandCount, texts);
    expect(f).toMatchObject({ severity: 'error', message: expect.stringContaining('14 commands') });
  });
});
