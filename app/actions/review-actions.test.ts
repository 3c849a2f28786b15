import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentBuildStore } from '@/lib/node/builds-server/current';
import { packReport } from '@/lib/node/builds-store/test-reports';
import { decidePack } from './review-actions';

vi.mock('server-only', () => ({}));

const dir = mkdtempSync(join(tmpdir(), 'ps-review-action-'));
let build = 0;

beforeAll(async () => {
  vi.stubEnv('PACKSTUDIO_BUILDS_DB', join(dir, 'builds.db'));
  vi.stubEnv('DATABASE_URL', '');
  const store = await currentBuildStore();
  const project = await store.createProject({ slug: 'registry', actor: 'test' });
  ({ id: build } = await store.recordBuild({
    projectId: project.id,
    commit: 'abcdef1',
    branch: 'main',
    ancestor: null,
    tokenId: null,
    packs: [{ report: packReport('ledger', []), filesHash: null }],
  }));
});

afterAll(async () => {
  await (await currentBuildStore()).close();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const input = () => ({
  project: 'registry',
  build,
  pack: 'ledger',
  subject: 'policy',
  decision: 'approve',
  reviewer: 'Ann',
  reason: 'the gate moved into the CLI',
});

describe('decidePack', () => {
  it('is refused by the single-user studio, which keeps no builds', async () => {
    vi.stubEnv('PACKSTUDIO_SERVE', '');
    expect(await decidePack(input())).toEqual({ ok: false, error: expect.stringMatching(/not a review server/) });
  });

  it('appends a decision under the typed name, marked as not signed in, and refuses one without a reason', async () => {
    vi.stubEnv('PACKSTUDIO_SERVE', '1');
    expect(await decidePack({ ...input(), reason: '' })).toEqual({ ok: false, error: expect.stringMatching(/reason/) });
    expect(await decidePack({ ...input(), pack: 'nope' })).toEqual({
      ok: false,
      error: expect.stringMatching(/no pack "nope"/),
    });
    const result = await decidePack(input());
    expect(result).toMatchObject({ ok: true });
    const store = await currentBuildStore();
    const [entry] = await store.auditLog((await store.getProject('registry'))!.id, { limit: 1 });
    expect(entry).toMatchObject({
      action: 'approve',
      actor: 'Ann (name typed, not signed in)',
      pack: 'ledger',
      reason: 'the gate moved into the CLI',
    });
  });
});
