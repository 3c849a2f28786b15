import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from './load-dir';
import { lineDiff, runTwin } from './twin';

const PACKS = fileURLToPath(new URL('../../packs/', import.meta.url));
const transit = resolve(PACKS, 'transit');
const ledger = resolve(PACKS, 'ledger');

describe('twin-face check', () => {
  it('transit plan: the exec pipeline and the CLI agree', async () => {
    const r = await runTwin(await loadPackFromDir(transit), transit, 'plan', { from: 'central', to: 'harbour' });
    expect(r).toMatchObject({
      same: true,
      diff: [],
      exec: { ok: true, argv: ['transit', 'plan', 'central', 'harbour', '--json'] },
      cli: { ok: true },
    });
  });

  it('a different direct argv shows the diff', async () => {
    const r = await runTwin(
      await loadPackFromDir(transit),
      transit,
      'plan',
      { from: 'central', to: 'harbour' },
      { directArgv: ['transit', 'plan', 'central', 'museum', '--json'] },
    );
    expect(r.same).toBe(false);
    expect(r.diff.some((l) => l.startsWith('- ') && l.includes('harbour'))).toBe(true);
    expect(r.diff.some((l) => l.startsWith('+ ') && l.includes('museum'))).toBe(true);
  });

  it('a write runs through the pipeline only, and the gate still applies', async () => {
    const r = await runTwin(await loadPackFromDir(ledger), ledger, 'transfer', {
      amount: '2.80',
      payee: 'demo-transit',
    });
    expect(r).toMatchObject({ exec: { ok: false, error: 'confirm required' }, cli: null, same: null });
    expect(r.note).toContain('is a write');
  });

  it('lineDiff', () => {
    expect(lineDiff(['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual(['- b', '+ d']);
    expect(lineDiff(['a'], ['a'])).toEqual([]);
  });
});
