import { describe, expect, it } from 'vitest';
import { parseHelp } from './parse-help';
import { ranOnItsOperand } from './ran-on-operand';
import type { Verdict } from './select';

const top = parseHelp(
  `Usage: tool <cmd>

Commands:
 show        show the current state
 dumpconf    shows the saved settings of a link
 apply       apply a settings file
 reload      reload the daemon
 rotate      rotate the keys
`,
  { bin: 'tool' },
);
const answered: Verdict = { ok: true };
const failed = (said: string, name = 'dumpconf'): Verdict => ({
  ok: false,
  why: `\`tool ${name} --help\` exited 1: ${said}`,
});
const verified = (extra: Record<string, Verdict>): Record<string, Verdict> => ({
  show: answered,
  apply: answered,
  reload: answered,
  ...extra,
});

describe('a listed read whose check ran it on the help flag as its operand', () => {
  it('stands as listed where its siblings answered and its error is about the operand', () => {
    const kept = ranOnItsOperand({
      name: 'tool',
      top,
      verified: verified({ dumpconf: failed('Unable to access link: Protocol not supported') }),
    });
    expect(Object.keys(kept)).toEqual(['dumpconf']);
    expect(kept.dumpconf).toMatchObject({ ok: true, listedOnly: true });
    expect(kept.dumpconf.why).toContain('Unable to access link');
  });

  it('an error that names the word or says it is no command is about the word: not kept', () => {
    for (const said of ['no command named dumpconf', 'Invalid subcommand', 'unknown option --help', 'Usage: tool'])
      expect(ranOnItsOperand({ name: 'tool', top, verified: verified({ dumpconf: failed(said) }) }), said).toEqual({});
  });

  it('a write is never kept on its failed check (a check that ran a write proves nothing safe)', () => {
    const kept = ranOnItsOperand({
      name: 'tool',
      top,
      verified: verified({ rotate: failed('credentials unset, using defaults', 'rotate') }),
    });
    expect(kept).toEqual({});
  });

  it('two names refused in the same words, or no sibling answering, say nothing: not kept', () => {
    const same = 'could not reach the daemon';
    expect(
      ranOnItsOperand({
        name: 'tool',
        top,
        verified: verified({ dumpconf: failed(same), show: failed(same, 'show'), rotate: answered }),
      }),
    ).toEqual({});
    expect(
      ranOnItsOperand({
        name: 'tool',
        top,
        verified: { show: failed('Invalid subcommand', 'show'), dumpconf: failed('Unable to access link') },
      }),
    ).toEqual({});
  });

  it('a zero exit is no failure of the operand, and an unasked name was never run: not kept', () => {
    const zero: Verdict = { ok: false, why: '`tool dumpconf --help` exited 0: some text' };
    expect(ranOnItsOperand({ name: 'tool', top, verified: verified({ dumpconf: zero }) })).toEqual({});
    const unasked: Verdict = { ok: false, unasked: true, why: '`tool dumpconf --help` exited 1: x' };
    expect(ranOnItsOperand({ name: 'tool', top, verified: verified({ dumpconf: unasked }) })).toEqual({});
  });
});
