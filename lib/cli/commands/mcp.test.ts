import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE_PACKS, removeWorkspace, runCli, tempWorkspace } from '../test-cli';

/** What `packstudio mcp` refuses before it starts serving (serving itself: lib/node/mcp/sdk-client.test.ts). */
describe('packstudio mcp refuses what it cannot serve', () => {
  const mcp = (...argv: string[]) => runCli(['mcp', ...argv], EXAMPLE_PACKS);

  it('a missing folder is unreadable input (66), named', async () => {
    expect(await mcp('nope')).toMatchObject({
      code: 66,
      stderr: expect.stringContaining('cannot read nope: no such folder'),
    });
  });

  it('a Recued composition is not an HCP pack (66)', async () => {
    expect(await mcp('acme-tasks')).toMatchObject({
      code: 66,
      stderr: expect.stringContaining('acme-tasks is a Recued composition: packstudio mcp serves HCP packs'),
    });
  });

  it('a surface.json that does not parse is named, with the command that says where (66)', async () => {
    const ws = tempWorkspace('mcp-cli-', ['ledger']);
    try {
      writeFileSync(join(ws, 'ledger', 'surface.json'), '{ "id": "ledger", ');
      expect(await runCli(['mcp', 'ledger'], ws)).toMatchObject({
        code: 66,
        stderr: expect.stringContaining('ledger/surface.json does not parse: packstudio check ledger says where'),
      });
    } finally {
      removeWorkspace(ws);
    }
  });

  it('a grant or access mode it does not know is a usage error (64) that lists the choices', async () => {
    expect(await mcp('ledger', '--grant', 'admin')).toMatchObject({
      code: 64,
      stderr: expect.stringContaining('--grant must be read or write, got "admin"'),
    });
    expect(await mcp('ledger', '--access', 'auto')).toMatchObject({
      code: 64,
      stderr: expect.stringContaining('--access must be ask or run, got "auto"'),
    });
    expect(await mcp()).toMatchObject({ code: 64, stderr: expect.stringContaining('missing pack directory') });
    expect(await mcp('ledger', '--timeout', '0')).toMatchObject({ code: 64 });
  });
});
