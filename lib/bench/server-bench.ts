/**
 * `npm run bench:server`: the review server under CI's load. Creates a project and a token, then 20 concurrent
 * uploaders post 100 builds of a 1,000-pack registry (each build: every pack's report, a few packs changed since the
 * last), then reads the project page and build pages. Prints upload throughput, p50/p95 of an upload, of the project
 * and build pages (HTML, when the studio is built; else the API's JSON of the same queries, said so) and the
 * database's size, and counts every upload's reports back from the store: nothing may be lost.
 *
 * PostgreSQL when it answers at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a schema of its
 * own dropped afterwards; else SQLite in a temporary folder. Smaller runs: --builds N --packs N --uploaders N.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleApi } from '../node/builds-server/api';
import { dropPgSchema, openBuildStore, pgAnswers, type StoreOptions } from '../node/builds-store/open';
import { percentile } from '../node/eval/judge';
import { numberArg } from './measure';
import { reportOf } from './registry-reports';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILDS = numberArg('builds', 100);
const PACKS = numberArg('packs', 1000);
const UPLOADERS = numberArg('uploaders', 20);
const PAGE_READS = numberArg('reads', 40);

/**
 * One upload on a connection of its own, as `packstudio upload` in a CI job makes it. (fetch would reuse a kept-alive
 * socket that the server may close while the next body is still being generated: a bench artefact, not a server's.)
 */
function postBuild(url: string, token: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main() {
  const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pg = await pgAnswers(pgUrl);
  const schema = `ps_bench_${randomBytes(4).toString('hex')}`;
  const folder = mkdtempSync(join(tmpdir(), 'ps-server-bench-'));
  const options: StoreOptions = pg.ok
    ? { databaseUrl: pgUrl, pgSchema: schema, poolSize: 10 }
    : { sqlitePath: join(folder, 'builds.db') };
  console.log(
    pg.ok
      ? `database: PostgreSQL at ${pgUrl}, schema ${schema}`
      : `database: SQLite (${options.sqlitePath}); PostgreSQL did not answer: ${pg.reason}`,
  );
  const store = await openBuildStore(options);
  const project = await store.createProject({ slug: 'registry', actor: 'bench' });
  const { token } = await store.createToken(project.id, 'bench', 'bench');

  // The real server (`packstudio serve`: serve.mjs, its Host check, the API and Next's pages) when the studio is
  // built; else the API alone in this process, and the pages' figures are of the API's JSON for the same queries.
  let child: ChildProcess | null = null;
  let base: string;
  const served = existsSync(join(ROOT, '.next', 'BUILD_ID')) && !process.argv.includes('--api-only');
  let closeApi = async () => {};
  if (served) {
    const env = {
      ...process.env,
      PACKSTUDIO_SERVE: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      ...(pg.ok
        ? { DATABASE_URL: `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}` }
        : { DATABASE_URL: '', PACKSTUDIO_BUILDS_DB: options.sqlitePath! }),
    };
    child = spawn(process.execPath, [join(ROOT, 'lib/node/serve.mjs')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    const started = child;
    stopServer = () => started.kill('SIGTERM');
    base = await new Promise<string>((resolve, reject) => {
      let out = '';
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Pack Studio: (http:\/\/\S+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child!.once('exit', (code) => reject(new Error(`serve.mjs exited ${code}: ${out}`)));
    });
  } else {
    const server = createServer((req, res) => void handleApi(req, res, { store }));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    closeApi = () => new Promise((done) => server.close(() => done()));
  }
  console.log(`server: ${served ? 'packstudio serve (serve.mjs + Next)' : 'the API in this process'} at ${base}`);
  console.log(`load: ${BUILDS} builds × ${PACKS} packs, ${UPLOADERS} concurrent uploaders`);

  const commit = (b: number) => b.toString(16).padStart(8, '0') + 'c0ffee';
  const uploadMs: number[] = [];
  let next = 0;
  const failures: string[] = [];
  const started = performance.now();
  let bytes = 0;
  await Promise.all(
    Array.from({ length: UPLOADERS }, async () => {
      for (let b = next++; b < BUILDS; b = next++) {
        const body = JSON.stringify({
          commit: commit(b),
          branch: b % 4 === 3 ? `feature/${b}` : 'main',
          ancestor: b > 0 && b % 4 === 3 ? commit(b - 1) : null,
          packs: Array.from({ length: PACKS }, (_, p) => ({ report: reportOf(p, b), filesHash: null })),
        });
        bytes += body.length;
        const t = performance.now();
        try {
          const answer = await postBuild(`${base}/api/v1/builds`, token, body);
          if (answer.status !== 201) failures.push(`build ${b}: ${answer.status} ${answer.body.slice(0, 200)}`);
        } catch (error) {
          failures.push(`build ${b}: ${error instanceof Error ? error.message : String(error)}`);
        }
        uploadMs.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Every upload counted back: each build, each pack's report, from the store itself.
  const builds = [];
  for (let before: number | undefined; ;) {
    const page = await store.listBuilds(project.id, { before, limit: 500 });
    if (!page.length) break;
    builds.push(...page);
    before = page.at(-1)!.id;
  }
  let reports = 0;
  for (const b of builds) reports += (await store.packReports(b.id)).size;

  const auth = { authorization: `Bearer ${token}` };
  const timed = async (path: string, headers: Record<string, string>) => {
    const times: number[] = [];
    for (let i = 0; i < PAGE_READS; i++) {
      const t = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      times.push(performance.now() - t);
    }
    return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
  };
  const latest = builds[0]!;
  const project100 = served ? '/projects/registry' : '/api/v1/projects/registry?packs=100&builds=20';
  const buildPage = served
    ? `/projects/registry/builds/${latest.id}`
    : `/api/v1/projects/registry/builds/${latest.id}?limit=50`;
  const deepPage = served
    ? `/projects/registry?after=${encodeURIComponent('vendor-20/pack-00500')}`
    : `/api/v1/projects/registry?packs=100&builds=20&afterPack=${encodeURIComponent('vendor-20/pack-00500')}`;
  const figures = {
    project: await timed(project100, served ? {} : auth),
    projectDeep: await timed(deepPage, served ? {} : auth),
    build: await timed(buildPage, served ? {} : auth),
  };
  const size = await store.sizeBytes();

  console.log('');
  console.log(
    `uploads: ${builds.length}/${BUILDS} builds recorded, ${failures.length} refused${failures.length ? `: ${failures.slice(0, 3).join('; ')}` : ''}`,
  );
  console.log(
    `counted back: ${reports} pack reports of ${BUILDS * PACKS} uploaded${reports === BUILDS * PACKS ? ' (none lost)' : ' — LOST SOME'}`,
  );
  console.log(
    `throughput: ${(builds.length / seconds).toFixed(2)} builds/s, ${((builds.length * PACKS) / seconds).toFixed(0)} pack reports/s, ${(bytes / 1e6 / seconds).toFixed(1)} MB/s (${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s)`,
  );
  console.log(
    `upload (one build, ${PACKS} packs): p50 ${percentile(uploadMs, 50).toFixed(0)} ms, p95 ${percentile(uploadMs, 95).toFixed(0)} ms`,
  );
  const what = served ? 'HTML page' : 'API JSON (no studio build: the pages run the same queries)';
  console.log(`project page, first 100 packs × 20 builds (${what}): ${figures.project}`);
  console.log(`project page, packs 501–600 (${what}): ${figures.projectDeep}`);
  console.log(`build page, first 50 packs with comparisons (${what}): ${figures.build}`);
  console.log(`database size: ${(size / 1e6).toFixed(1)} MB (${store.dialect})`);

  child?.kill('SIGTERM');
  await closeApi();
  await store.close();
  if (pg.ok) await dropPgSchema(pgUrl, schema);
  rmSync(folder, { recursive: true, force: true });
  if (failures.length || reports !== BUILDS * PACKS) process.exitCode = 1;
}

// The server this run started is stopped however the run ends.
process.once('exit', () => stopServer());
let stopServer = () => {};
await main();
