import { spawn, type ChildProcess } from 'node:child_process';
import { approxTokens } from '../../core/tokens';
import { cleanArgv, cleanCliJson, cleanStreams } from '../../terminal/clean';
import type { EscapesFound } from '../../terminal/escapes';
import { processSlots, type Semaphore } from '../pool';
import { contain, RUN_MARK } from './contain';
import { pidNamespace, startFailure, type PidNamespace } from './pid-namespace';
import { DEFAULT_TIMEOUT_MS } from './timeout';

/** Each of stdout and stderr keeps at most this much; the rest is drained and dropped, and the run says so. */
export const MAX_OUTPUT_BYTES = 2 * 1024 * 1024;
/** After the process exits (or is killed), how long to wait for its pipes to close before giving up on them. */
const CLOSE_GRACE_MS = 250;

export interface RunOptions {
  /** The program to start: an absolute path. Never a shell. */
  file: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  timeoutMs?: number;
  maxOutputBytes?: number;
  /** What the record shows as argv (the bin as the Skill names it); defaults to [file, ...args]. */
  displayArgv?: string[];
  /** Cancels the run: a waiting run never starts; a running one has its whole process group killed. */
  signal?: AbortSignal;
  /** The bound this run waits on before it starts; the studio-wide process slots by default. */
  slots?: Semaphore;
  /** Values secret to this run (a pack's agent_env values, arguments marked secret): masked in everything it returns. */
  secrets?: readonly string[];
}

/**
 * One run of a process, as the probe table, eval and `--json` report it. Its texts are as the engine keeps them:
 * escape sequences stripped and secrets masked (lib/terminal/clean.ts), never the raw bytes.
 */
export interface RunResult {
  argv: string[];
  /** null when killed by the timeout or when the process never started. */
  exit_code: number | null;
  signal: string | null;
  ms: number;
  /** stdout characters / 4, rounded up, counted on what the CLI printed (what an agent would pay for). */
  tokens: number;
  /** stdout parsed as JSON as printed (one document, or JSON lines as an array), then cleaned; undefined when it is not JSON. */
  json: unknown;
  timed_out: boolean;
  stdout: string;
  stderr: string;
  /** True when stdout or stderr went over the cap and was cut. */
  truncated: boolean;
  /** The escape sequences stripped from stdout and stderr (R007 reads it); absent when there were none. */
  escapes?: EscapesFound;
  /** Why the process could not start (ENOENT, EACCES, …). */
  spawn_error?: string;
  /** True when the run was cancelled (before it started, or by killing its process group). */
  cancelled?: boolean;
}

export { approxTokens };

/**
 * Runs one process the way an agent's runtime does: argv array and no shell, stdin closed, its own process
 * group, a timeout that kills every process it started (grandchildren in sessions of their own too), capped output. First it waits for one of the
 * studio's process slots; the timeout and `ms` count from the spawn, never from the wait. Resolves (never
 * rejects) within the timeout plus a short grace once started, even when a grandchild holds stdout open.
 */
export async function runProcess(options: RunOptions): Promise<RunResult> {
  const argv = cleanArgv(options.displayArgv ?? [options.file, ...options.args], options.secrets);
  let release: () => void;
  try {
    release = await (options.slots ?? processSlots).acquire(options.signal);
  } catch {
    return { ...notStarted(argv, 'cancelled before it started'), cancelled: true };
  }
  try {
    // Found once (a process of its own, run in this slot): the namespace every CLI starts in, or none, said.
    return await runStarted(options, argv, await pidNamespace());
  } finally {
    release();
  }
}

/** A run whose process never started, and why. */
function notStarted(argv: string[], spawnError: string): RunResult {
  return {
    argv,
    exit_code: null,
    signal: null,
    ms: 0,
    tokens: 0,
    json: undefined,
    timed_out: false,
    stdout: '',
    stderr: '',
    truncated: false,
    spawn_error: spawnError,
  };
}

/**
 * Why spawn refused, said so a person can act: E2BIG (an agent's 200 KB value) names the kernel's limits, which Node
 * reports only as "spawn E2BIG".
 */
function spawnRefusal(error: unknown, args: readonly string[]): string {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  if (code !== 'E2BIG') return `${code}: ${(error as Error).message}`;
  const longest = Math.max(0, ...args.map((a) => Buffer.byteLength(a)));
  const total = args.reduce((sum, a) => sum + Buffer.byteLength(a) + 1, 0);
  return `E2BIG: the command line is too long for the system (${total} bytes, the longest argument ${longest}; Linux takes at most 131,072 bytes in one argument)`;
}

/** The run itself, once it holds a slot: its clock starts here. */
function runStarted(options: RunOptions, argv: string[], namespace: PidNamespace): Promise<RunResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cap = options.maxOutputBytes ?? MAX_OUTPUT_BYTES;
  const started = performance.now();
  return new Promise((resolve) => {
    const out = new Capture(cap);
    const err = new Capture(cap);
    let timedOut = false;
    let cancelled = false;
    let exit: { code: number | null; signal: string | null } | null = null;
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;

    // Everything the run starts, its own sessions and daemons included, is killed with it: its PID namespace
    // (./pid-namespace.ts) and the nets of ./contain.ts.
    const tree = contain();
    const env: Record<string, string> = { ...options.env, [RUN_MARK]: tree.id };
    const [file, args] = namespace.ok
      ? [namespace.file, [...namespace.args, options.file, ...options.args]]
      : [options.file, options.args];
    let child: ChildProcess;
    try {
      child = spawn(file, args, {
        cwd: options.cwd,
        env: env as NodeJS.ProcessEnv,
        shell: false,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        windowsHide: true,
      });
    } catch (error) {
      // Some refusals (E2BIG, an argument over the kernel's limit) throw here instead of emitting 'error'.
      tree.dispose();
      resolve(notStarted(argv, spawnRefusal(error, options.args)));
      return;
    }
    if (child.pid !== undefined) tree.adopt(child.pid);

    const finish = (spawnError?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      options.signal?.removeEventListener('abort', onAbort);
      tree.dispose();
      child.stdout?.destroy();
      child.stderr?.destroy();
      const raw = out.text();
      // unshare could not start the CLI (missing, not executable): the spawn error Node would have given.
      spawnError ??= namespace.ok
        ? (startFailure(exit?.code ?? null, err.text(), options.file) ?? undefined)
        : undefined;
      // Where the CLI's output enters the engine: nothing downstream sees it raw.
      const streams = cleanStreams(raw, spawnError ? '' : err.text(), options.secrets);
      const json = parseJsonOutput(raw);
      resolve({
        argv,
        exit_code: timedOut || cancelled || spawnError ? null : (exit?.code ?? null),
        signal: exit?.signal ?? null,
        ms: Math.round(performance.now() - started),
        tokens: approxTokens(raw),
        json: json === undefined ? undefined : cleanCliJson(json, options.secrets),
        timed_out: timedOut,
        ...streams,
        truncated: out.truncated || err.truncated,
        ...(spawnError ? { spawn_error: spawnError } : {}),
        ...(cancelled ? { cancelled: true } : {}),
      });
    };

    /** Exited or killed: everything it started goes too, then wait briefly for the pipes to drain. */
    const wrapUp = () => {
      tree.killAll();
      clearTimeout(graceTimer);
      graceTimer = setTimeout(() => finish(), CLOSE_GRACE_MS);
    };

    const timer = setTimeout(() => {
      timedOut = true;
      wrapUp();
    }, timeoutMs);

    // Cancelling kills the whole group at once, as the timeout does.
    const onAbort = () => {
      cancelled = true;
      wrapUp();
    };
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout?.on('data', (chunk: Buffer) => out.add(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.add(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => finish(`${error.code ?? 'error'}: ${error.message}`));
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      wrapUp();
    });
    child.on('close', () => finish());
  });
}

/** One JSON document, or JSON lines (each non-empty line a document) as an array; undefined otherwise. */
export function parseJsonOutput(stdout: string): unknown {
  const text = stdout.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    const lines = text.split('\n').filter((l) => l.trim());
    if (lines.length < 2) return undefined;
    try {
      return lines.map((l) => JSON.parse(l));
    } catch {
      return undefined;
    }
  }
}

class Capture {
  private chunks: Buffer[] = [];
  private size = 0;
  truncated = false;
  constructor(private readonly cap: number) {}
  add(chunk: Buffer) {
    if (this.size >= this.cap) {
      this.truncated = true;
      return;
    }
    const room = this.cap - this.size;
    if (chunk.length > room) {
      this.truncated = true;
      chunk = chunk.subarray(0, room);
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
  }
  text() {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}
