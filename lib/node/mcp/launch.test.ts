import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeBareNamePack, type BareNamePack } from '../fixtures/bare-name-pack';
import { agentLaunchRequest } from './launch';

const PACKS = fileURLToPath(new URL('../../../packs', import.meta.url));

describe('where a host finds the pack and the CLI, and what the server needs', () => {
  let pack: BareNamePack;
  beforeAll(() => {
    pack = makeBareNamePack();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    pack?.cleanup();
  });

  it('gives absolute paths to the pack folder, Node and the packstudio entry; a pack bin needs no allow-list', async () => {
    const launch = await agentLaunchRequest({ packId: 'ledger' }, PACKS);
    expect(launch).toMatchObject({
      ok: true,
      packId: 'ledger',
      packDir: `${PACKS}/ledger`,
      node: process.execPath,
      bin: './bin/ledger.mjs',
      allowBin: null,
      projectDir: null,
      notes: [],
    });
    if (!launch.ok) return;
    expect(launch.cli).toMatch(/\/lib\/cli\/bin\.mjs$/);
    expect(existsSync(launch.cli)).toBe(true);
  });

  it('names a bare-name CLI for the allow-list, with where PATH has it, or says it is not there', async () => {
    vi.stubEnv('PATH', pack.path());
    expect(await agentLaunchRequest({ packId: pack.packId }, pack.workspace)).toMatchObject({
      ok: true,
      allowBin: 'linkinfo',
      binOnPath: join(pack.binDir, 'linkinfo'),
      notes: [],
    });
    vi.stubEnv('PATH', '/usr/bin:/bin');
    expect(await agentLaunchRequest({ packId: pack.packId }, pack.workspace)).toMatchObject({
      allowBin: 'linkinfo',
      binOnPath: null,
      notes: [`"linkinfo" is not on this machine's PATH: a host will not find it either`],
    });
  });

  it('says before any try that a CLI path outside the pack is refused by the server, and what to write instead', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'launch-outside-'));
    try {
      for (const [id, bin] of [
        ['abs', '/usr/bin/git'],
        ['up', '../tools/git'],
      ] as const) {
        mkdirSync(join(ws, id));
        const surface = { id, kind: 'wrap', wrap: { bin }, verbs: { status: { cli: ['git', 'status'] } } };
        writeFileSync(join(ws, id, 'surface.json'), JSON.stringify(surface));
        expect(await agentLaunchRequest({ packId: id }, ws)).toMatchObject({
          allowBin: null,
          notes: [
            `wrap.bin "${bin}" is outside the pack, and the server runs no CLI from there: write "bin": "git" to run it from PATH (the configuration then allow-lists it), or copy it into the pack`,
          ],
        });
      }
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });

  it("gives a project-mode pack the studio's project folder, and says when there is none or it has gone", async () => {
    const ws = mkdtempSync(join(tmpdir(), 'launch-project-'));
    try {
      const dir = join(ws, 'infra');
      mkdirSync(dir);
      const surface = {
        id: 'infra',
        kind: 'wrap',
        wrap: { bin: './bin/infra.mjs', workspace: { mode: 'project' } },
        verbs: { plan: { cli: ['terraform', 'plan'] } },
      };
      writeFileSync(join(dir, 'surface.json'), JSON.stringify(surface));
      expect(await agentLaunchRequest({ packId: 'infra' }, ws)).toMatchObject({
        projectDir: null,
        notes: [expect.stringContaining('none is set: the server runs it in an empty scratch folder')],
      });
      const project = mkdtempSync(join(tmpdir(), 'launch-project-dir-'));
      mkdirSync(join(ws, '.packstudio'));
      writeFileSync(
        join(ws, '.packstudio', 'settings.json'),
        JSON.stringify({ packs: { infra: { projectDir: project } } }),
      );
      expect(await agentLaunchRequest({ packId: 'infra' }, ws)).toMatchObject({ projectDir: project });
      rmSync(project, { recursive: true });
      expect(await agentLaunchRequest({ packId: 'infra' }, ws)).toMatchObject({
        projectDir: null,
        notes: [
          expect.stringContaining(
            `the project folder ${project} does not exist: the CLI runs in an empty scratch folder`,
          ),
        ],
      });
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });

  it('refuses a pack id that is not in the workspace, saying which', async () => {
    expect(await agentLaunchRequest({ packId: 'nope' }, PACKS)).toEqual({
      ok: false,
      error: 'no pack "nope" in the workspace',
    });
    expect(await agentLaunchRequest({ packId: '../etc' }, PACKS)).toMatchObject({ ok: false });
  });
});
