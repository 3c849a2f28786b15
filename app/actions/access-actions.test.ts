import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentBuildStore } from '@/lib/node/builds-server/current';
import { changeAccess } from './access-actions';

vi.mock('server-only', () => ({}));

const dir = mkdtempSync(join(tmpdir(), 'ps-access-action-'));

beforeAll(async () => {
  vi.stubEnv('PACKSTUDIO_BUILDS_DB', join(dir, 'builds.db'));
  vi.stubEnv('DATABASE_URL', '');
  await (await currentBuildStore()).createProject({ slug: 'registry', actor: 'test' });
});

afterAll(async () => {
  await (await currentBuildStore()).close();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('changeAccess (the open review server: no sign-in configured)', () => {
  it('is refused by the single-user studio', async () => {
    expect(await changeAccess({ change: 'grant', project: 'registry', email: 'a@b.test', role: 'viewer' })).toEqual({
      ok: false,
      error: 'this studio is not a review server (start it with packstudio serve)',
    });
  });

  it('grants and revokes a role, creates a token shown once and revokes it, each in the audit log', async () => {
    vi.stubEnv('PACKSTUDIO_SERVE', '1');
    const store = await currentBuildStore();
    const project = (await store.getProject('registry'))!;
    expect(await changeAccess({ change: 'grant', project: 'registry', email: 'Rex@B.test', role: 'reviewer' })).toEqual(
      { ok: true },
    );
    expect(await store.access.roleOf(project.id, 'rex@b.test')).toBe('reviewer');
    expect(await changeAccess({ change: 'grant', project: 'registry', email: 'rex', role: 'reviewer' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/e-mail/),
    });
    expect(await changeAccess({ change: 'revoke-role', project: 'registry', email: 'rex@b.test' })).toEqual({
      ok: true,
    });
    const created = await changeAccess({ change: 'create-token', project: 'registry', label: 'nightly' });
    expect(created).toMatchObject({ ok: true, token: expect.stringMatching(/^pst_/) });
    const tokenId = (created as { tokenId: number }).tokenId;
    expect(await changeAccess({ change: 'revoke-token', project: 'registry', tokenId })).toEqual({ ok: true });
    expect(await changeAccess({ change: 'revoke-token', project: 'registry', tokenId })).toMatchObject({ ok: false });
    const log = (await store.auditLog(project.id)).map((e) => `${e.action} ${e.actor}`);
    expect(log.slice(0, 4)).toEqual([
      'token.revoke the studio (not signed in)',
      'token.create the studio (not signed in)',
      'role.revoke the studio (not signed in)',
      'role.grant the studio (not signed in)',
    ]);
  });
});
