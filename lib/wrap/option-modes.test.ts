import { describe, expect, it } from 'vitest';
import type { HelpFlag } from './help-types';
import { optionModes, usageOperand } from './option-modes';

const top = (flags: HelpFlag[], usage = ['passwd [options] [LOGIN]']) => ({
  top: { commands: [], flags, usage, description: undefined, sections: [] },
});

describe('modes under "Options:" for a CLI with no commands heading', () => {
  const passwd: HelpFlag[] = [
    { short: '-a', long: '--all', description: 'report password status on all accounts' },
    { short: '-d', long: '--delete', description: 'delete the password for the named account' },
    { short: '-h', long: '--help', description: 'display this help message and exit' },
    { short: '-l', long: '--lock', description: 'lock the password of the named account' },
    { short: '-x', long: '--maxdays', value: 'MAX_DAYS', description: 'set maximum number of days' },
    { short: '-q', long: '--quiet', description: 'quiet mode' },
  ];

  it('drafts each option that opens with a read or a change as a flag mode, with its value', () => {
    const modes = optionModes(top(passwd) as never);
    expect(modes.map((m) => m.path[0])).toEqual(['--all', '--delete', '--lock', '--maxdays']);
    expect(modes.find((m) => m.path[0] === '--maxdays')).toMatchObject({
      aliases: ['-x'],
      mode: { value: 'MAX_DAYS' },
    });
  });

  it("each mode takes the usage's operand after the options, as written (required or not)", () => {
    const required = optionModes(top(passwd, ['chage [options] LOGIN']) as never);
    expect(required.every((m) => m.argsSpec === 'LOGIN')).toBe(true);
    expect(optionModes(top(passwd) as never)[0].argsSpec).toBe('[LOGIN]');
    expect(usageOperand(['Usage: tool [OPTION]... <user> [FILE...]'])).toBe('<user> [FILE...]');
    // words, two usage lines, or nothing after the options: no operand of its modes
    expect(usageOperand(['tool [options] add NAME'])).toBeUndefined();
    expect(usageOperand(['tool [options] LOGIN', 'tool -a'])).toBeUndefined();
    expect(usageOperand(['tool [options]'])).toBeUndefined();
  });

  it("keeps a filter's or a client's options as options: no read among them, or most of them modifiers", () => {
    const onlyChanges = passwd.filter((f) => f.long !== '--all');
    expect(optionModes(top(onlyChanges) as never)).toEqual([]);
    const tuning: HelpFlag[] = [
      { long: '--head', description: 'Show document info only' },
      { long: '--create-dirs', description: 'Create necessary local directory hierarchy' },
      { long: '--delete-after', description: 'Delete the file after transfer' },
      { long: '--insecure', description: 'Allow insecure server connections' },
      { long: '--silent', description: 'Silent mode' },
      { long: '--fail', description: 'Fail fast with no output on HTTP errors' },
      { long: '--location', description: 'Follow redirects' },
      { long: '--verbose', description: 'Make the operation more talkative' },
      { long: '--output', value: 'file', description: 'Write to file instead of stdout' },
    ];
    expect(optionModes(top(tuning, ['curl [options...] <url>']) as never)).toEqual([]);
  });

  it('never from flags with no long name, which tune the output (ldapsearch -LLL)', () => {
    const short: HelpFlag[] = [
      { long: '-LL', description: 'print responses in LDIF format without comments' },
      { long: '-LLL', description: 'print responses in LDIF format without comments and version' },
      { long: '-tt', description: 'write all values to files in temporary directory' },
      { short: '-d', description: 'delete the entries' },
    ];
    expect(optionModes(top(short, ['ldapsearch [options] [filter [attributes...]]']) as never)).toEqual([]);
  });

  it('never where the usage takes a command or the help lists commands', () => {
    expect(optionModes(top(passwd, ['tool [options] COMMAND']) as never)).toEqual([]);
    const listed = top(passwd);
    (listed.top.commands as unknown[]).push({ path: ['list'], aliases: [] });
    expect(optionModes(listed as never)).toEqual([]);
  });
});
