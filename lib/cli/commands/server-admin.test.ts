import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openBuildStore } from '../../node/builds-store/open';
import { packReport } from '../../node/builds-store/test-reports';
import { serverCommand } from './server-admin';

const dir = mkdtempSync(join(tmpdir(), 'ps-server-admin-'));
const env = { PACKSTUDIO_BUILDS_DB: join(dir, 'builds.db'), USER: 'ops' };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await serverCommand(
    argv,
    { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), cwd: dir },
    env,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('packstudio server', () => {
  it('creates a project, hands out a token once, lists it by id only, revokes it, and logs each step under $USER', async () => {
    expect(await run('project', 'create', 'registry', '--base-branch', 'trunk')).toMatchObject({
      code: 0,
      out: 'project registry created (base branch trunk)',
    });
    expect((await run('project', 'create', 'registry')).code).toBe(1);
    const created = await run('token', 'create', 'registry', '--label', 'github');
    expect(created.out).toMatch(/^pst_[A-Za-z0-9_-]{43}$/);
    expect(created.err).toContain('shown this once');
    const listed = await run('token', 'list', 'registry');
    expect(listed.out).toMatch(/^1\tgithub\t.*\tlive$/);
    expect(listed.out).not.toContain(created.out);
    expect(await run('token', 'revoke', 'registry', '1')).toMatchObject({ code: 0, out: 'token 1 revoked' });
    const store = await openBuildStore({ sqlitePath: env.PACKSTUDIO_BUILDS_DB });
    expect(await store.projectOfToken(created.out)).toBeNull();
    await store.close();
    const audit = await run('audit', 'registry');
    expect(audit.out.split('\n').map((l) => l.split('\t').slice(1, 3).join(' '))).toEqual([
      'ops (command line) token.revoke',
      'ops (command line) token.create',
      'ops (command line) project.create',
    ]);
  });

  it('prints an audit entry written before reasons were checked as inert text: no escape, no extra column', async () => {
    await run('project', 'create', 'hostile');
    const store = await openBuildStore({ sqlitePath: env.PACKSTUDIO_BUILDS_DB });
    const project = (await store.getProject('hostile'))!;
    const build = await store.recordBuild({
      projectId: project.id,
      commit: 'a'.repeat(40),
      branch: 'main',
      ancestor: null,
      tokenId: null,
      packs: [{ report: packReport('ledger', []), filesHash: null }],
    });
    await store.decide({
      projectId: project.id,
      buildId: build.id,
      pack: 'ledger',
      subject: 'policy',
      decision: 'approve',
      actor: 'eve\u202e',
      reason: 'fine\u001b[2J\tforged column\nforged line',
    });
    await store.close();
    const line = (await run('audit', 'hostile')).out.split('\n')[0]!;
    expect([...line].filter((c) => (c < ' ' && c !== '\t') || c === '\u202e')).toEqual([]);
    expect(line.split('\t')).toHaveLength(4);
    expect(line).toMatch(/\teve\\u202e\tapprove ledger@\d+ \(policy\)\tfine\\u001b\[2J\\tforged column\\nforged line$/);
  });

  it('says what a slug must be, and names a project that does not exist', async () => {
    await expect(run('project', 'create', 'Not A Slug')).rejects.toThrow(/not a project slug/);
    expect(await run('token', 'create', 'nope')).toMatchObject({
      code: 1,
      err: expect.stringContaining('no project "nope"'),
    });
  });
});
