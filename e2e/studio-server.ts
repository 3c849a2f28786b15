import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';

/**
 * Talking to a production studio the way an attacker's page or a script would: raw HTTP (node:http, because fetch
 * will not let a caller choose the Host header), server actions by their ids from the build's manifest.
 */

export interface ServerAction {
  id: string;
  name: string;
  file: string;
}

/** Every server action of the current build (.next/server/server-reference-manifest.json): a new one cannot be missed. */
export function buildActions(): ServerAction[] {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName: string; filename: string }>;
    edge: Record<string, { exportedName: string; filename: string }>;
  };
  return [...Object.entries(manifest.node), ...Object.entries(manifest.edge)].map(([id, entry]) => ({
    id,
    name: entry.exportedName,
    file: entry.filename,
  }));
}

export interface RawResponse {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface RawRequest {
  method?: string;
  path: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One HTTP request to base (http://127.0.0.1:port), with whatever Host header the caller sends. */
export function raw(base: string, req: RawRequest): Promise<RawResponse> {
  const url = new URL(req.path, base);
  return new Promise((resolve, reject) => {
    const r = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: req.method ?? 'GET',
        headers: { host: req.host ?? url.host, ...req.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
        );
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(req.body);
  });
}

/** A server-action call as the browser makes it: POST with Next-Action and the arguments as a JSON array. */
export function callAction(
  base: string,
  id: string,
  args: unknown[],
  options: { host?: string; path?: string } = {},
): Promise<RawResponse> {
  return raw(base, {
    method: 'POST',
    path: options.path ?? '/',
    host: options.host,
    headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
    body: JSON.stringify(args),
  });
}

/** The value an action returned, from its RSC reply (the line `1:{...}`); null when the reply has none. */
export function actionResult(response: RawResponse): Record<string, unknown> | null {
  const line = response.body.split('\n').find((l) => l.startsWith('1:{'));
  return line ? (JSON.parse(line.slice(2)) as Record<string, unknown>) : null;
}

/** sha256 over every file's path and bytes under dir: equal digests, nothing changed on disk. */
export function treeDigest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      const info = statSync(path);
      hash.update(`${relative(dir, path)}\0${info.isDirectory() ? 'dir' : info.mode}\0`);
      if (info.isDirectory()) walk(path);
      else hash.update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

export interface RunningStudio {
  child: ChildProcess;
  base: string;
  /** Everything the server printed, for a failure message. */
  output(): string;
}

/**
 * Starts the studio through lib/node/serve.mjs, the `npm start` entry, on a free port (PORT=0) over packsDir,
 * and resolves once it prints its address.
 */
export function startStudio(packsDir: string, env: Record<string, string> = {}): Promise<RunningStudio> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', PACKS_DIR: packsDir, NEXT_TELEMETRY_DISABLED: '1' };
  // This shell's own settings must not leak into the server under test.
  for (const name of ['STUDIO_TOKEN', 'HOST', 'STUDIO_ALLOWED_HOSTS']) delete childEnv[name];
  const child = spawn(process.execPath, ['lib/node/serve.mjs'], {
    env: { ...childEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the studio did not start in 60 s:\n${out}`)), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = out.match(/Pack Studio: (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: match[1], output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => void (out += c.toString('utf8')));
    child.once('exit', (code, signal) =>
      fail(new Error(`the studio exited (${signal ?? code}) before it listened:\n${out}`)),
    );
  });
}

/** Kills the studio and waits until the process is gone. */
export function stopStudio(studio: RunningStudio, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (studio.child.exitCode !== null || studio.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    studio.child.once('exit', () => resolve());
    studio.child.kill(signal);
  });
}
