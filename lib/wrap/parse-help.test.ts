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

/** Layouts as data: each written after a class of help page, with made-up tool names, so no test names a CLI. */
describe('the wider layouts', () => {
  const parse = (text: string, bin = 'tool') => parseHelp(text, { bin });
  /** A page given line by line. */
  const parseLines = (...rows: string[]) => parse(rows.join('\n'));
  const modes = (p: HelpPage) => p.commands.filter((c) => c.mode).map((c) => c.path[0]);

  it('a grid of names under a heading, at the margin, with two-name rows aligned to the grid', () => {
    const p = parse(
      [
        'help:',
        '',
        'Standard commands',
        'asn1parse         ca                ciphers           cmp',
        'verify            version           x509              s_client',
        'rand              req',
        '',
        'Cipher commands (see the `enc` command for more details)',
        'aes-128-cbc       aes-128-ecb       base64',
      ].join('\n'),
    );
    expect(p.layout).toBe('grid');
    expect(names(p)).toEqual(expect.arrayContaining(['asn1parse', 'verify', 's_client', 'rand', 'req', 'aes-128-cbc']));
    expect(p.commands.find((c) => c.path[0] === 'req')?.section).toBe('Standard commands');
  });

  it('a grid under an underlined heading that names `help <topic>`: the per-command help form', () => {
    const p = parse(
      [
        '',
        'default commands (type help <topic>):',
        '=====================================',
        'add    exit   reload  start',
        'avail  fg     remove  status',
        '',
      ].join('\n'),
    );
    expect(names(p)).toEqual(expect.arrayContaining(['add', 'reload', 'start', 'status', 'avail']));
    expect(p.helpForms).toContain('prefix-help');
  });

  it('a grammar line defines the objects, `{ COMMAND | help }` the per-object help', () => {
    const p = parse(
      [
        'Usage: netx [ OPTIONS ] OBJECT { COMMAND | help }',
        '       netx [ -force ] -batch filename',
        'where  OBJECT := { address | link | neighbor |',
        '                   route | rule }',
        '       OPTIONS := { -V[ersion] | -s[tatistics] | -j[son] }',
      ].join('\n'),
      'netx',
    );
    expect(p.layout).toBe('grammar');
    expect(names(p)).toEqual(['address', 'link', 'neighbor', 'route', 'rule']);
    expect(p.commands.every((c) => c.fromGrammar)).toBe(true);
    expect(p.helpForms).toEqual(['suffix-help']);
  });

  it('"Commands:" whose entries are options: flag-mode commands with their values', () => {
    const p = parse(
      [
        'Syntax: keys [options] [files]',
        '',
        'Commands:',
        ' ',
        ' -s, --sign                         make a signature',
        ' -k, --list-keys                    list keys',
        '     --delete-keys                  remove keys from the public keyring',
        '  -F --field=FIELD                  List all values that a specified field takes',
        '     --vacuum-size=BYTES            Reduce disk usage below specified size',
        '',
        'Options:',
        ' -v, --verbose                      verbose',
      ].join('\n'),
    );
    expect(p.layout).toBe('flag-mode');
    expect(modes(p)).toEqual(['--sign', '--list-keys', '--delete-keys', '--field', '--vacuum-size']);
    expect(p.commands.find((c) => c.path[0] === '--vacuum-size')?.mode).toEqual({ value: 'BYTES', joined: true });
    expect(p.commands.find((c) => c.path[0] === '--list-keys')?.mode).toEqual({ short: '-k' });
    expect(flag(p, '--verbose')).toBeDefined();
  });

  it('an indented "Main operation mode:" section of GNU-style help', () => {
    const p = parse(
      [
        'Usage: arc [OPTION...] [FILE]...',
        '',
        ' Main operation mode:',
        '  -c, --create               create a new archive',
        '      --delete               delete from the archive (not on mag tapes!)',
        '  -t, --list                 list the contents of an archive',
        '',
        ' Operation modifiers:',
        '  -n, --seek                 archive is seekable',
      ].join('\n'),
    );
    expect(modes(p)).toEqual(['--create', '--delete', '--list']);
    expect(flag(p, '--seek')).toBeDefined();
  });

  it('usage lines that each start with a different flag are modes; a placeholder after one is its value', () => {
    const p = parse(
      [
        'usage: keygen [-q] [-b bits] [-f output_keyfile]',
        '       keygen -p [-f keyfile]',
        '       keygen -l [-v] [-f input_keyfile]',
        '       keygen -R hostname [-f known_hosts_file]',
        '       keygen -F <host_name> [-f known_hosts_file]',
      ].join('\n'),
      'keygen',
    );
    expect(modes(p)).toEqual(['-p', '-l', '-R', '-F']);
    expect(p.commands.find((c) => c.path[0] === '-F')?.mode).toEqual({ value: 'host_name' });
  });

  it('argparse: a brace group alone lists the actions; a `<command>` entry opens a nested listing', () => {
    const actions = parse(
      [
        'usage: backupx [-h] {backup,list,restore,verify} ...',
        '',
        'possible actions:',
        '  {backup,list,restore,verify}',
        "                        call 'backupx <action> --help' for more information",
      ].join('\n'),
      'backupx',
    );
    expect(names(actions)).toEqual(['backup', 'list', 'restore', 'verify']);
    const nested = parse(
      [
        'usage: dedup [-h] <command> ...',
        '',
        'required arguments:',
        '  <command>',
        '    check               verify repository',
        '    delete              delete archive',
        '    list                list archive or repository contents',
      ].join('\n'),
      'dedup',
    );
    expect(names(nested)).toEqual(['check', 'delete', 'list']);
    expect(described(nested, 'list')).toBe('list archive or repository contents');
    // a group's own page one level down: its {choices} are the CLI's own words (no live check needed)
    const group = parse(
      [
        'usage: buildx wrap [-h] {list,status} ...',
        '',
        'Commands:',
        '  {list,status}',
        '    list                show all available projects',
        '    status              show installed versions',
      ].join('\n'),
      'buildx',
    );
    expect(group.commands.map((c) => [c.path[0], c.fromGrammar])).toEqual([
      ['list', true],
      ['status', true],
    ]);
  });

  it("an abbreviated command's own long name, `(or select)`, before its description", () => {
    const page = parse(
      [
        'Usage: xmlx [<options>] <command> [<cmd-options>]',
        'where <command> is one of:',
        '  sel   (or select)    - Select data or query XML document(s)',
        '  val   (or validate)  - Validate XML document(s)',
      ].join('\n'),
      'xmlx',
    );
    expect(page.commands.map((c) => [c.path[0], c.longName, c.description])).toEqual([
      ['sel', 'select', 'Select data or query XML document(s)'],
      ['val', 'validate', 'Validate XML document(s)'],
    ]);
  });

  it('entries that repeat the program words and end with a colon, under a rule-drawn heading', () => {
    const p = parse(
      [
        'git store <command> [<args>]',
        '',
        'Commands',
        '--------',
        '',
        '=== High level commands',
        '',
        'git store checkout:',
        '  Populate working copy with real content.',
        'git store ls-files:',
        '  Show information about files in the index.',
      ].join('\n'),
      'git-store',
    );
    expect(names(p)).toEqual(['checkout', 'ls-files']);
    expect(described(p, 'ls-files')).toBe('Show information about files in the index.');
    expect(p.commands[0].section).toBe('High level commands');
  });

  it('group titles inside a command list keep listing commands; a topics section does not', () => {
    const p = parse(
      [
        'Distributed SCM',
        '',
        'list of commands:',
        '',
        'Repository creation:',
        '',
        ' clone         make a copy of an existing repository',
        '',
        'Change navigation:',
        '',
        ' log           show revision history of entire repository or files',
        '',
        'additional help topics:',
        '',
        ' dates         Date Formats',
      ].join('\n'),
    );
    expect(names(p)).toEqual(['clone', 'log']);
  });

  it('"<action> is one of:" with arguments before a spaced dash, and `<Commands>` with a colon', () => {
    const actions = parse(
      [
        '<action> is one of:',
        '\topen <device> [--type <type>] [<name>] - open device as <name>',
        '\tstatus <name> - show device status',
      ].join('\n'),
    );
    expect(names(actions)).toEqual(['open', 'status']);
    expect(actions.commands[0].argsSpec).toBe('<device> [--type <type>] [<name>]');
    const letters = parse(
      [
        '<Commands>',
        '  a : Add files to archive',
        '  l : List contents of archive',
        '',
        '<Switches>',
        '  -r : Recurse',
      ].join('\n'),
    );
    expect(names(letters)).toEqual(['a', 'l']);
    expect(described(letters, 'l')).toBe('List contents of archive');
    // the colon right after the name, one space before the description: the description, never its arguments
    const colon = parseLines(
      'Usage: tool <cmd> [<args>]',
      '',
      'Available subcommands:',
      '  show: Shows the current state of a link',
      '  apply: Applies a settings file to a link',
    );
    expect(names(colon)).toEqual(['show', 'apply']);
    expect(described(colon, 'apply')).toBe('Applies a settings file to a link');
    expect(colon.commands[0].argsSpec).toBeUndefined();
  });

  it('entries at the margin of their heading, each description on the deeper line below', () => {
    const margin = parseLines(
      'Usage: tool [options] COMMAND',
      '',
      'Commands:',
      'create NAME TYPE [type-options]',
      '        Create a new set',
      'list [NAME]',
      '        List the entries of a named set or all sets',
      'restore ',
      '        Restore a saved state',
      '',
      'Options:',
      '-q ',
      '        Quiet.',
    );
    expect(margin.commands.map((c) => [c.path.join(' '), c.argsSpec])).toEqual([
      ['create', 'NAME TYPE [type-options]'],
      ['list', '[NAME]'],
      ['restore', undefined],
    ]);
    expect(described(margin, 'list')).toBe('List the entries of a named set or all sets');
  });

  it('a description wrapped to the margin under an indented entry is no entry of its own', () => {
    const wrapped = parseLines(
      'Usage: tool [SUBCOMMAND] [options]',
      '',
      'Commands:',
      '    renew           Renew the certificates that are near',
      'expiry',
      '    enhance         Add security enhancements',
    );
    expect(names(wrapped)).toEqual(['renew', 'enhance']);
  });

  it('a man page: its subsections become headings, an "Operation mode" lists flag-mode commands', () => {
    const p = parse(
      [
        'PACK(1)                         Pack Utils                        PACK(1)',
        '',
        'NAME',
        '       pack - Compress or decompress .pk files',
        '',
        'OPTIONS',
        '   Operation mode',
        '       -z, --compress',
        '              Compress.',
        '       -l, --list',
        '              Print information about .pk files.',
        '',
        '   Operation modifiers',
        '       -k, --keep',
        "              Don't delete the input files.",
      ].join('\n'),
      'pack',
    );
    expect(modes(p)).toEqual(['--compress', '--list']);
    expect(described(p, '--list')).toBe('Print information about .pk files.');
    expect(flag(p, '--keep')).toBeDefined();
  });

  it('a man page\'s "VERB LIST": names filled like a paragraph; a verb\'s own subsection holds its flags, not modes', () => {
    const p = parse(
      [
        'TABLR(1)                        Tablr                           TABLR(1)',
        '',
        'NAME',
        '       tablr - filter records',
        '',
        'VERB LIST',
        '       altkv bar cat count-distinct count',
        '       cut head sort',
        '',
        'FUNCTION LIST',
        '       abs acos acosh any append apply',
        '',
        'VERBS',
        '   cut',
        '       Usage: tablr cut [options]',
        '       -f {a,b,c}    Field names to include.',
        '       --complement  Exclude the fields given.',
        '',
        '   SEE ALSO',
        '       the manual, for the rest of the story and more',
      ].join('\n'),
      'tablr',
    );
    expect(names(p)).toEqual(['altkv', 'bar', 'cat', 'count-distinct', 'count', 'cut', 'head', 'sort']);
    expect(modes(p)).toEqual([]);
    // words one space apart under a heading that is no list are not split into names
    expect(names(parse('Commands:\n  see the manual for more of them\n', 'tablr'))).not.toContain('manual');
  });

  it('`X help NAME` where the page says so in curly quotes or `<command or topic>`, or lists a help command', () => {
    expect(
      parse('Commands:\n  list   List things\n\nUse “giox help COMMAND” to get detailed help.\n').helpForms,
    ).toContain('prefix-help');
    expect(parse('Use gsx help <command or topic> for detailed help.\n').helpForms).toContain('prefix-help');
    expect(parse('Commands:\n  help   Print help\n  list   List things\n').helpForms).toEqual(['prefix-help']);
    expect(parse('Commands:\n  list   List things\n').helpForms).toBeUndefined();
  });

  it('a heading with a note after its colon: "Where command is one or more of: (Commands may be shortened)"', () => {
    const page = parse(
      [
        'Usage: dbadmin [OPTIONS] command command....',
        '',
        'Where command is a one or more of: (Commands may be shortened)',
        '  ping\t\t\tCheck if the server is alive',
        '  shutdown\t\tTake server down',
      ].join('\n'),
      'dbadmin',
    );
    expect(names(page)).toEqual(['ping', 'shutdown']);
  });

  it('commands one per line at the margin with the program in front and no heading', () => {
    const page = parse(
      [
        'Usage: /usr/bin/gox [flags] <command> ...',
        '  -project string',
        '    \tproject ID',
        '',
        'gox count\t\t\tCount rows in a table',
        'gox ls\t\t\t\tList tables and column families',
        'gox deletetable\t\t\tDelete a table',
      ].join('\n'),
      'gox',
    );
    expect(names(page)).toEqual(['count', 'ls', 'deletetable']);
    expect(described(page, 'ls')).toBe('List tables and column families');
    // two such lines are examples, not a listing
    expect(names(parse('gox ls      List tables\ngox count   Count rows\n', 'gox'))).toEqual([]);
  });

  it('a word after two different commands is their argument (`create databasename`), a nested pair is not', () => {
    const page = parse(
      [
        'Commands:',
        '  create databasename   Create a new database',
        '  drop databasename     Delete a database and all its tables',
        '  config get            Print a value',
        '  config set            Set a value',
      ].join('\n'),
    );
    expect(page.commands.map((c) => [c.path.join(' '), c.argsSpec])).toEqual([
      ['create', '<databasename>'],
      ['drop', '<databasename>'],
      ['config get', undefined],
      ['config set', undefined],
    ]);
  });

  it('a page that names `-help` as its help form', () => {
    expect(parse('Option "--help" is unknown, try "tcx -help".').helpForms).toEqual(['single-dash']);
  });
});

/** Layouts first seen on the second held-out set (lib/bench/wrap-corpus.ts HELD_OUT_2), written by hand after them. */
describe('layouts of the second held-out set, one class each', () => {
  const parse = (text: string, bin = 'tool') => parseHelp(text, { bin });

  it('group titles with a note in brackets keep listing commands, however long the note', () => {
    const page = parse(
      [
        'Grouped commands:',
        '',
        " Guest Management (help keyword 'guest'):",
        '    attach-disk                    attach disk device',
        '    list                           list guests',
        '',
        " Host and Hypervisor Settings (help keyword 'host'):",
        '    capabilities                   capabilities',
        '    nodeinfo                       node information',
      ].join('\n'),
      'vmsh',
    );
    expect(names(page)).toEqual(['attach-disk', 'list', 'capabilities', 'nodeinfo']);
  });

  it('a tab-indented grid under "Commands are:", its first gap no description', () => {
    const page = parse(
      [
        'Usage: patchq [--trace] command [-h] ...',
        'Commands are:',
        '\tadd       fold    new       refresh',
        '\tapplied   graph   next      series',
        '\tdiff      header  pop',
      ].join('\n'),
      'patchq',
    );
    expect(page.layout).toBe('grid');
    expect(names(page)).toEqual(
      expect.arrayContaining(['add', 'fold', 'new', 'refresh', 'applied', 'series', 'diff', 'pop']),
    );
    expect(names(page)).toHaveLength(11);
    // `command [-h]`: the page says a command takes -h for its help
    expect(page.helpForms).toContain('dash-help');
  });

  it("commander's topic:command names, `a|b` aliases and a description wrapped at a column of its own", () => {
    const page = parse(
      [
        'Usage: qb [options] [command]',
        '',
        'Commands:',
        '  init [options]                           Create a fresh config.',
        '  migrate:latest [options]                 Run all migrations that have not yet',
        '                                   been run.',
        '  migrate:up [options] [<name>]            Run the next or the specified',
        '                                   migration that has not yet been run.',
        '  migrate:list|migrate:status              List all migrations files with',
        '                                   status.',
        '  help [command]                   display help for command',
      ].join('\n'),
      'qb',
    );
    expect(names(page)).toEqual(['init', 'migrate:latest', 'migrate:up', 'migrate:list', 'help']);
    expect(described(page, 'migrate:latest')).toBe('Run all migrations that have not yet been run.');
    expect(page.commands.find((c) => c.path[0] === 'migrate:list')?.aliases).toEqual(['migrate:status']);
  });

  it('one usage line per command: the words, `a-(b|c)` spelled out, an optional default word; never prose or examples', () => {
    const page = parse(
      [
        'audioctl [options] stat',
        'audioctl [options] list [short] [TYPE]',
        'audioctl [options] upload-sample FILENAME [NAME]',
        'audioctl [options] get-default-(sink|source)',
        'audioctl [options] set-(sink|source)-mute NAME|#N 1|0|toggle',
        '',
        '  -h, --help              Show this help',
      ].join('\n'),
      'audioctl',
    );
    expect(names(page)).toEqual([
      'stat',
      'list',
      'upload-sample',
      'get-default-sink',
      'get-default-source',
      'set-sink-mute',
      'set-source-mute',
    ]);
    expect(page.commands.every((c) => c.fromGrammar && c.fromUsage)).toBe(true);
    expect(page.commands.find((c) => c.path[0] === 'upload-sample')?.argsSpec).toBe('FILENAME [NAME]');
    const store = parse(
      [
        'Usage:',
        '    vault [ls] [subfolder]',
        '        List entries.',
        '    vault find entry-names...',
        '        List entries that match.',
        '    vault rm [--force,-f] entry-name',
        '        Remove an entry.',
      ].join('\n'),
      'vault',
    );
    expect(names(store)).toEqual(['ls', 'find', 'rm']);
    // prose and examples that start with the program are not a listing
    const prose = parse(
      [
        'synx  version 3.5.0  protocol version 32',
        'synx comes with ABSOLUTELY NO WARRANTY.',
        'synx is a file transfer program.',
        'Examples:',
        'synx install rake',
        'synx list --local',
        'synx build package.gemspec',
      ].join('\n'),
      'synx',
    );
    expect(prose.commands).toEqual([]);
  });

  it('entries that repeat the program before the command are its own words, with or without a live check', () => {
    const page = parse(
      [
        'Usage: musc [options] <command> [<arguments>]',
        '',
        'Commands:',
        '  musc add <uri>          Add a song to the queue',
        '  musc next               Play the next song',
        '  musc current            Show the current song',
      ].join('\n'),
      'musc',
    );
    expect(names(page)).toEqual(['add', 'next', 'current']);
    expect(page.commands.every((c) => c.fromGrammar)).toBe(true);
  });

  it('a command heading indented like its entries, on a page with no heading at the margin', () => {
    const page = parse(
      [
        'File descriptor 9 (pipe:[1]) leaked on volx invocation. Parent PID 1:',
        '  Available volx commands:',
        "  Use 'volx help <command>' for more information",
        '',
        '  config          Display and manipulate configuration information',
        '  lvs             Display information about logical volumes',
      ].join('\n'),
      'volx',
    );
    expect(names(page)).toEqual(['config', 'lvs']);
    // where the page draws its headings at the margin, an indented one is a part's own prose
    const man = parse(
      'NAME\n  acl - get or set ACLs\nDESCRIPTION\n  The acl command has three sub-commands:\n  get   Get\n',
    );
    expect(names(man)).toEqual([]);
  });

  it('a page that opens with `name - what it does` keeps only what it does as its description', () => {
    expect(parse('  lvs - Display information about logical volumes\n\n  lvs\n\t[ -a|--all ]\n').description).toBe(
      'Display information about logical volumes',
    );
  });

  it('argparse subparsers under a metavar (`TYPE`, `COLLECTION_ACTION`) are listed as under braces', () => {
    const page = parse(
      [
        'usage: galx [-h] [--version] TYPE ...',
        '',
        'positional arguments:',
        '  TYPE',
        '    collection   Manage a collection.',
        '    role         Manage a role.',
        '',
        'options:',
        '  -h, --help     show this help message and exit',
      ].join('\n'),
      'galx',
    );
    expect(names(page)).toEqual(['collection', 'role']);
  });

  it('"SHOW INFORMATION OPTIONS": options that each show something are read modes', () => {
    const page = parse(
      [
        'Usage: diskx [options] device',
        '',
        '============================================ SHOW INFORMATION OPTIONS =====',
        '',
        '  -i, --info',
        '         Show identity information for device',
        '',
        '  -a, --all',
        '         Show all SMART information for device',
        '',
        '================================== RUN-TIME BEHAVIOR OPTIONS =====',
        '',
        '  -q TYPE, --quietmode=TYPE',
        '         Set quiet mode',
      ].join('\n'),
      'diskx',
    );
    expect(page.layout).toBe('flag-mode');
    expect(names(page)).toEqual(['--info', '--all']);
  });

  it('described usage lines spell nested paths (`fsx balance start`), kept as paths though a word repeats', () => {
    const page = parse(
      [
        'usage: fsx [global] <group> [<group>...] <command> [<args>]',
        '',
        '    fsx balance start [options] <path>',
        '        Balance chunks across the devices',
        '    fsx balance status [-v] <path>',
        '        Show status of running or paused balance',
        '    fsx scrub status [-d] <path>|<device>',
        '        Show status of running or finished scrub',
        '    fsx check [options] <device>',
        '        Check structural integrity of a filesystem (unmounted).',
      ].join('\n'),
      'fsx',
    );
    expect(names(page)).toEqual(['balance start', 'balance status', 'scrub status', 'check']);
    expect(described(page, 'scrub status')).toBe('Show status of running or finished scrub');
    // `fsx [global] <group> …` takes <command>: the general usage, not a command called "global"
    expect(names(page)).not.toContain('global');
  });

  it('a verb grammar over objects: each verb with its object, the verb named, man italics as placeholders', () => {
    const page = parse(
      [
        'RULESET',
        '       {list | flush} ruleset [family]',
        '',
        'TABLES',
        '       {add | create} table [family] table [ {comment comment ;} ]',
        '       {delete | list | flush} table [family] table',
        '',
        '       list    List all chains and rules of the specified table.',
      ].join('\n'),
      'netf',
    );
    expect(names(page)).toEqual([
      'list ruleset',
      'flush ruleset',
      'add table',
      'create table',
      'delete table',
      'list table',
      'flush table',
    ]);
    const flush = page.commands.find((c) => c.path.join(' ') === 'flush table')!;
    expect(flush).toMatchObject({ verb: 'flush', fromGrammar: true, fromUsage: true, argsSpec: '[family] <table>' });
    // its own words only: never the other verbs of its line
    expect(described(page, 'list table')).toBe('List the table.');
  });

  it('the option a page names for a command help: `-H followed by a command name`', () => {
    const text = [
      'Usage: vcx [vcx-options] command [command-options-and-arguments]',
      '  where command-options-and-arguments depend on the specific command',
      '    (specify -H followed by a command name for command-specific help)',
    ].join('\n');
    expect(parse(text, 'vcx').helpFlag).toBe('-H');
    expect(parse('Usage: vcx command\n').helpFlag).toBeUndefined();
  });
});

describe('layout classes of the third held-out set', () => {
  const parse = (text: string, bin: string) => parseHelp(text, { bin });

  it('a heading with its list on the same line, more names on the lines after (`Valid commands: a, b,`)', () => {
    const text = [
      'Usage: rrx [options] command command_options',
      'Valid commands: create, update, graph,  dump,',
      '\t\tlast, info, fetch',
      '',
      'Rrx is distributed under the Terms of the GNU General',
      'Public License Version 2.',
    ].join('\n');
    const page = parse(text, 'rrx');
    expect(names(page)).toEqual(['create', 'update', 'graph', 'dump', 'last', 'info', 'fetch']);
    // the CLI's own words, as an argparse brace group's: no live check needed
    expect(page.commands.every((c) => c.fromGrammar && c.section === 'Valid commands')).toBe(true);
    expect(page.usage).toEqual(['rrx [options] command command_options']);
    // a sentence with commas is no such list
    expect(names(parse('Usage: rrx command\nNote: these commands are slow, old, and unsafe.\n', 'rrx'))).toEqual([]);
  });

  it('a sentence that ends naming the commands and a heading that finishes it ("where <command>" / "is one of:")', () => {
    const text = [
      'usage:',
      '\tmx help <command>',
      '',
      'mx help is the mx command to get help about <command>, where <command>',
      'is one of:',
      '  add     - add message to database',
      '  find    - query the message database',
      '  index   - index messages',
    ].join('\n');
    const page = parse(text, 'mx');
    expect(names(page)).toEqual(['add', 'find', 'index']);
    expect(described(page, 'find')).toBe('query the message database');
    // the same words after a line about something else are no command heading
    expect(names(parse(text.replace(/<command>/g, '<field>'), 'mx'))).toEqual([]);
  });

  it("a page indented as a whole with headings that have no colon (meow's `  Commands`)", () => {
    const text = [
      '',
      '  Organise your package versions',
      '',
      '  Usage',
      '    $ chx [command]',
      '  Commands',
      '    init',
      '    add [--empty] [--since <branch>]',
      '    status [--since <branch>] [--verbose]',
      '',
    ].join('\n');
    const page = parse(text, 'chx');
    expect(names(page)).toEqual(['init', 'add', 'status']);
    expect(page.usage).toEqual(['chx [command]']);
    // a page with a line at the margin keeps its indents: an indented `Commands` there is no heading of its own
    expect(names(parse(`Usage: chx\n${text}`, 'chx'))).toEqual([]);
  });
  it('one usage line per command, after `or:` (`Usage: tx [options]` / `or: tx log [options] [revs]`)', () => {
    const text = [
      'Usage: tx        [options] [revs] [--] [paths]',
      '   or: tx log    [options] [revs] [--] [paths]',
      '   or: tx show   [options] [revs] [--] [paths]',
      '   or: tx refs   [options]',
      '   or: tx status',
    ].join('\n');
    const page = parse(text, 'tx');
    expect(names(page)).toEqual(['log', 'show', 'refs', 'status']);
    // named by the usage: never run for their help (such a CLI may start the command on `NAME --help`)
    expect(page.commands.every((c) => c.fromUsage)).toBe(true);
  });

  it("a usage line's required choice of flags is the CLI's modes (`{ -e | -l | -r }`), described by their lines", () => {
    const text = [
      'usage:\tcx [-u user] file',
      '\tcx [ -u user ] [ -i ] { -e | -l | -r }',
      '\t\t(default operation is replace, per 1003.2)',
      "\t-e\t(edit user's table)",
      "\t-l\t(list user's table)",
      "\t-r\t(delete user's table)",
    ].join('\n');
    const page = parse(text, 'cx');
    expect(page.layout).toBe('flag-mode');
    expect(names(page)).toEqual(['-e', '-l', '-r']);
    expect(described(page, '-l')).toBe("list user's table");
    // a choice of words, or of fewer than three flags, is no set of modes
    expect(parse('usage: cx { -e | -l }\n', 'cx').layout).not.toBe('flag-mode');
  });
  it('a note under the heading, then modes spelt long flag first (`--append  -A chain  Append to chain`)', () => {
    const text = [
      'Usage: ipx -[ACD] chain rule-specification [options]',
      '',
      'Commands:',
      'Either long or short options are allowed.',
      '  --append  -A chain\t\tAppend to chain',
      '  --delete  -D chain\t\tDelete matching rule from chain',
      '  --list    -L [chain [rulenum]]',
      '\t\t\t\tList the rules in a chain or all chains',
      '',
      'Options:',
      '  --verbose -v\t\tverbose mode',
    ].join('\n');
    const page = parse(text, 'ipx');
    expect(page.layout).toBe('flag-mode');
    expect(names(page)).toEqual(['--append', '--delete', '--list']);
    expect(page.commands[0].mode).toMatchObject({ short: '-A', value: 'chain' });
    expect(described(page, '--list')).toBe('List the rules in a chain or all chains');
    // a sentence after entries still ends the listing
    expect(
      names(parse('Commands:\n  list   List things\nSee the manual for more about these.\n  oops   Not one\n', 'ipx')),
    ).toEqual(['list']);
  });
  it('a usage that takes a command over topic headings in lower case ("manage certificates:")', () => {
    const text = [
      '  crt [SUBCOMMAND] [options] [-d DOMAIN] ...',
      '',
      'Crt can obtain and install certificates.  The most common SUBCOMMANDS and flags are:',
      '',
      'obtain, install, and renew certificates:',
      '    (default) run   Obtain & install a certificate',
      '    certonly        Obtain or renew a certificate, but do not install it',
      '   -d DOMAINS       Comma-separated list of domains',
      '',
      'manage certificates:',
      '    certificates    Display information about certificates you have',
      '    delete          Delete a certificate',
      '',
      'More detailed help:',
      '  -h, --help [TOPIC]    print this message, or detailed help on a topic;',
      '                        the available TOPICS are:',
      '   all, automation, commands',
    ].join('\n');
    const page = parse(text, 'crt');
    expect(names(page)).toEqual(['certonly', 'certificates', 'delete']);
    expect(page.commands.some((c) => c.mode)).toBe(false);
    expect(page.flags.map((f) => f.short)).toContain('-d');
    // a page whose usage takes no command keeps such sections as they were: no commands
    expect(names(parse(text.replace('[SUBCOMMAND] ', '').replace('SUBCOMMANDS', 'options'), 'crt'))).toEqual([]);
  });
  it("a man page's entries that name the command's own page (`bndl exec(1) bndl-exec.1.html`)", () => {
    const text = [
      'BNDL(1)                                                            BNDL(1)',
      '',
      'SYNOPSIS',
      '       bndl COMMAND [--no-color] [ARGS]',
      '',
      'PRIMARY COMMANDS',
      '       bndl install(1) bndl-install.1.html',
      '              Install the gems specified by the Gemfile',
      '',
      '       bndl check(1) bndl-check.1.html',
      '              Determine whether the requirements for your application are  in-',
      '              stalled and available to Bndl',
      '',
      '       bndl help(1)',
      '              Display detailed help for each subcommand',
    ].join('\n');
    const page = parse(text, 'bndl');
    expect(names(page)).toEqual(['install', 'check', 'help']);
    expect(described(page, 'install')).toBe('Install the gems specified by the Gemfile');
  });
  it('the description under an entry the walker cannot read is no entry of its own (`[dump] dicts | filters`)', () => {
    const text = [
      'Usage: spx [options] <command>',
      '',
      '<command> is one of:',
      '  list             produce a list of misspelled words',
      '  [dump] dicts | filters | modes',
      '    lists available dictionaries / filters / filter modes',
      '  munch-list [simple] [single|multi] [keep]',
      '    reduce the size of a word list via affix compression',
    ].join('\n');
    const page = parse(text, 'spx');
    expect(names(page)).toEqual(['list', 'munch-list']);
    expect(described(page, 'munch-list')).toBe('reduce the size of a word list via affix compression');
  });
});

describe("issue 25's leftovers: an operand's values", () => {
  const argp = [
    'Usage: dbq [OPTION...] database [key ...]',
    'Get entries from a database.',
    '',
    '  -s, --service=CONFIG       Service configuration to be used',
    '  -?, --help                 Give this help list',
    '',
    'Supported databases:',
    'hosts group passwd protocols',
    'rpc services shadow',
    '',
  ].join('\n');

  it('reads the values listed under a heading that names the usage operand, and the sentence after the usage', () => {
    const page = parseHelp(argp);
    expect(names(page)).toEqual(['hosts', 'group', 'passwd', 'protocols', 'rpc', 'services', 'shadow']);
    expect(page.commands.every((c) => c.operandValue)).toBe(true);
    expect(page.usage).toEqual(['dbq [OPTION...] database [key ...]']);
    expect(page.description).toBe('Get entries from a database.');
  });

  it('never without a qualifier ("FILTERS" in a man page) nor under several usage lines', () => {
    expect(names(parseHelp(argp.replace('Supported databases:', 'Databases:')))).toEqual([]);
    const twoUsages = argp.replace('Get entries', 'dbq --list\nGet entries');
    expect(names(parseHelp(twoUsages))).toEqual([]);
  });
});

describe("issue 25's leftovers: modes spread over several usage lines", () => {
  it('takes the first flag a usage line requires past the optional flags it opens with as a mode', () => {
    const text = [
      'Usage: at [-V] [-q x] [-f file] [-u username] [-mMlbv] timespec ...',
      '       at [-V] [-q x] [-f file] [-u username] [-mMlbv] -t time',
      '       at -c job ...',
      '       at [-V] -l [-o timeformat] [job ...]',
      '       at [ -rd ] job ...',
      '',
    ].join('\n');
    const page = parseHelp(text, { bin: 'at' });
    expect(names(page).sort()).toEqual(['-c', '-l', '-t']);
    expect(page.commands.every((c) => c.mode && c.fromGrammar)).toBe(true);
  });
});
