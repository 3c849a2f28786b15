import { describe, expect, it } from 'vitest';
import {
  agentHostConfigs,
  commandLine,
  hostConfigs,
  launchOf,
  serverLaunch,
  serverName,
  type LaunchFacts,
} from './host-configs';

const base = {
  packId: 'ledger',
  node: '/usr/bin/node',
  cli: '/home/me/pack studio/lib/cli/bin.mjs',
  packDir: '/home/me/pack studio/packs/ledger',
};
const launch = serverLaunch({ ...base, grant: 'read' });

const facts = (over: Partial<LaunchFacts> = {}): LaunchFacts => ({
  ...base,
  studioRoot: '/home/me/pack studio',
  bin: 'ip',
  allowBin: 'ip',
  binOnPath: '/usr/sbin/ip',
  projectDir: null,
  notes: [],
  ...over,
});

describe('host configurations for packstudio mcp', () => {
  it('launches node with the packstudio entry, mcp, the absolute pack folder and the grant written out', () => {
    expect(launch).toEqual({
      name: 'ledger',
      command: '/usr/bin/node',
      args: ['/home/me/pack studio/lib/cli/bin.mjs', 'mcp', '/home/me/pack studio/packs/ledger', '--grant', 'read'],
      env: {},
    });
    expect(serverLaunch({ ...base, grant: 'write' }).args.slice(3)).toEqual(['--grant', 'write']);
  });

  it('allow-lists a bare-name CLI alone, and names the project folder', () => {
    expect(serverLaunch({ ...base, grant: 'read', allowBin: 'ip', projectDir: '/home/me/infra' })).toMatchObject({
      args: [base.cli, 'mcp', base.packDir, '--grant', 'read', '--project', '/home/me/infra'],
      env: { PACKSTUDIO_ALLOWLIST: 'ip' },
    });
    // A name the runtime would split into several (a comma, a space) is never handed over: it would allow more.
    for (const bin of ['ip,curl', 'ip curl', './bin/ip', ''])
      expect(serverLaunch({ ...base, grant: 'read', allowBin: bin }).env).toEqual({});
  });

  it("puts the launch, env included, in each host's own shape", () => {
    const withEnv = serverLaunch({ ...base, grant: 'read', allowBin: 'ip' });
    const byId = Object.fromEntries(hostConfigs(withEnv, '/home/me/pack studio').map((c) => [c.id, c]));
    const stdio = { command: withEnv.command, args: withEnv.args, env: { PACKSTUDIO_ALLOWLIST: 'ip' } };
    expect(JSON.parse(byId['claude-desktop'].text)).toEqual({ mcpServers: { ledger: stdio } });
    expect(JSON.parse(byId['claude-code'].text)).toEqual({ mcpServers: { ledger: { type: 'stdio', ...stdio } } });
    expect(JSON.parse(byId.vscode.text)).toEqual({ servers: { ledger: { type: 'stdio', ...stdio } } });
    expect(JSON.parse(byId.cursor.text)).toEqual({ mcpServers: { ledger: stdio } });
    expect(byId.terminal.text).toBe(
      "PACKSTUDIO_ALLOWLIST=ip /usr/bin/node '/home/me/pack studio/lib/cli/bin.mjs' mcp '/home/me/pack studio/packs/ledger' --grant read",
    );
    expect(byId.terminal.extra?.text).toBe(
      "cd '/home/me/pack studio/packs' && node '/home/me/pack studio/node_modules/@modelcontextprotocol/inspector-cli/build/cli.js' --cli -e PACKSTUDIO_ALLOWLIST=ip /usr/bin/node '/home/me/pack studio/lib/cli/bin.mjs' mcp '/home/me/pack studio/packs/ledger' --grant read --method tools/list",
    );
    // No env key at all when the server needs none.
    expect(JSON.parse(hostConfigs(launch, '/x')[0].text).mcpServers.ledger).not.toHaveProperty('env');
  });

  it('reads every configuration back to the launch it was built from, as a host reads it', () => {
    for (const f of [facts(), facts({ allowBin: null, bin: './bin/x.mjs' }), facts({ projectDir: "/tmp/it's here" })])
      for (const grant of ['read', 'write'] as const) {
        const expected = serverLaunch({ ...f, grant });
        for (const config of agentHostConfigs(f, grant)) {
          const { name, ...read } = launchOf(config);
          const { name: _name, ...want } = expected;
          expect(read, config.id).toEqual(want);
          if (config.language === 'json') expect(name).toBe('ledger');
        }
      }
  });

  it('reads a command line as a POSIX shell splits it', () => {
    expect(launchOf({ language: 'shell', text: `A=1 B='x y' node "a \\"b\\"" c\\ d 'it'\\''s'` })).toEqual({
      name: 'terminal',
      command: 'node',
      args: ['a "b"', 'c d', "it's"],
      env: { A: '1', B: 'x y' },
    });
    // A quoted NAME=value is an argument, not an assignment.
    expect(launchOf({ language: 'shell', text: `'A=1' node` })).toMatchObject({ command: 'A=1', env: {} });
    expect(() => launchOf({ language: 'shell', text: `node 'open` })).toThrow('unclosed single quote');
    expect(() => launchOf({ language: 'json', text: '{"mcpServers": {}}' })).toThrow('holds 0 servers');
  });

  it('names the server so every host takes the key', () => {
    expect(serverName('ledger')).toBe('ledger');
    expect(serverName('acme/tasks v2')).toBe('acme-tasks-v2');
    expect(serverName('***')).toBe('pack');
  });

  it('quotes only the words a shell would split or expand, and an assignment by its value', () => {
    expect(commandLine(['a', "it's", '$HOME', 'x=1'])).toBe(`a 'it'\\''s' '$HOME' x=1`);
    expect(commandLine(['node'], { PATH: '/a b:/c' })).toBe(`PATH='/a b:/c' node`);
  });
});
