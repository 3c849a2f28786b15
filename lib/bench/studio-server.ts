import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The production studio for the benches: `next build` (unless BENCH_SKIP_BUILD=1 and .next is there), then
 * `next start` on loopback with PACKS_DIR pointing at a temp workspace. Server actions are called as the browser
 * calls them: a POST with the `Next-Action` header whose id comes from the build's server-reference manifest.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const NEXT_BIN = join(ROOT, 'node_modules/next/dist/bin/next');

export async function buildOnce(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(ROOT, '.next/BUILD_ID'))) return;
  console.error('building the studio (next build)…');
  await new Promise<void>((res, rej) => {
    const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    child.on('exit', (code) => (code === 0 ? res() : rej(new Error(`next build exited ${code}`))));
  });
}

export interface StudioServer {
  url: string;
  /** Calls an exported server action by name, from `page` (a path whose route uses it), with one argument. */
  action<T>(name: string, arg: unknown, page?: string): Promise<T>;
  stop(): Promise<void>;
}

export async function startStudio(
  packsDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<StudioServer> {
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env, PACKS_DIR: packsDir, NEXT_TELEMETRY_DISABLED: '1', STUDIO_TOKEN: '' },
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited ${child.exitCode}: ${stderr}`);
    try {
      // A tiny static route: readiness must not warm the page under test.
      if ((await fetch(`${url}/icon.svg`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`next start did not answer on ${url}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const ids = actionIds();
  return {
    url,
    async action<T>(name: string, arg: unknown, page = '/'): Promise<T> {
      const id = ids.get(name);
      if (!id) throw new Error(`no server action "${name}" in the build's manifest`);
      const response = await fetch(url + page, {
        method: 'POST',
        headers: {
          'next-action': id,
          accept: 'text/x-component',
          'content-type': 'text/plain;charset=UTF-8',
          origin: url,
        },
        body: JSON.stringify([arg]),
      });
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      return flightValue<T>(await response.text(), name);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Action name → id, from the build's server-reference manifest (the same ids the browser's bundles send). */
function actionIds(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(ROOT, '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node?: Record<string, { exportedName?: string; filename?: string }>;
  };
  const ids = new Map<string, string>();
  for (const [id, entry] of Object.entries(manifest.node ?? {}))
    if (entry.exportedName) ids.set(entry.exportedName, id);
  return ids;
}

/** The action's return value from the RSC (flight) response: the row that holds the plain JSON value. */
function flightValue<T>(text: string, name: string): T {
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]+):(.*)$/.exec(line);
    if (!m || m[1] === '0') continue;
    try {
      return JSON.parse(m[2]) as T;
    } catch {
      /* not a JSON row */
    }
  }
  // Some builds inline the value in row 0 as { a: value }.
  const zero = /^0:(.*)$/m.exec(text);
  if (zero) {
    const row = JSON.parse(zero[1]) as { a?: unknown };
    if (row.a !== undefined && !(typeof row.a === 'string' && row.a.startsWith('$'))) return row.a as T;
  }
  throw new Error(`${name}: could not read the action's result from: ${text.slice(0, 300)}`);
}
