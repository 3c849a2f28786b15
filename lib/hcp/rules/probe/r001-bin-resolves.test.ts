import { describe, expect, it } from 'vitest';
import { r001BinResolves } from './r001-bin-resolves';
import { clean, ctx, findingsOf, run } from './testing';

describe('R001 wrap.bin resolves', () => {
  it('stays silent when the bin resolves and every run started', () => {
    expect(findingsOf(r001BinResolves, ctx(clean()))).toEqual([]);
  });

  it('is an error when the sandbox cannot resolve wrap.bin, naming the bin and the reason', () => {
    const [f, ...rest] = findingsOf(
      r001BinResolves,
      ctx([], { bin: { ok: false, error: 'no such file in the pack' } }),
    );
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      id: 'R001',
      severity: 'error',
      file: 'surface.json',
      pointer: '/wrap/bin',
      message: 'wrap.bin "./bin/ledger.mjs" does not resolve: no such file in the pack.',
    });
    expect(f.fix).toContain('Put the CLI at "./bin/ledger.mjs" inside the pack');
  });

  it('is an error when the bin resolves but a run could not start', () => {
    const [f] = findingsOf(r001BinResolves, ctx([run({ spawn_error: 'EACCES', exit_code: null })]));
    expect(f).toMatchObject({
      id: 'R001',
      severity: 'error',
      pointer: '/wrap/bin',
      message: 'wrap.bin "./bin/ledger.mjs" is there but could not start (EACCES).',
    });
  });
});
