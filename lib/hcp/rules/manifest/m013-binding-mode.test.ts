import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m013BindingMode } from './m013-binding-mode';

const ledger = packTexts('ledger');

describe('M013 A Binding mode is declared', () => {
  it('stays silent on ledger (mode "local")', () => {
    expect(findingsOf(m013BindingMode, ledger)).toEqual([]);
  });

  it('fires when binding has no mode, suggesting the mode its hub implies', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      delete s.binding.mode;
    });
    const [f, ...rest] = findingsOf(m013BindingMode, texts);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      id: 'M013',
      severity: 'error',
      file: 'surface.json',
      pointer: '/binding',
      message: expect.stringContaining('no "mode"'),
    });
    expect(f.fix).toContain('"mode": "local"');
    expect(f.line).toBeGreaterThan(1);
  });

  it('fires on a pack with no binding at all, pointing at the document', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      delete s.binding;
    });
    const [f] = findingsOf(m013BindingMode, texts);
    expect(f).toMatchObject({ severity: 'error', pointer: '', message: expect.stringContaining('"ledger"') });
    expect(f.fix).toContain('"binding": { "mode": "user" }');
  });

  it('suggests mothership for a control-plane pack', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.plane = 'control';
      s.binding = 'nonsense';
    });
    expect(findingsOf(m013BindingMode, texts)[0].fix).toContain('"mode": "mothership"');
  });
});
