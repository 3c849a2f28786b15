import { describe, expect, it } from 'vitest';
import { commandArgs } from './command-args';
import { operandBeforeCommand } from './operand-before-command';
import { parseHelp } from './parse-help';
import type { Candidate } from './select';

describe('the operand every command comes after', () => {
  it('the command bracketed inside the operand: the operand comes first', () => {
    expect(operandBeforeCommand({ usage: ['tool [OPTION]... [DISK [COMMAND [PARAMETERS]...]...]'] })).toBe('DISK');
    expect(operandBeforeCommand({ usage: ['tool [-v] [<image> [<command> [args]]]'] })).toBe('image');
  });

  it('a grammar object, the options or a command alone: no operand before the command', () => {
    for (const usage of [
      'tool [ OPTIONS ] OBJECT { COMMAND | help }',
      'tool [OPTIONS [COMMAND]]',
      'tool [options] <command> [<args>]',
      'tool DISK COMMAND',
    ])
      expect(operandBeforeCommand({ usage: [usage] }), usage).toBeNull();
  });

  it("a command's arguments start with it, placed before the command's words", () => {
    const top = parseHelp('Usage: tool [OPTION]... [DISK [COMMAND [PARAMETERS]...]...]\n', { bin: 'tool' });
    const candidate = {
      path: ['resize'],
      key: 'resize',
      risk: { risk: 'write', confirm: true },
      argsSpec: 'NUMBER END',
    } as unknown as Candidate;
    const drafted = commandArgs(candidate, { name: 'tool', top, pages: {} });
    expect(drafted.args.map((a) => [a.name, a.token])).toEqual([
      ['disk', { positional: true, beforeCommand: true }],
      ['number', { positional: true }],
      ['end', { positional: true }],
    ]);
  });
});
