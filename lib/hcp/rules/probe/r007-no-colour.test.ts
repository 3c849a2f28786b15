import { describe, expect, it } from 'vitest';
import { r007NoColour } from './r007-no-colour';
import { clean, ctx, findingsOf } from './testing';

describe('R007 no ANSI colour without a TTY', () => {
  it('stays silent on plain output', () => {
    expect(findingsOf(r007NoColour, ctx(clean()))).toEqual([]);
  });

  it('warns once, on the first coloured run, counting the others', () => {
    const obs = clean();
    obs[3] = { ...obs[3], stdout: '\u001b[32m{"ok":true}\u001b[0m', json: false };
    obs[1] = { ...obs[1], stderr: '\u001b[31mledger: unknown command\u001b[0m' };
    obs[0] = { ...obs[0], stdout: `\u001b[1m${obs[0].stdout}\u001b[0m` };
    expect(findingsOf(r007NoColour, ctx(obs))).toEqual([
      expect.objectContaining({
        id: 'R007',
        severity: 'warn',
        pointer: '/wrap/bin',
        message: '"ledger --help" printed ANSI colour codes with NO_COLOR=1, TERM=dumb and no TTY (and 2 other runs).',
      }),
    ]);
  });

  it('points at the read when only a read is coloured', () => {
    const obs = clean();
    obs[3] = { ...obs[3], stderr: '\u001b[33mwarning\u001b[0m' };
    expect(findingsOf(r007NoColour, ctx(obs))).toEqual([
      expect.objectContaining({
        id: 'R007',
        pointer: '/verbs/list',
        message: '"ledger list --json" printed ANSI colour codes with NO_COLOR=1, TERM=dumb and no TTY.',
      }),
    ]);
  });
});
