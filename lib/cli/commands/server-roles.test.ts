import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverCommand } from './server-admin';

const dir = mkdtempSync(join(tmpdir(), 'ps-server-roles-'));
const env = { PACKSTUDIO_BUILDS_DB: join(dir, 'builds.db'), USER: 'ops' };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  const out: string[] = [];
  const code = await serverCommand(argv, { stdout: (t) => void out.push(t), stderr: () => {}, cwd: dir }, env);
  return { code, out: out.join('\n') };
}

describe('packstudio server role', () => {
  it('grants a role (the first admin among them), lists it, revokes it, and logs each change under $USER', async () => {
    await run('project', 'create', 'registry');
    expect(await run('role', 'grant', 'registry', 'Ada@Example.test', 'admin')).toEqual({
      code: 0,
      out: 'ada@example.test is admin in registry',
    });
    await run('role', 'grant', 'registry', 'rex@example.test', 'reviewer');
    expect((await run('role', 'list', 'registry')).out.split('\n').map((l) => l.split('\t').slice(0, 3))).toEqual([
      ['ada@example.test', 'admin', 'ops (command line)'],
      ['rex@example.test', 'reviewer', 'ops (command line)'],
    ]);
    expect((await run('role', 'revoke', 'registry', 'rex@example.test')).code).toBe(0);
    expect((await run('role', 'revoke', 'registry', 'rex@example.test')).code).toBe(1);
    const audit = (await run('audit', 'registry')).out.split('\n')[0]!.split('\t');
    expect(audit.slice(1)).toEqual(['ops (command line)', 'role.revoke', 'rex@example.test holds no role']);
  });

  it('says what a grant needs', async () => {
    await expect(run('role', 'grant', 'registry', 'not-an-email', 'viewer')).rejects.toThrow(/needs an e-mail/);
    await expect(run('role', 'grant', 'registry', 'a@b.test', 'owner')).rejects.toThrow(
      /needs a role: viewer, reviewer, admin/,
    );
  });
});
