/** Joins a folder and a relative path with `/` (these are POSIX paths from the server; the engine has no node:path). */
const join = (dir: string, path: string) => `${dir.replace(/\/+$/, '')}/${path}`;

/** How a host starts `packstudio mcp` for one pack: a program and its argv, never a shell line. */
export interface ServerLaunch {
  /** The key the host lists the server under. */
  name: string;
  command: string;
  args: string[];
}

export interface HostConfig {
  id: 'claude-desktop' | 'claude-code' | 'vscode' | 'cursor' | 'inspector';
  label: string;
  /** Where the text goes. */
  where: string;
  /** Ready to paste: JSON for a config file, a command line for a terminal. */
  text: string;
  language: 'json' | 'shell';
}

/** A server key every host takes: the pack id with anything but letters, digits, `_` and `-` turned into `-`. */
export function serverName(packId: string): string {
  return packId.replace(/[^a-zA-Z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'pack';
}

/** The launch for a pack: node, the packstudio entry and `mcp DIR`, plus `--grant write` when writes may run. */
export function serverLaunch(options: {
  packId: string;
  node: string;
  cli: string;
  packDir: string;
  allowWrites: boolean;
}): ServerLaunch {
  return {
    name: serverName(options.packId),
    command: options.node,
    args: [options.cli, 'mcp', options.packDir, ...(options.allowWrites ? ['--grant', 'write'] : [])],
  };
}

/**
 * The same launch in each common host's own shape (`mcpServers` for Claude and Cursor, `servers` for VS Code), and
 * a terminal line for the MCP Inspector CLI installed with the studio (`studioRoot`: the studio's own folder).
 */
export function hostConfigs(launch: ServerLaunch, studioRoot: string): HostConfig[] {
  const stdio = { command: launch.command, args: launch.args };
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
      id: 'inspector',
      label: 'Terminal',
      where:
        'a terminal: the MCP Inspector lists the tools as a host sees them (it starts in the packs folder because inspector-cli 1.0.3 looks for ../package.json from where it runs)',
      text: `cd ${commandLine([join(studioRoot, 'packs')])} && ${commandLine([
        'node',
        join(studioRoot, 'node_modules/@modelcontextprotocol/inspector-cli/build/cli.js'),
        '--cli',
        launch.command,
        ...launch.args,
        '--method',
        'tools/list',
      ])}`,
      language: 'shell',
    },
  ];
}

/** argv as a POSIX shell line to paste: a word with anything but safe characters is single-quoted. Display only. */
export function commandLine(argv: readonly string[]): string {
  return argv.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`)).join(' ');
}
