import { ALLOWLIST_ENV, allowListable } from '../core/allow-list';

/** Joins a folder and a relative path with `/` (these are POSIX paths from the server; the engine has no node:path). */
const join = (dir: string, path: string) => `${dir.replace(/\/+$/, '')}/${path}`;

/** What `packstudio mcp` lets the agent run: reads only (the default, and the least), or writes too. */
export type GrantLevel = 'read' | 'write';

/** How a host starts `packstudio mcp` for one pack: a program, its argv and the variables it adds; never a shell line. */
export interface ServerLaunch {
  /** The key the host lists the server under. */
  name: string;
  command: string;
  args: string[];
  /** Added to the host's own environment (a host passes a few of its own, such as PATH and HOME). */
  env: Record<string, string>;
}

/**
 * What this machine's studio knows of a pack for a host configuration (the Agent tab's server action, and
 * `packstudio mcp --doctor`): absolute paths, and what the server needs beyond them.
 */
export interface LaunchFacts {
  /** The pack's id as the server names itself (surface.json's `id`, else the folder's name). */
  packId: string;
  /** The pack's folder. */
  packDir: string;
  /** The Node that runs the studio, so a host starts the CLI with a Node it supports. */
  node: string;
  /**
   * The `packstudio` entry: lib/cli/bin.mjs, a path that no rebuild changes. It starts the prebuilt bundle under
   * dist/cli (whose hashed name does change) through dist/cli/manifest.json, and rebuilds it first when a source
   * changed, so a host never runs a stale CLI and never resolves one through npx.
   */
  cli: string;
  /** The studio's own folder. */
  studioRoot: string;
  /** wrap.bin as saved (null: the pack names none). */
  bin: string | null;
  /** wrap.bin when it is a bare name the allow-list can hold: the one CLI the server may run from PATH. */
  allowBin: string | null;
  /** Where the studio's PATH has that CLI (null: not found there). */
  binOnPath: string | null;
  /** The folder a `project`-mode CLI runs in, when the pack is one and the studio has a usable folder for it. */
  projectDir: string | null;
  /** What the person should know about the launch (a bin that cannot be allow-listed, a project folder that has gone). */
  notes: string[];
}

export type HostId = 'claude-desktop' | 'claude-code' | 'vscode' | 'cursor' | 'terminal';
export const HOST_IDS: readonly HostId[] = ['claude-desktop', 'claude-code', 'vscode', 'cursor', 'terminal'];

export interface HostConfig {
  id: HostId;
  label: string;
  /** Where the text goes. */
  where: string;
  /** Ready to paste: JSON for a config file, a command line for a terminal. */
  text: string;
  language: 'json' | 'shell';
  /** A second line to paste, with what it does (the Terminal's MCP Inspector line). */
  extra?: { label: string; text: string };
}

/** A server key every host takes: the pack id with anything but letters, digits, `_` and `-` turned into `-`. */
export function serverName(packId: string): string {
  return packId.replace(/[^a-zA-Z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'pack';
}

/**
 * The launch for a pack: this machine's node and packstudio entry, `mcp DIR`, the grant always written out
 * (`--grant read` unless writes are allowed), `--project DIR` for a project-mode CLI, and in env the allow-list
 * naming the pack's bare-name CLI alone.
 */
export function serverLaunch(options: {
  packId: string;
  node: string;
  cli: string;
  packDir: string;
  grant: GrantLevel;
  allowBin?: string | null;
  projectDir?: string | null;
}): ServerLaunch {
  const allow = options.allowBin && allowListable(options.allowBin) ? options.allowBin : null;
  return {
    name: serverName(options.packId),
    command: options.node,
    args: [
      options.cli,
      'mcp',
      options.packDir,
      '--grant',
      options.grant,
      ...(options.projectDir ? ['--project', options.projectDir] : []),
    ],
    env: allow ? { [ALLOWLIST_ENV]: allow } : {},
  };
}

/**
 * Every configuration the Agent tab offers, from what the server found: the one function the tab, "Try this
 * config", `packstudio mcp --doctor` and the real-client test build them with.
 */
export function agentHostConfigs(facts: LaunchFacts, grant: GrantLevel): HostConfig[] {
  return hostConfigs(serverLaunch({ ...facts, grant }), facts.studioRoot);
}

/**
 * The same launch in each common host's own shape (`mcpServers` for Claude and Cursor, `servers` for VS Code, each
 * with `env`), and a terminal line, with the MCP Inspector CLI installed with the studio (`studioRoot`: the
 * studio's own folder) as a second line that lists the tools.
 */
export function hostConfigs(launch: ServerLaunch, studioRoot: string): HostConfig[] {
  const hasEnv = Object.keys(launch.env).length > 0;
  const stdio = { command: launch.command, args: launch.args, ...(hasEnv ? { env: launch.env } : {}) };
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    {
      id: 'claude-desktop',
      label: 'Claude Desktop',
      where:
        'claude_desktop_config.json (Settings → Developer → Edit Config; ~/Library/Application Support/Claude/ on macOS, %APPDATA%\\Claude\\ on Windows)',
      text: json({ mcpServers: { [launch.name]: stdio } }),
      language: 'json',
    },
    {
      id: 'claude-code',
      label: 'Claude Code',
      where: ".mcp.json at the root of your project (or run: claude mcp add-json NAME '{…}')",
      text: json({ mcpServers: { [launch.name]: { type: 'stdio', ...stdio } } }),
      language: 'json',
    },
    {
      id: 'vscode',
      label: 'VS Code',
      where: '.vscode/mcp.json in your workspace (or MCP: Open User Configuration)',
      text: json({ servers: { [launch.name]: { type: 'stdio', ...stdio } } }),
      language: 'json',
    },
    {
      id: 'cursor',
      label: 'Cursor',
      where: '.cursor/mcp.json in your project, or ~/.cursor/mcp.json for every project',
      text: json({ mcpServers: { [launch.name]: stdio } }),
      language: 'json',
    },
    {
      id: 'terminal',
      label: 'Terminal',
      where: 'a terminal (sh, bash, zsh): the server speaks MCP on stdin and stdout until stdin closes',
      text: commandLine([launch.command, ...launch.args], launch.env),
      language: 'shell',
      extra: {
        label:
          'List its tools with the MCP Inspector CLI installed with the studio (it starts in the packs folder because inspector-cli 1.0.3 looks for ../package.json from where it runs):',
        text: `cd ${commandLine([join(studioRoot, 'packs')])} && ${commandLine([
          'node',
          join(studioRoot, 'node_modules/@modelcontextprotocol/inspector-cli/build/cli.js'),
          '--cli',
          ...Object.entries(launch.env).flatMap(([name, value]) => ['-e', `${name}=${value}`]),
          launch.command,
          ...launch.args,
          '--method',
          'tools/list',
        ])}`,
      },
    },
  ];
}

/**
 * The launch a configuration's text holds, read back as a host reads it: the one server of a JSON config (its
 * `command`, `args` and `env`), or a command line's leading `NAME=value` words and its argv. What "Try this config"
 * spawns, so what runs is what the person pastes.
 */
export function launchOf(config: Pick<HostConfig, 'text' | 'language'>): ServerLaunch {
  if (config.language === 'shell') {
    const words = shellWords(config.text);
    const env: Record<string, string> = {};
    while (words.length && words[0].assignment) {
      const { value } = words.shift()!;
      const at = value.indexOf('=');
      env[value.slice(0, at)] = value.slice(at + 1);
    }
    if (!words.length) throw new Error('the command line names no program');
    return { name: 'terminal', command: words[0].value, args: words.slice(1).map((w) => w.value), env };
  }
  const parsed = JSON.parse(config.text) as Record<string, unknown>;
  const servers = (parsed.mcpServers ?? parsed.servers) as Record<string, unknown> | undefined;
  const entries = Object.entries(servers ?? {});
  if (entries.length !== 1) throw new Error(`the configuration holds ${entries.length} servers, not one`);
  const [name, server] = entries[0] as [string, { command?: unknown; args?: unknown; env?: unknown }];
  if (typeof server.command !== 'string') throw new Error(`server "${name}" has no command`);
  const args = Array.isArray(server.args) ? server.args.map(String) : [];
  const env = server.env && typeof server.env === 'object' ? (server.env as Record<string, unknown>) : {};
  return {
    name,
    command: server.command,
    args,
    env: Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])),
  };
}

const SAFE_WORD = /^[\w@%+=:,./-]+$/;
const quoteWord = (word: string) => (SAFE_WORD.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/**
 * argv as a POSIX shell line to paste, after `NAME=value` words for `env`: a word with anything but safe
 * characters is single-quoted (a variable's value alone, so the shell still reads the word as an assignment).
 * Display only: nothing here runs a shell.
 */
export function commandLine(argv: readonly string[], env: Readonly<Record<string, string>> = {}): string {
  return [...Object.entries(env).map(([name, value]) => `${name}=${quoteWord(value)}`), ...argv.map(quoteWord)].join(
    ' ',
  );
}

/**
 * The words of a line as a POSIX shell splits them, for the quoting commandLine writes and a person's edits of it
 * (single and double quotes, backslashes); `assignment` for a word that starts `NAME=` unquoted.
 */
function shellWords(line: string): { value: string; assignment: boolean }[] {
  const words: { value: string; assignment: boolean }[] = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && /\s/.test(line[i])) i++;
    if (i >= line.length) break;
    const assignment = /^[A-Za-z_][A-Za-z0-9_]*=/.test(line.slice(i));
    let value = '';
    while (i < line.length && !/\s/.test(line[i])) {
      const char = line[i];
      if (char === "'") {
        const end = line.indexOf("'", i + 1);
        if (end < 0) throw new Error('an unclosed single quote');
        value += line.slice(i + 1, end);
        i = end + 1;
      } else if (char === '"') {
        i++;
        while (i < line.length && line[i] !== '"') {
          if (line[i] === '\\' && /["\\$`]/.test(line[i + 1] ?? '')) i++;
          value += line[i++];
        }
        if (i >= line.length) throw new Error('an unclosed double quote');
        i++;
      } else if (char === '\\') {
        value += line[i + 1] ?? '';
        i += 2;
      } else {
        value += char;
        i++;
      }
    }
    words.push({ value, assignment });
  }
  return words;
}
