import { createServer, type Server } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCommand } from '../../cli/commands/upload';
import { openBuildStore } from '../builds-store/open';
import { finding, packReport } from '../builds-store/test-reports';
import type { BuildStore } from '../builds-store/types';
import { handleApi } from './api';

let store: BuildStore;
let server: Server;
let base: string;
let token: string;
let otherToken: string;
let dir: string;

beforeAll(async () => {
  store = await openBuildStore({ sqlitePath: ':memory:' });
  const project = await store.createProject({ slug: 'registry', actor: 'test' });
  const other = await store.createProject({ slug: 'other', actor: 'test' });
  ({ token } = await store.createToken(project.id, 'ci', 'test'));
  ({ token: otherToken } = await store.createToken(other.id, 'ci', 'test'));
  server = createServer((req, res) => {
    void handleApi(req, res, { store }).then((handled) => {
      if (!handled) res.writeHead(404).end('not the API');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
  dir = mkdtempSync(join(tmpdir(), 'ps-upload-'));
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (body: unknown, auth = token) =>
  fetch(`${base}/api/v1/builds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
    body: JSON.stringify(body),
  });

const io = () => {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t), cwd: dir },
  };
};

describe('the upload API', () => {
  it('refuses an upload without a token, with a wrong one, and a read of another project with this one', async () => {
    const body = { commit: 'a'.repeat(40), branch: 'main', packs: [{ report: packReport('ledger', []) }] };
    expect((await post(body, 'pst_nope')).status).toBe(401);
    const none = await fetch(`${base}/api/v1/builds`, { method: 'POST', body: '{}' });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const cross = await fetch(`${base}/api/v1/projects/registry`, {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(cross.status).toBe(401);
    const missing = await fetch(`${base}/api/v1/projects/nope`, { headers: { authorization: `Bearer ${token}` } });
    expect(missing.status).toBe(401);
  });

  it('says what is wrong with a body it cannot record', async () => {
    const report = packReport('ledger', []);
    const cases: [unknown, RegExp][] = [
      [{ commit: 'zz', branch: 'main', packs: [{ report }] }, /^commit: a commit is 7 to 64/],
      [{ commit: 'a'.repeat(40), branch: 'x\ny', packs: [{ report }] }, /^branch:/],
      [{ commit: 'a'.repeat(40), branch: 'main', packs: [] }, /at least one pack/],
      [{ commit: 'a'.repeat(40), branch: 'main', packs: [{ report: { findings: 'no' } }] }, /packs\.0\.report/],
      [{ commit: 'a'.repeat(40), branch: 'main', packs: [{ report }, { report }] }, /"ledger" is in this build twice/],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    const notJson = await fetch(`${base}/api/v1/builds`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      body: 'x',
    });
    expect(notJson.status).toBe(415);
  });

  it('records builds from `packstudio upload`, compares them and answers with a PR comment and the build page', async () => {
    mkdirSync(join(dir, 'packs', 'ledger'), { recursive: true });
    writeFileSync(join(dir, 'packs', 'ledger', 'surface.json'), '{}');
    writeFileSync(join(dir, 'one.json'), JSON.stringify(packReport('ledger', [])));
    const first = io();
    const common = ['--server', base, '--token', token, '--branch', 'main', '--packs', 'packs'];
    expect(await uploadCommand(['one.json', ...common, '--commit', '1111111'], first.io, {})).toBe(0);
    expect(first.out.join('')).toContain('no earlier build to compare with');
    expect(first.err.join('')).toMatch(/1 packs recorded: http:\/\/127\.0\.0\.1:\d+\/projects\/registry\/builds\/\d+/);

    // A set with a hostile pack name and a regression in ledger.
    const hostile = '[x](https://evil.example)<img src=x>';
    writeFileSync(
      join(dir, 'set.json'),
      JSON.stringify({
        reports: [
          packReport('ledger', [finding({ id: 'M009', severity: 'error' })]),
          packReport(hostile, [finding({})]),
        ],
        errors: [],
      }),
    );
    const second = io();
    expect(
      await uploadCommand(['set.json', ...common, '--commit', '2222222', '--ancestor', '1111111'], second.io, {}),
    ).toBe(0);
    const comment = second.out.join('');
    expect(comment).toContain('compared with `1111111`');
    expect(comment).toContain('#### Regressions in 2 packs');
    expect(comment).toContain('`M009`');
    // Only ever inside a code span, where Markdown starts no link and no HTML.
    expect(comment).toContain('| `[x](https://evil.example)<img src=x>` |');
    expect(comment.replaceAll('`[x](https://evil.example)<img src=x>`', '')).not.toMatch(/evil|<img/);

    const builds = (await (
      await fetch(`${base}/api/v1/projects/registry/builds`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      builds: { id: number; commit: string; regressions: number }[];
    };
    expect(builds.builds.map((b) => [b.commit, b.regressions])).toEqual([
      ['2222222', 2],
      ['1111111', 0],
    ]);
    const page = (await (
      await fetch(`${base}/api/v1/projects/registry/builds/${builds.builds[0]!.id}?limit=1`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { packs: { pack: string; filesHash: string | null; attention: number }[] };
    expect(page.packs).toHaveLength(1);
    const next = (await (
      await fetch(
        `${base}/api/v1/projects/registry/builds/${builds.builds[0]!.id}?after=${encodeURIComponent(`${page.packs[0]!.attention}:${page.packs[0]!.pack}`)}`,
        { headers: { authorization: `Bearer ${token}` } },
      )
    ).json()) as { packs: { pack: string; filesHash: string | null }[] };
    const all = [...page.packs, ...next.packs];
    expect(all.map((p) => p.pack).sort()).toEqual([hostile, 'ledger'].sort());
    // The ledger folder under --packs was hashed; the hostile name leads nowhere and is not.
    expect(all.find((p) => p.pack === 'ledger')!.filesHash).toMatch(/^[0-9a-f]{64}$/);
    expect(all.find((p) => p.pack === hostile)!.filesHash).toBeNull();
    const md = await fetch(`${base}/api/v1/projects/registry/builds/${builds.builds[0]!.id}/comment.md`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await md.text()).toBe(comment.endsWith('\n') ? comment : `${comment}\n`);
  });

  it('hashes the folders a shard names, so an approval can follow the files', async () => {
    mkdirSync(join(dir, 'repo', 'vendor', 'transit'), { recursive: true });
    writeFileSync(join(dir, 'repo', 'vendor', 'transit', 'surface.json'), '{"a":1}');
    const shard = {
      reports: [packReport('transit', [])],
      errors: [],
      shard: {
        index: 1,
        total: 1,
        set: ['repo/vendor/transit'],
        sizes: [1],
        dirs: ['repo/vendor/transit'],
        rerun: 'x',
      },
    };
    writeFileSync(join(dir, 'shard-1.json'), JSON.stringify(shard));
    const run = io();
    const args = [
      'shard-1.json',
      '--server',
      base,
      '--token',
      token,
      '--commit',
      '4444444',
      '--branch',
      'main',
      '--json',
    ];
    expect(await uploadCommand(args, run.io, {})).toBe(0);
    const answer = JSON.parse(run.out.join('')) as { build: { id: number } };
    const rows = await store.buildPacks(answer.build.id);
    expect(rows[0]).toMatchObject({ pack: 'transit', filesHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('with --fail-on-unreviewed, exits 1 while a regression awaits a reviewer, and 0 once it is approved', async () => {
    mkdirSync(join(dir, 'gate', 'ledger'), { recursive: true });
    writeFileSync(join(dir, 'gate', 'ledger', 'surface.json'), '{"v":1}');
    const args = (commit: string, file: string) => [
      file,
      '--server',
      base,
      '--token',
      token,
      '--commit',
      commit,
      '--branch',
      'main',
      '--packs',
      'gate',
      '--fail-on-unreviewed',
    ];
    writeFileSync(join(dir, 'gate-1.json'), JSON.stringify(packReport('ledger', [])));
    expect(await uploadCommand(args('5555555', 'gate-1.json'), io().io, {})).toBe(0);
    writeFileSync(
      join(dir, 'gate-2.json'),
      JSON.stringify(packReport('ledger', [finding({ id: 'M020', severity: 'error', pointer: '/x' })])),
    );
    const red = io();
    expect(await uploadCommand(args('6666666', 'gate-2.json'), red.io, {})).toBe(1);
    expect(red.err.join('')).toMatch(/1 packs await a reviewer's approval \(ledger\)/);
    const project = (await store.getProject('registry'))!;
    const [build] = await store.listBuilds(project.id, { limit: 1 });
    await store.decide({
      projectId: project.id,
      buildId: build!.id,
      pack: 'ledger',
      subject: 'regression',
      decision: 'approve',
      reason: 'known',
      actor: 'ann',
    });
    // The same files again, compared with the same ancestor (a re-run after approving): still a regression, now approved.
    const rerun = io();
    expect(
      await uploadCommand([...args('6666666', 'gate-2.json'), '--ancestor', '5555555', '--json'], rerun.io, {}),
    ).toBe(0);
    expect(JSON.parse(rerun.out.join(''))).toMatchObject({ build: { regressions: 1 }, unreviewed: [] });
  });

  it('tells the uploader why the server refused, and exits 1', async () => {
    writeFileSync(join(dir, 'one.json'), JSON.stringify(packReport('ledger', [])));
    const run = io();
    expect(
      await uploadCommand(
        ['one.json', '--server', base, '--token', 'pst_revoked', '--commit', 'abcdef1', '--branch', 'main'],
        run.io,
        {},
      ),
    ).toBe(1);
    expect(run.err.join('')).toMatch(/refused the build \(401\)/);
  });
});
