import { describe, expect, it } from 'vitest';
import { r002HelpExitsZero } from './r002-help-exits-zero';
import { clean, ctx, findingsOf } from './testing';

describe('R002 --help exits 0 with output', () => {
  it('stays silent on a help that exits 0 with the usage', () => {
    expect(findingsOf(r002HelpExitsZero, ctx(clean()))).toEqual([]);
  });

  it('warns when --help fails or prints nothing', () => {
    const obs = clean();
    obs[0] = { ...obs[0], exit_code: 2, stdout: '' };
    expect(findingsOf(r002HelpExitsZero, ctx(obs))).toEqual([
      expect.objectContaining({
        id: 'R002',
        severity: 'warn',
        pointer: '/wrap/bin',
        message: '"ledger --help" exited 2 with no output.',
      }),
    ]);
  });

  it('warns when --help exits 0 but prints nothing', () => {
    const obs = clean();
    obs[0] = { ...obs[0], stdout: '' };
    expect(findingsOf(r002HelpExitsZero, ctx(obs))).toEqual([
      expect.objectContaining({ id: 'R002', severity: 'warn', message: '"ledger --help" printed nothing.' }),
    ]);
  });
});
