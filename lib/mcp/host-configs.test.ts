import { describe, expect, it } from 'vitest';
import { commandLine, hostConfigs, serverLaunch, serverName } from './host-configs';

const launch = serverLaunch({
  packId: 'ledger',
  node: '/usr/bin/node',
  cli: '/home/me/pack studio/lib/cli/bin.mjs',
  packDir: '/home/me/pack studio/packs/ledger',
  allowWrites: false,
});

describe('host configurations for packstudio mcp', () => {
  it('launches node with the packstudio entry, mcp and the absolute pack folder; writes only when asked', () => {
    expect(launch).toEqual({
      name: 'ledger',
      command: '/usr/bin/node',
      args: ['/home/me/pack studio/lib/cli/bin.mjs', 'mcp', '/home/me/pack studio/packs/ledger'],
    });
    expect(serverLaunch({ packId: 'ledger', node: 'n', cli: 'c', packDir: 'd', allowWrites: true }).args).toEqual([
      'c',
      'mcp',
      'd',
      '--grant',
      'write',
    ]);
  });

  it("puts the launch in each host's own shape", () => {
    const byId = Object.fromEntries(hostConfigs(launch, '/home/me/pack studio').map((c) => [c.id, c]));
    const stdio = { command: launch.command, args: launch.args };
    expect(JSON.parse(byId['claude-desktop'].text)).toEqual({ mcpServers: { ledger: stdio } });
    expect(JSON.parse(byId['claude-code'].text)).toEqual({ mcpServers: { ledger: { type: 'stdio', ...stdio } } });
    expect(JSON.parse(byId.vscode.text)).toEqual({ servers: { ledger: { type: 'stdio', ...stdio } } });
    expect(JSON.parse(byId.cursor.text)).toEqual({ mcpServers: { ledger: stdio } });
    expect(byId.inspector.text).toBe(
      "cd '/home/me/pack studio/packs' && node '/home/me/pack studio/node_modules/@modelcontextprotocol/inspector-cli/build/cli.js' --cli /usr/bin/node '/home/me/pack studio/lib/cli/bin.mjs' mcp '/home/me/pack studio/packs/ledger' --method tools/list",
    );
  });

  it('names the server so every host takes the key', () => {
    expect(serverName('ledger')).toBe('ledger');
    expect(serverName('acme/tasks v2')).toBe('acme-tasks-v2');
    expect(serverName('***')).toBe('pack');
  });

  it('quotes only the words a shell would split or expand', () => {
    expect(commandLine(['a', "it's", '$HOME', 'x=1'])).toBe(`a 'it'\\''s' '$HOME' x=1`);
  });
});
