import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HelpPage } from './help-types';
import { parseHelp } from './parse-help';

/** Help pages captured from the real tools on this machine (git, npm, cargo, kubectl, docker, pip, python -m venv,
 * playwright, next, vitest) or written by hand after the real layouts (gh, cobra, click, yargs, argparse, clap). */
const page = (file: string, bin: string): HelpPage =>
  parseHelp(readFileSync(new URL(`./fixtures/${file}.help.txt`, import.meta.url), 'utf8'), { bin });
const names = (p: HelpPage) => p.commands.map((c) => c.path.join(' '));
const described = (p: HelpPage, name: string) => p.commands.find((c) => c.path.join(' ') === name)?.description;
const flag = (p: HelpPage, long: string) => p.flags.find((f) => f.long === long);

describe('top-level command lists, one layout each', () => {
  it('git: the grouped "These are common Git commands" list', () => {
    const git = page('git', 'git');
    expect(git.layout).toBe('git');
    expect(names(git)).toEqual([
      'clone',
      'init',
      'add',
      'mv',
      'restore',
      'rm',
      'bisect',
      'diff',
      'grep',
      'log',
      'show',
      'status',
      'branch',
      'commit',
      'merge',
      'rebase',
      'reset',
      'switch',
      'tag',
      'fetch',
      'pull',
      'push',
    ]);
    expect(described(git, 'status')).toBe('Show the working tree status');
    // the wrapped usage is one line
    expect(git.usage).toHaveLength(1);
    expect(git.usage[0]).toMatch(/^git \[-v \| --version\].*<command> \[<args>\]$/);
  });

  it('npm: the comma-separated "All commands:" list, no descriptions', () => {
    const npm = page('npm', 'npm');
    expect(npm.layout).toBe('npm');
    expect(names(npm)).toHaveLength(72);
    expect(names(npm).slice(0, 4)).toEqual(['access', 'adduser', 'approve-scripts', 'audit']);
    expect(names(npm)).toContain('whoami');
    expect(npm.commands.every((c) => c.description === undefined)).toBe(true);
  });

  it('cobra: "Available Commands:" and a -o flag that offers json', () => {
    const tool = page('cobra-tool', 'tasker');
    expect(tool.layout).toBe('cobra');
    expect(names(tool)).toEqual(['add', 'completion', 'done', 'help', 'list', 'remove', 'show']);
    expect(tool.description).toBe('Tasker keeps a list of tasks in the current project.');
    expect(flag(tool, '--output')).toMatchObject({
      short: '-o',
      value: 'string',
      description: 'Output format: text or json (default "text")',
    });
  });

  it('cobra (kubectl, docker): grouped "… Commands:" sections', () => {
    const kubectl = page('kubectl', 'kubectl');
    expect(kubectl.layout).toBe('cobra');
    expect(names(kubectl)).toEqual(
      expect.arrayContaining(['create', 'get', 'delete', 'rollout', 'api-resources', 'version']),
    );
    expect(described(kubectl, 'get')).toBe('Display one or many resources');
    const docker = page('docker', 'docker');
    expect(docker.layout).toBe('cobra');
    expect(names(docker)).toEqual(
      expect.arrayContaining(['run', 'ps', 'images', 'container', 'volume', 'attach', 'inspect']),
    );
    expect(flag(docker, '--context')).toMatchObject({ short: '-c', value: 'string' });
  });

  it('gh: upper-case headings and names written "auth:"', () => {
    const gh = page('gh', 'gh');
    expect(gh.layout).toBe('cobra');
    expect(names(gh)).toEqual(['auth', 'browse', 'issue', 'pr', 'repo', 'alias', 'api', 'completion', 'status']);
    expect(described(gh, 'pr')).toBe('Manage pull requests');
  });

  it('argparse: subparsers under "positional arguments:", a wrapped option description', () => {
    const inv = page('argparse-sub', 'inventory');
    expect(inv.layout).toBe('argparse');
    expect(names(inv)).toEqual(['list', 'show', 'add', 'remove', 'export']);
    expect(described(inv, 'add')).toBe('Add an item; the code must be new');
    expect(inv.description).toBe('Track items in a small local inventory.');
    expect(flag(inv, '--db')).toMatchObject({
      value: 'DB',
      description: 'Path to the inventory database (default: ./inventory.db)',
    });
  });

  it('click: "Usage: … [OPTIONS] COMMAND [ARGS]..." with an indented description', () => {
    const notes = page('click', 'notes');
    expect(notes.layout).toBe('click');
    expect(names(notes)).toEqual(['add', 'delete', 'list', 'search']);
    expect(notes.description).toBe('Keep short notes in a local folder.');
  });

  it('commander: arguments beside each command name', () => {
    const pw = page('playwright', 'playwright');
    expect(pw.layout).toBe('commander');
    expect(names(pw)).toContain('screenshot');
    expect(pw.commands.find((c) => c.path[0] === 'screenshot')).toMatchObject({
      argsSpec: '[options] <url> <filename>',
      description: 'capture a page screenshot',
    });
    const next = page('next', 'next');
    expect(next.layout).toBe('commander');
    expect(names(next)).toEqual(expect.arrayContaining(['build', 'dev', 'start', 'info']));
  });

  it('yargs: the program before each command, nested "config get"', () => {
    const ship = page('yargs', 'shipit');
    expect(ship.layout).toBe('yargs');
    expect(names(ship)).toEqual(['deploy', 'list', 'rollback', 'status', 'config get', 'config set']);
    expect(ship.commands.find((c) => c.path.join(' ') === 'config set')?.argsSpec).toBe('<key> <value>');
    expect(flag(ship, '--json')?.description).toBe('Print JSON instead of a table');
  });

  it('clap: "Commands:" and aliases (cargo), <VALUE> flags', () => {
    const cargo = page('cargo', 'cargo');
    expect(cargo.layout).toBe('clap');
    expect(names(cargo)).toEqual([
      'build',
      'check',
      'clean',
      'doc',
      'new',
      'init',
      'add',
      'remove',
      'run',
      'test',
      'bench',
      'update',
      'search',
      'publish',
      'install',
      'uninstall',
    ]);
    expect(cargo.commands[0]).toMatchObject({ aliases: ['b'], description: 'Compile the current package' });
    expect(flag(cargo, '--explain')).toMatchObject({ value: '<CODE>' });
    const marks = page('clap', 'marks');
    expect(marks.layout).toBe('clap');
    expect(names(marks)).toEqual(['list', 'add', 'remove', 'tags', 'help']);
  });

  it('pip (optparse) and vitest (cac): generic listings still read', () => {
    expect(names(page('pip', 'pip')).slice(0, 6)).toEqual([
      'install',
      'download',
      'uninstall',
      'freeze',
      'inspect',
      'list',
    ]);
    expect(names(page('vitest', 'vitest'))).toEqual([
      'run',
      'related',
      'watch',
      'dev',
      'bench',
      'init',
      'list',
      'complete',
    ]);
  });
});

describe('subcommand pages: usage, positionals, flags, JSON', () => {
  it('git status -h: options straight after the usage, optional values', () => {
    const status = page('git-status', 'git');
    expect(status.usage).toEqual(['git status [<options>] [--] [<pathspec>...]']);
    expect(flag(status, '--short')).toMatchObject({ short: '-s', description: 'show status concisely' });
    expect(flag(status, '--porcelain')).toMatchObject({
      value: '<version>',
      valueOptional: true,
      description: 'machine-readable output',
    });
    expect(status.commands).toEqual([]);
  });

  it('git remote -h: every "or:" usage line', () => {
    const remote = page('git-remote', 'git');
    expect(remote.usage).toHaveLength(13);
    expect(remote.usage[1]).toMatch(/^git remote add /);
  });

  it('npm ls --help: the first line is the description, flags from the bracketed summary', () => {
    const ls = page('npm-ls', 'npm');
    expect(ls.description).toBe('List installed packages');
    expect(ls.usage).toEqual(['npm ls <package-spec>']);
    expect(flag(ls, '--json')?.description).toMatch(/^Whether or not to output JSON data/);
    expect(flag(ls, '--depth')).toMatchObject({ value: 'depth' });
    expect(flag(ls, '--all')).toMatchObject({ short: '-a' });
  });

  it('argparse and clap positionals with their descriptions', () => {
    const show = page('argparse-show', 'inventory');
    expect(show.positionals).toEqual([
      { name: 'code', required: true, variadic: false, description: 'The item code, as printed by list' },
    ]);
    expect(flag(show, '--format')).toMatchObject({ value: '{text,json}' });
    const venv = page('venv', 'venv');
    expect(venv.positionals[0]).toMatchObject({
      name: 'ENV_DIR',
      description: 'A directory to create the environment in.',
    });
    const add = page('clap-add', 'marks');
    expect(add.positionals.map((p) => [p.name, p.required])).toEqual([
      ['URL', true],
      ['TITLE', false],
    ]);
  });

  it('cobra subcommand pages (gh issue list) and kubectl\'s "--flag=default:" entries', () => {
    const list = page('gh-issue-list', 'gh');
    expect(list.description).toBe('List issues in a GitHub repository.');
    expect(flag(list, '--limit')).toMatchObject({ short: '-L', value: 'int' });
    expect(flag(list, '--repo')).toMatchObject({ value: '[HOST/]OWNER/REPO' });
    const get = page('kubectl-get', 'kubectl');
    expect(flag(get, '--all-namespaces')).toMatchObject({ short: '-A' });
    expect(flag(get, '--all-namespaces')?.value).toBeUndefined();
    expect(flag(get, '--output')).toMatchObject({ short: '-o' });
  });

  it('removes ANSI colour and man-page over-striking before reading', () => {
    const coloured = parseHelp(
      '\u001b[1mUsage:\u001b[0m\n  tasker [command]\n\n\u001b[1mAvailable Commands:\u001b[0m\n  \u001b[32mlist\u001b[0m        List the open tasks\n',
      { bin: 'tasker' },
    );
    expect(names(coloured)).toEqual(['list']);
    expect(described(coloured, 'list')).toBe('List the open tasks');
    const man = parseHelp(
      'GIT-STATUS(1)        Git Manual        GIT-STATUS(1)\n\nN\bNA\bAM\bME\bE\n       git-status - Show the working tree status\n\nSYNOPSIS\n       git status [<options>] [--] [<pathspec>...]\n\nOPTIONS\n       -s, --short\n           Give the output in the short-format.\n',
      { bin: 'git' },
    );
    expect(man.layout).toBe('man');
    expect(man.description).toBe('Show the working tree status');
    expect(man.usage).toEqual(['git status [<options>] [--] [<pathspec>...]']);
    expect(flag(man, '--short')?.description).toBe('Give the output in the short-format.');
  });

  it('removes every terminal escape the runtime strips: links ended by ST, the C1 CSI, window titles', () => {
    const linked = parseHelp(
      '\u001b]0;tasker help\u001b\\Usage:\n  tasker [command]\n\nAvailable Commands:\n  \u001b]8;;https://tasker.example/list\u001b\\list\u001b]8;;\u001b\\        \u009b1mList\u009b0m the open tasks\n',
      { bin: 'tasker' },
    );
    expect(names(linked)).toEqual(['list']);
    expect(described(linked, 'list')).toBe('List the open tasks');
  });

  it('a page with no listing has no commands', () => {
    const venv = page('venv', 'venv');
    expect(venv.commands).toEqual([]);
    expect(parseHelp('just some words\n').commands).toEqual([]);
  });
});
