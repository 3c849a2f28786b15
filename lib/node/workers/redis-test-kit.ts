import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect as connectTcp } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

/** Test and bench helpers for the Redis queue (never loaded by the studio or the CLI). */

/** The Redis the worker tests and bench:workers use (vitest blanks REDIS_URL, so a studio test never waits on workers). */
export const TEST_REDIS_URL =
  process.env.PACKSTUDIO_TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Null when Redis answers PING at TEST_REDIS_URL within a second, else why not (the suite prints it and skips). */
export async function redisUnavailable(url = TEST_REDIS_URL): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connectTcp({ host: hostname, port: Number(port || 6379) });
    const done = (why: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(why);
    };
    const timer = setTimeout(() => done(`no answer from Redis at ${url} within 1 s`), 1000);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG') ? null : `Redis at ${url} answered ${data}`));
    socket.on('error', (error) => done(`Redis at ${url}: ${error.message}`));
  });
}

/** A prefix of its own for one test run or bench, so parallel runs never share a queue. */
export const uniquePrefix = (what: string) => `packstudio-${what}-${randomUUID().slice(0, 8)}`;

/** Deletes every key of a prefix (what a test run left in Redis). */
export async function dropPrefix(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const BIN = fileURLToPath(new URL('../../cli/bin.mjs', import.meta.url));

/** A `packstudio worker` process; `lines` holds what it printed, `waitFor` resolves on the first line that matches. */
export interface WorkerProcess {
  child: ChildProcess;
  lines: string[];
  /** The first line (from index `from` of `lines` on, 0 unless given) that matches. */
  waitFor(pattern: RegExp, timeoutMs?: number, from?: number): Promise<string>;
  exited: Promise<number | null>;
}

export function spawnWorker(options: {
  prefix: string;
  name: string;
  workspace: string;
  concurrency?: number;
  lockMs?: number;
  url?: string;
}): WorkerProcess {
  const argv = [BIN, 'worker', '--name', options.name, '--workspace', options.workspace];
  argv.push('--concurrency', String(options.concurrency ?? 1), '--lock-ms', String(options.lockMs ?? 3000));
  const child = spawn(process.execPath, argv, {
    env: { ...process.env, REDIS_URL: options.url ?? TEST_REDIS_URL, PACKSTUDIO_QUEUE_PREFIX: options.prefix },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(line);
      for (const w of waiters.filter((w) => w.pattern.test(line))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    waitFor: (pattern, timeoutMs = 60_000, from = 0) => {
      const seen = lines.slice(from).find((l) => pattern.test(l));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `worker ${options.name} printed no line like ${pattern} in ${timeoutMs} ms:\n${lines.join('\n')}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({ pattern, resolve: (line) => (clearTimeout(timer), resolve(line)) });
        void exited.then((code) => reject(new Error(`worker ${options.name} exited (${code}):\n${lines.join('\n')}`)));
      });
    },
  };
}

/** What may differ between two runs of one check: clocks, durations, the run's own scratch folder and temporary home. */
export function comparableReport(report: unknown): unknown {
  return JSON.parse(JSON.stringify(report), (key, value) => {
    if (
      /^(ms|duration|durationMs|elapsedMs|.*_ms|.*At|at|checkedAt|timestamp|time)$/.test(key) &&
      typeof value !== 'object'
    )
      return undefined;
    return typeof value === 'string'
      ? value
          .replace(/\/\S*?\/\.packstudio\/scratch\/[\w.-]+/g, '<scratch>')
          .replace(/\/\S*?\/packstudio-run-\w+/g, '<run>')
      : value;
  });
}
