import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreviewed } from '../builds-server/review';
import { dropPgSchema, openBuildStore, pgAnswers, type StoreOptions } from './open';
import { packReport, withPolicy } from './test-reports';
import type { BuildStore, PackUpload, Project } from './types';

/**
 * A reviewer's adversary on the server's rules: ways to get a policy weakening past review without an approval
 * that holds for it. On SQLite always, on PostgreSQL when it answers at TEST_DATABASE_URL.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = await pgAnswers(PG_URL);
const schema = `ps_review_${randomBytes(6).toString('hex')}`;

const BACKENDS: { name: string; available: boolean; options: StoreOptions }[] = [
  { name: 'SQLite', available: true, options: { sqlitePath: ':memory:' } },
  { name: 'PostgreSQL', available: pg.ok, options: { databaseUrl: PG_URL, pgSchema: schema, poolSize: 2 } },
];

const gated = () => withPolicy(packReport('deployer', []), [{ id: 'deploy', risk: 'write', confirm: 'always' }]);
const ungated = () => withPolicy(packReport('deployer', []), [{ id: 'deploy', risk: 'write', confirm: false }]);
const hash = (c: string) => c.repeat(64);
const commit = (n: number) => n.toString(16).padStart(40, '0');

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`review rules on ${backend.name}`, () => {
    let store: BuildStore;
    let project: Project;
    let builds = 0;

    beforeAll(async () => {
      store = await openBuildStore(backend.options);
    });
    afterAll(async () => {
      await store.close();
      if (backend.name === 'PostgreSQL') await dropPgSchema(PG_URL, schema);
    });

    /** A fresh project per test, with a clean main build of the gated pack as its base. */
    async function freshProject(): Promise<Project> {
      project = await store.createProject({ slug: `p${++builds}-${randomBytes(3).toString('hex')}`, actor: 't' });
      await upload('main', [{ report: gated(), filesHash: hash('a') }]);
      return project;
    }
    const upload = (branch: string, packs: PackUpload[], ancestor: string | null = null) =>
      store.recordBuild({ projectId: project.id, commit: commit(++builds), branch, ancestor, tokenId: null, packs });
    const approve = (buildId: number, pack = 'deployer') =>
      store.decide({
        projectId: project.id,
        buildId,
        pack,
        subject: 'policy',
        decision: 'approve',
        actor: 'r',
        reason: 'ok',
      });
    const pending = async (buildId: number) => unreviewed(store, project, (await store.getBuild(project.id, buildId))!);

    it('an approval lapses when the files change by one byte (another files hash)', async () => {
      await freshProject();
      const weak = await upload('feature', [{ report: ungated(), filesHash: hash('b') }]);
      await approve(weak.id);
      expect(await pending(weak.id)).toEqual([]);
      const changed = await upload('feature', [{ report: ungated(), filesHash: hash('c') }]);
      expect(await pending(changed.id)).toEqual(['deployer']);
    });

    it('an approval does not carry to a report of another policy that claims the same files hash', async () => {
      await freshProject();
      const weak = await upload('feature', [{ report: ungated(), filesHash: hash('b') }]);
      await approve(weak.id);
      const worse = withPolicy(packReport('deployer', []), [
        { id: 'deploy', risk: 'write', confirm: false },
        { id: 'wipe', risk: 'write', confirm: false },
      ]);
      const forged = await upload('feature', [{ report: worse, filesHash: hash('b') }]);
      expect(await pending(forged.id)).toEqual(['deployer']);
    });

    it('a weakening nobody approved is not laundered by comparing the next build with the weakened one', async () => {
      await freshProject();
      // Merged to main without an approval: the next main build is compared with it.
      const merged = await upload('main', [{ report: ungated(), filesHash: hash('b') }]);
      expect(await pending(merged.id)).toEqual(['deployer']);
      const next = await upload('main', [{ report: ungated(), filesHash: hash('b') }]);
      expect(await pending(next.id)).toEqual(['deployer']);
      // Named as the ancestor, a weakened feature build launders nothing either.
      const feature = await upload('feature', [{ report: ungated(), filesHash: hash('d') }]);
      const onTop = await upload('feature', [{ report: ungated(), filesHash: hash('d') }], feature.commit);
      expect(await pending(onTop.id)).toEqual(['deployer']);
      const [row] = await store.buildPacks(onTop.id);
      expect(row!.comparison!.policy).toContainEqual(
        expect.objectContaining({ kind: 'confirm-removed', command: 'deploy', direction: 'weakened' }),
      );
      // Once approved, the approved build is what the next one is compared with.
      await approve(next.id);
      const after = await upload('main', [{ report: ungated(), filesHash: hash('e') }]);
      expect(await pending(after.id)).toEqual([]);
    });

    it('a pack renamed (a new pack id) is compared with no policy: its ungated write needs a reviewer', async () => {
      await freshProject();
      const renamed = withPolicy(packReport('deployer-2', []), [{ id: 'deploy', risk: 'write', confirm: false }]);
      const build = await upload('feature', [{ report: renamed, filesHash: hash('b') }]);
      expect(await pending(build.id)).toEqual(['deployer-2']);
      const [row] = await store.buildPacks(build.id);
      expect(row!.comparison).toMatchObject({ basis: 'new-pack', weakened: true });
    });

    it("a decision names a build of this project only: another project's build id is refused", async () => {
      const mine = await freshProject();
      const theirBuild = await upload('main', [{ report: gated(), filesHash: hash('a') }]);
      const theirs = await freshProject();
      expect(theirs.id).not.toBe(mine.id);
      await expect(
        store.decide({
          projectId: theirs.id,
          buildId: theirBuild.id,
          pack: 'deployer',
          subject: 'policy',
          decision: 'approve',
          actor: 'r',
          reason: 'guessing ids',
        }),
      ).rejects.toThrow(/has no pack/);
      expect(await store.getBuild(theirs.id, theirBuild.id)).toBeNull();
    });
  });
}
