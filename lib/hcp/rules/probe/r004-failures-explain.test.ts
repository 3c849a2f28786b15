import { describe, expect, it } from 'vitest';
import { r004FailuresExplain } from './r004-failures-explain';
import { clean, ctx, findingsOf } from './testing';

describe('R004 failures explain themselves on stderr or as JSON', () => {
  it('stays silent when the failure speaks on stderr', () => {
    expect(findingsOf(r004FailuresExplain, ctx(clean()))).toEqual([]);
  });

  it('stays silent when the failure is JSON on stdout', () => {
    const obs = clean();
    obs[1] = { ...obs[1], stderr: '', json: true, stdout: '{"ok":false,"error":"unknown command"}' };
    expect(findingsOf(r004FailuresExplain, ctx(obs))).toEqual([]);
  });

  it('warns on an unknown subcommand that fails silently', () => {
    const obs = clean();
    obs[1] = { ...obs[1], stderr: '' };
    expect(findingsOf(r004FailuresExplain, ctx(obs))).toEqual([
      expect.objectContaining({
        id: 'R004',
        severity: 'warn',
        pointer: '/wrap/bin',
        message: '"ledger hcp-probe-no-such-command" exited 2 without a word on stderr or a JSON error on stdout.',
      }),
    ]);
  });
});
