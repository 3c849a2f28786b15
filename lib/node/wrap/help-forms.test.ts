import { describe, expect, it } from 'vitest';
import { parseHelp } from '../../wrap/parse-help';
import { subcommandForms, type TopHelp } from './collect';

/** A top help as the collector keeps it: the page, the form that answered and its exit code. */
const top = (text: string, form: string, exitCode: number, bin = 'tool'): TopHelp => ({
  ok: true,
  page: parseHelp(text, { bin }),
  text,
  form,
  exitCode,
});

describe("the argv that ask for a command's help never run it on a help word", () => {
  it('a CLI that answered --help with exit 0 gets --help and -h after a word', () => {
    const t = top('Usage: tool [command]\n\nAvailable Commands:\n  list   List things\n', '--help', 0);
    expect(subcommandForms(['list'], t)).toEqual([
      ['list', '--help'],
      ['list', '-h'],
    ]);
  });

  it('a grammar CLI that refused --help: `X OBJECT help` for its objects, nothing below them', () => {
    const text = 'Usage: netx [ OPTIONS ] OBJECT { COMMAND | help }\nwhere  OBJECT := { address | netns }\n';
    const t = top(text, '--help', 255, 'netx');
    expect(subcommandForms(['netns'], t)).toEqual([['netns', 'help']]);
    // `netx netns add help` would add a namespace called "help": no form at all
    expect(subcommandForms(['netns', 'add'], t)).toEqual([]);
  });

  it('a CLI that exits 1 on --help but names `<command> -h` gets the dash forms', () => {
    const t = top('npmx <command>\n\nnpmx <command> -h  quick help on <command>\n', '--help', 1, 'npmx');
    expect(subcommandForms(['install'], t)).toEqual([
      ['install', '--help'],
      ['install', '-h'],
    ]);
  });

  it('a CLI that did not understand --help at the top never gets it after a word', () => {
    const t = top('usage: odd [-q] FILE\n', '--help', 1);
    expect(subcommandForms(['thing'], t)).toEqual([]);
  });

  it('where the help word gave the list and the page names `help <topic>`, `X help NAME` comes first', () => {
    const text = 'default commands (type help <topic>):\n=====\nadd    start   stop\n';
    const t = top(text, 'help', 0);
    expect(subcommandForms(['stop'], t)[0]).toEqual(['help', 'stop']);
    expect(subcommandForms(['stop'], t)).not.toContainEqual(['stop', 'help']);
  });

  it('a page that names `-help` gets `X OBJECT -help`, objects only', () => {
    const t = top('Usage: tcx [ OPTIONS ] OBJECT\nwhere  OBJECT := { qdisc | class }\ntry "tcx -help"', '-help', 0);
    expect(subcommandForms(['qdisc'], t)).toEqual([['qdisc', '-help']]);
    expect(subcommandForms(['qdisc', 'add'], t)).toEqual([]);
  });

  it("a `-help` CLI whose grammar says `{ COMMAND | help }` gets `X OBJECT help` first (tc's own hint)", () => {
    const text = 'Usage: tcx [ OPTIONS ] OBJECT { COMMAND | help }\nwhere  OBJECT := { qdisc | class }\n';
    const t = top(text, '-help', 0, 'tcx');
    expect(subcommandForms(['qdisc'], t)).toEqual([
      ['qdisc', 'help'],
      ['qdisc', '-help'],
    ]);
    // below an object, `tcx qdisc add help` would add a qdisc: no form at all
    expect(subcommandForms(['qdisc', 'add'], t)).toEqual([]);
  });
});

describe('help forms learnt on the second held-out set', () => {
  it('`X NAME help` only where the help word answered (exit 0) and the page names it', () => {
    const listing = 'Commands:\n  destroy    destroy a guest\n  list       list guests\n';
    // the help word gave the list but names no form: `vmsh destroy help` would destroy a guest called "help"
    expect(subcommandForms(['destroy'], top(listing, 'help', 0))).toEqual([]);
    // an error that lists the commands ("Unknown command: `help'") is no help command either
    expect(subcommandForms(['add'], top(`Unknown command: \`help'\n\n${listing}`, 'help', 1))).toEqual([]);
    const named = `${listing}\nUse tool <command> help for information on a command.\n`;
    expect(subcommandForms(['list'], top(named, 'help', 0))).toEqual([['list', 'help']]);
  });

  it('the option the page names before a command (`-H followed by a command name`) comes first', () => {
    const text =
      'CVS commands are:\n  add    Add a file\n  log    Print history\n(specify -H followed by a command name)\n';
    expect(subcommandForms(['log'], top(text, 'help', 1))).toEqual([['-H', 'log']]);
  });

  it('a `-h` flag that means something else (`-h, --host=<host>`) is no help flag', () => {
    const text = 'Usage: musc [options] <command>\n\nOptions:\n  -h, --host=<host>   Connect to <host>\n';
    expect(subcommandForms(['next'], top(text, '--help', 1, 'musc'))).toEqual([]);
  });
});

describe('help forms learnt on the third held-out set', () => {
  it("an object's own `OBJECT help` beside a `--help` the CLI answers comes last, for objects only", () => {
    const text = 'Usage: bpfx [OPTIONS] OBJECT { COMMAND | help }\n       OBJECT := { prog | map | link }\n';
    expect(subcommandForms(['prog'], top(text, '--help', 0, 'bpfx'))).toEqual([
      ['prog', '--help'],
      ['prog', '-h'],
      ['prog', 'help'],
    ]);
    // below an object, `bpfx prog load help` would load a program called "help"
    expect(subcommandForms(['prog', 'load'], top(text, '--help', 0, 'bpfx'))).toEqual([
      ['prog', 'load', '--help'],
      ['prog', 'load', '-h'],
    ]);
  });
});
