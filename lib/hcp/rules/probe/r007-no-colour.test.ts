import { describe, expect, it } from 'vitest';
import { r007NoColour } from './r007-no-colour';
import { clean, ctx, findingsOf } from './testing';

const colour = { colour: true, control: false };

describe('R007 no ANSI colour without a TTY', () => {
  it('stays silent on plain output', () => {
    expect(findingsOf(r007NoColour, ctx(clean()))).toEqual([]);
  });

  it('warns once, on the first coloured run, counting the others', () => {
    const obs = clean();
    obs[3] = { ...obs[3], escapes: colour };
    obs[1] = { ...obs[1], escapes: colour };
    obs[0] = { ...obs[0], escapes: colour };
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
    obs[3] = { ...obs[3], escapes: colour };
    expect(findingsOf(r007NoColour, ctx(obs))).toEqual([
      expect.objectContaining({
        id: 'R007',
        pointer: '/verbs/list',
        message: '"ledger list --json" printed ANSI colour codes with NO_COLOR=1, TERM=dumb and no TTY.',
      }),
    ]);
  });

  it('names other escape sequences (a hyperlink, a cursor move) as such', () => {
    const obs = clean();
    obs[0] = { ...obs[0], escapes: { colour: false, control: true } };
    expect(findingsOf(r007NoColour, ctx(obs))[0]?.message).toBe(
      '"ledger --help" printed terminal escape sequences (cursor moves, titles, links) with NO_COLOR=1, TERM=dumb and no TTY.',
    );
  });
});
