import { describe, expect, it } from 'vitest';
import type { Capture } from './real-fixtures';
import { wrapCaptured } from './replay';

const run = (stdout: string, exit = 0) => ({ stdout, stderr: '', exit });

const HELP_FLAG =
  '  -h, --help   Display help for the given command. When no command is given display help for the list command';

/** Symfony Console's `--help`: the help of its `list` command, which names `X list` and nothing else. */
const LIST_HELP = `Description:
  List commands

Usage:
  list [options] [--] [<namespace>]

Options:
      --raw    To output raw command list
${HELP_FLAG}

Help:
  The list command lists all commands:

    app list
`;

const LISTING = `Usage:
  command [options] [arguments]

Options:
${HELP_FLAG}

Available commands:
  about                 Display information about the current project
  list                  List commands
 cache
  cache:clear           Clear the cache
  cache:pool:list       List available cache pools
 debug
  debug:router          Display current routes for an application
`;

const page = (name: string, description: string, usage = `${name} [options]`) =>
  run(`Description:\n  ${description}\n\nUsage:\n  ${usage}\n\nOptions:\n${HELP_FLAG}\n`);

const capture = (withList: boolean): Capture => ({
  cli: 'app',
  version: '',
  captured: '2026-12-02',
  runs: {
    '--help': run(LIST_HELP),
    ...(withList ? { list: run(LISTING) } : {}),
    'about --help': page('about', 'Display information about the current project'),
    'cache:clear --help': page('cache:clear', 'Clear the cache'),
    'cache:pool:list --help': page('cache:pool:list', 'List available cache pools'),
    'debug:router --help': page('debug:router', 'Display current routes for an application', 'debug:router [<name>]'),
  },
});

describe('a Symfony Console CLI, whose --help is its list command’s help', () => {
  it('asks `X list`, which that help names, and drafts its namespaced commands', async () => {
    const runs: string[] = [];
    const r = await wrapCaptured(capture(true), { spec: null, onRun: (args) => runs.push(args.join(' ')) });
    if (!r.ok) throw new Error(r.error);
    expect(runs).toContain('list');
    const paths = r.draft.commands.map((c) => c.path.join(' '));
    expect(paths).toEqual(expect.arrayContaining(['cache:pool:list', 'debug:router', 'cache:clear']));
    expect(r.draft.commands.find((c) => c.path[0] === 'cache:pool:list')?.risk).toBe('read');
    // every other run is a help request: Symfony reads --help after any command, never running it
    const HELP_RUN = /^(-h|--help|help)$|\s(-h|--help)$/;
    expect(runs.filter((a) => a !== 'list' && !HELP_RUN.test(a))).toEqual([]);
  });

  it('drafts nothing from the list help alone when `X list` gives no listing', async () => {
    const r = await wrapCaptured(capture(false), { spec: null });
    if (!r.ok) throw new Error(r.error);
    expect(r.draft.commands.map((c) => c.path.join(' '))).not.toContain('cache:clear');
  });
});
