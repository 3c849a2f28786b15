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

  it('stays silent below 5 for a public read pack (the guide: "fewer is fine"), and warns once a write joins', () => {
    const publicReads = editJson(ledger, 'surface.json', (s) => {
      s.verbs = { list: s.verbs.list, status: s.verbs.status, 'entry.show': s.verbs['entry.show'] ?? s.verbs.list, balance: s.verbs.list };
      s.binding = { mode: 'public', hub: 'public' };
    });
    const policy = (texts: typeof ledger, rows: Record<string, unknown>) => editJson(texts, 'policy.json', (p) => (p.verbs = rows));
    const reads = policy(publicReads, { list: { risk: 'read' }, status: { risk: 'read' }, 'entry.show': { risk: 'read' }, balance: { risk: 'read' } });
    expect(findingsOf(m001CommandCount, reads)).toEqual([]);
    const withWrite = policy(publicReads, { list: { risk: 'read' }, status: { risk: 'read' }, 'entry.show': { risk: 'read' }, balance: { risk: 'write' } });
    expect(findingsOf(m001CommandCount, withWrite)).toMatchObject([{ id: 'M001', severity: 'warn', message: expect.stringContaining('4 commands') }]);
    const keyring = editJson(reads, 'surface.json', (s) => (s.binding = { mode: 'user', hub: 'keyring' }));
    expect(findingsOf(m001CommandCount, keyring)).toHaveLength(1);
  });
});
