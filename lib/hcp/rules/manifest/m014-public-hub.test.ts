import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m014PublicHub } from './m014-public-hub';

const ledger = packTexts('ledger');

describe('M014 Public Binding uses a public hub', () => {
  it('stays silent on ledger (a local Binding)', () => {
    expect(findingsOf(m014PublicHub, ledger)).toEqual([]);
  });

  it('stays silent on transit (public Binding, public hub)', () => {
    expect(findingsOf(m014PublicHub, packTexts('transit'))).toEqual([]);
  });

  it('stays silent on a public Binding with hub "public"', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.binding = { mode: 'public', hub: 'public' };
    });
    expect(findingsOf(m014PublicHub, texts)).toEqual([]);
  });

  it('warns when a public Binding names another hub', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.binding.mode = 'public';
    });
    const [f] = findingsOf(m014PublicHub, texts);
    expect(f).toMatchObject({
      id: 'M014',
      severity: 'warn',
      pointer: '/binding/hub',
      message: expect.stringContaining('"local-credential"'),
    });
    expect(f.fix).toContain('"hub": "public"');
  });

  it('warns when a public Binding names no hub', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.binding = { mode: 'public' };
    });
    expect(findingsOf(m014PublicHub, texts)[0]).toMatchObject({
      pointer: '/binding',
      message: expect.stringContaining('no hub'),
    });
  });
});
