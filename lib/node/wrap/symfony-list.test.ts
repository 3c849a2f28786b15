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

const LISTING = `Available commands:
  completion      Dump the shell completion script
  help            Display help for a command
  list            List commands
 queue
  queue:status    Show the status of every queue worker
  queue:flush     Flush all of the failed queue jobs
 route
  route:list      List all registered routes
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
    'queue:status --help': page('queue:status', 'Show the status of every queue worker'),
    'queue:flush --help': page('queue:flush', 'Flush all of the failed queue jobs', 'queue:flush [<hours>]'),
    'route:list --help': page('route:list', 'List all registered routes'),
  },
});

describe('a Symfony Console CLI, whose --help is its list command’s help', () => {
  it('asks `X list`, which that help names, and drafts its namespaced commands', async () => {
    const runs: string[] = [];
    const r = await wrapCaptured(capture(true), { spec: null, onRun: (args) => runs.push(args.join(' ')) });
    if (!r.ok) throw new Error(r.error);
    expect(runs).toContain('list');
    const paths = r.draft.commands.map((c) => c.path.join(' '));
    expect(paths).toEqual(expect.arrayContaining(['queue:status', 'route:list', 'queue:flush']));
    expect(r.draft.commands.find((c) => c.path[0] === 'route:list')?.risk).toBe('read');
    // every other run is a help request: Symfony reads --help after any command, never running it
    const HELP_RUN = /^(-h|--help|help)$|\s(-h|--help)$/;
    expect(runs.filter((a) => a !== 'list' && !HELP_RUN.test(a))).toEqual([]);
  });

  it('drafts nothing from the list help alone when `X list` gives no listing', async () => {
    const r = await wrapCaptured(capture(false), { spec: null });
    if (!r.ok) throw new Error(r.error);
    expect(r.draft.commands.map((c) => c.path.join(' '))).not.toContain('queue:status');
  });
});
