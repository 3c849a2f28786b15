import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeBareNamePack, type BareNamePack } from '../../node/fixtures/bare-name-pack';
import { EXAMPLE_PACKS, runCli } from '../test-cli';

/** `packstudio mcp --doctor DIR`: the Agent tab's configurations, each tried as a host would start it. */
describe('packstudio mcp --doctor', () => {
  let pack: BareNamePack;
  beforeAll(() => {
    pack = makeBareNamePack();
    vi.stubEnv('PATH', pack.path());
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    pack?.cleanup();
  });

  it('tries the one launch every host configuration holds, in one line, and exits 0 when it works', async () => {
    const run = await runCli(['mcp', '--doctor', 'linkinfo'], pack.workspace);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /^✓ Claude Desktop, Claude Code, VS Code, Cursor, Terminal: Works: started in \d+ ms and lists 3 tools; "link-list" answered in \d+ ms: \{"links":/,
    );
    expect(run.stdout.split('\n')).toHaveLength(1);
  });

  it('with --json, every try in full: the launch with its env, the tools and the call', async () => {
    const run = await runCli(['mcp', '--doctor', 'linkinfo', '--host', 'vscode', '--json'], pack.workspace);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.tries).toHaveLength(1);
    expect(out.tries[0]).toMatchObject({
      hosts: ['vscode'],
      status: 'works',
      launch: {
        command: process.execPath,
        args: [expect.stringMatching(/\/lib\/cli\/bin\.mjs$/), 'mcp', pack.packDir, '--grant', 'read'],
        env: { PACKSTUDIO_ALLOWLIST: 'linkinfo' },
      },
      call: { tool: 'link-list', isError: false },
    });
  });

  it('exits 1 with what a host would see when the launch cannot work', async () => {
    // The CLI is not on the PATH the server gets: the studio cannot find it, and neither can the host.
    vi.stubEnv('PATH', process.env.PATH!.split(':').slice(1).join(':'));
    try {
      const run = await runCli(['mcp', '--doctor', 'linkinfo', '--host', 'terminal'], pack.workspace);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('"linkinfo" is not on this machine\'s PATH: a host will not find it either');
      expect(run.stdout).toContain('✗ Terminal: Fails at the first call:');
      expect(run.stdout).toContain('sandbox: bin "linkinfo" not found on PATH');
    } finally {
      vi.stubEnv('PATH', pack.path());
    }
  });

  it('refuses what it cannot try', async () => {
    expect(await runCli(['mcp', '--doctor', 'linkinfo', '--host', 'emacs'], pack.workspace)).toMatchObject({
      code: 64,
      stderr: expect.stringContaining('--host must be one of claude-desktop, claude-code, vscode, cursor, terminal'),
    });
    expect(await runCli(['mcp', 'linkinfo', '--json'], pack.workspace)).toMatchObject({
      code: 64,
      stderr: expect.stringContaining('--json goes with --doctor'),
    });
    expect(await runCli(['mcp', '--doctor', 'acme-tasks'], EXAMPLE_PACKS)).toMatchObject({
      code: 66,
      stderr: expect.stringContaining('acme-tasks is a Recued composition: packstudio mcp serves HCP packs'),
    });
  });
});
