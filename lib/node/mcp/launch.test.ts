import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { agentLaunchRequest } from './launch';

const PACKS = fileURLToPath(new URL('../../../packs', import.meta.url));

describe('where a host finds the pack and the CLI', () => {
  it('gives absolute paths to the pack folder, Node and the packstudio entry', async () => {
    const launch = await agentLaunchRequest({ packId: 'ledger' }, PACKS);
    expect(launch).toMatchObject({ ok: true, packDir: `${PACKS}/ledger`, node: process.execPath });
    if (!launch.ok) return;
    expect(existsSync(launch.cli)).toBe(true);
  });

  it('refuses a pack id that is not in the workspace, saying which', async () => {
    expect(await agentLaunchRequest({ packId: 'nope' }, PACKS)).toEqual({
      ok: false,
      error: 'no pack "nope" in the workspace',
    });
    expect(await agentLaunchRequest({ packId: '../etc' }, PACKS)).toMatchObject({ ok: false });
  });
});
