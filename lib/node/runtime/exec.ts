import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maskText } from '../../secrets';
import { childEnv, type Env } from './env';
import { MAX_OUTPUT_BYTES, runProcess, type RunResult } from './process';
import { ALL_GRANTS, type ApprovalRule, type ExecErrorCode, type PackRunner } from './runner';
import { DEFAULT_TIMEOUT_MS } from './timeout';
import { allowlistFromEnv, launchFor, resolveBin, type BinResolution } from './sandbox';
import { recheckProjectDir } from '../project/folder';

export {
  ALL_GRANTS,
  type ApprovalRule,
  type CallGate,
  type ExecErrorCode,
  type Grant,
  type PackRunner,
  type PreparedCall,
  type WorkspaceMode,
} from './runner';

export interface RuntimeOptions {
  /** The pack as its format runs it (its server part's `runner` hook): the program, its workspace mode, its gate. */
  runner: PackRunner;
  packDir: string;
  /** The grants the calling Principal holds for this pack; every grant by default (eval's agent Principal). */
  grants?: readonly string[];
  /** Bare CLI names allowed to run from PATH; `PACKSTUDIO_ALLOWLIST` by default. */
  allowlist?: readonly string[];
  /**
   * Where a `project`-mode CLI runs: the project folder chosen for the run (lib/node/project: `--project`,
   * PACK_PROJECT_DIR or the format's name for it, the studio's setting), else `scratchDir`. Never the caller's own working directory by default.
   */
  projectDir?: string;
  /**
   * Where a `none`-mode CLI runs, and a `project` one with no project folder: an empty folder of the run's
   * (lib/node/project/workdir.ts), never the pack folder. A folder inside the runtime's temp root unless given.
   */
  scratchDir?: string;
  /** The runtime's store (the runner names its variable in the child's environment). A fresh temp directory unless given. */
  packHome?: string;
  timeoutMs?: number;
  maxOutputBytes?: number;
  /** The studio's environment: PATH, the locale and the launchers' variables are read from it (tests pass their own). */
  env?: Env;
  /** Cancels every process this runtime starts (the job queue's Cancel). */
  signal?: AbortSignal;
  /**
   * Which calls need a person's consent (ExecOptions.consent): the spec's confirm gate by default (eval, an agent's
   * host); `every-write` for a face where a person runs commands by hand (the studio's Run tab).
   */
  approval?: ApprovalRule;
  /** Values the caller knows are secret (arguments the author marked): masked, with agent_env values, in every run. */
  secrets?: readonly string[];
}

/** What an agent gets back from `exec`: the parsed JSON (or text) result, or an error that says why. */
export interface ExecResult {
  ok: boolean;
  result?: unknown;
  error?: string;
  code?: ExecErrorCode;
  /** The process run, when one started. */
  run?: RunResult;
}

export interface ExecOptions {
  /** Overrides the runtime's grants for this call (probes call with the read grant only). */
  grants?: readonly string[];
  timeoutMs?: number;
  /**
   * A person approved this very call: the only consent the confirm gate reads. Each face sets it from what a person
   * did (docs/DECISIONS-studio.md, "Consent"): the Run tab from its approval card's confirm, `packstudio mcp` from
   * an accepted elicitation (or the access mode `run` the person started it in), eval from the case's
   * `confirm: true` in its eval file (DECISIONS.md), twin from `confirm=true` typed on its command line. An
   * argument named `confirm` is never consent: whoever fills the arguments (an agent, a page) could set it.
   */
  consent?: boolean;
}

/**
 * The reference runtime's `exec` pipeline for one pack: the format's gate (grants, argument schema, consent, its
 * argv: the runner's `prepare`), then the sandbox, then the process. Every refusal happens before any process
 * starts. Call `dispose()` when done.
 */
export class Runtime {
  readonly id: string;
  private readonly runner: PackRunner;
  private readonly env: Env;
  private tempRoot?: Promise<string>;
  private bin?: Promise<BinResolution>;

  constructor(private readonly options: RuntimeOptions) {
    this.runner = options.runner;
    this.id = options.runner.id;
    this.env = options.env ?? process.env;
  }

  /** What every run of this runtime masks by value: the runner's agentEnv values and the caller's secrets. */
  get secrets(): string[] {
    return [...Object.values(this.runner.agentEnv ?? {}), ...(this.options.secrets ?? [])];
  }

  /** Whether the pack has a command of this name. */
  has(verb: string): boolean {
    return this.runner.has(verb);
  }

  async exec(verb: string, args: Record<string, unknown> = {}, options: ExecOptions = {}): Promise<ExecResult> {
    const prepared = this.runner.prepare(verb, args, {
      grants: options.grants ?? this.options.grants ?? ALL_GRANTS,
      consent: options.consent === true,
      approval: this.options.approval ?? 'policy',
    });
    if (!prepared.ok) return this.refuse(prepared.code, prepared.error);

    const run = await this.runArgv(prepared.argv.slice(1), {
      timeoutMs: options.timeoutMs,
      displayArgv: prepared.argv,
    });
    if ('error' in run) return this.refuse('sandbox', run.error);
    return outcome(run, options.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  }

  /**
   * A refusal before any process starts. Its message is the runtime's own but may quote what the caller sent (an
   * argument's value), so it is masked as a run's output is: no face masks on its own.
   */
  private refuse(code: ExecErrorCode, error: string): ExecResult {
    return { ok: false, code, error: maskText(error, this.secrets) };
  }

  /** Resolves the runner's program through the sandbox once; later calls reuse the answer. */
  resolveBin(): Promise<BinResolution> {
    const { bin } = this.runner;
    if (!bin)
      return Promise.resolve({ ok: false, code: 'not_found', error: 'sandbox: the pack names no program to run' });
    this.bin ??= resolveBin(
      bin,
      this.options.packDir,
      this.options.allowlist ?? allowlistFromEnv(this.env),
      this.env.PATH ?? '',
    );
    return this.bin;
  }

  /**
   * Runs the pack's bin with these arguments (no JSON flag added), in the working directory and environment the
   * workspace mode gives. The probes' `--help` and unknown-subcommand runs come through here, so they obey the
   * sandbox too. Returns the sandbox refusal instead when the bin may not run.
   */
  async runArgv(
    args: string[],
    options: { timeoutMs?: number; displayArgv?: string[] } = {},
  ): Promise<RunResult | { error: string }> {
    const bin = await this.resolveBin();
    if (!bin.ok) return { error: bin.error };
    const root = await this.root();
    const packHome = this.options.packHome ?? join(root, 'pack-home');
    const folder = await this.workingDir(root, packHome);
    if ('error' in folder) return { error: folder.error };
    const { cwd, home, cleanup } = folder;
    try {
      const launch = launchFor(bin.path, args);
      return await runProcess({
        ...launch,
        cwd,
        env: childEnv({
          home,
          packHome,
          homeVariables: this.runner.homeVariables,
          agentEnv: this.runner.agentEnv,
          parent: this.env,
        }),
        timeoutMs: options.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxOutputBytes: this.options.maxOutputBytes ?? MAX_OUTPUT_BYTES,
        displayArgv: options.displayArgv ?? [this.runner.displayBin, ...args],
        signal: this.options.signal,
        secrets: this.secrets,
      });
    } finally {
      await cleanup();
    }
  }

  /** Removes the temp directories this runtime made (never a given store). */
  async dispose(): Promise<void> {
    if (!this.tempRoot) return;
    const root = await this.tempRoot;
    this.tempRoot = undefined;
    await rm(root, { recursive: true, force: true });
  }

  private root(): Promise<string> {
    this.tempRoot ??= (async () => {
      const root = await mkdtemp(join(tmpdir(), 'packstudio-run-'));
      await mkdir(join(root, 'home'));
      if (!this.options.packHome) await mkdir(join(root, 'pack-home'));
      return root;
    })();
    return this.tempRoot;
  }

  /**
   * The runner's workspace mode: project → the run's project folder (else its scratch folder); workspace → a private dir
   * with its own HOME; ephemeral → a fresh dir; none → the run's scratch folder. The studio runs packs being
   * written, not installed ones: a CLI never runs in the pack folder, nor in the caller's working directory.
   */
  private async workingDir(
    root: string,
    packHome: string,
  ): Promise<{ cwd: string; home: string; cleanup: () => Promise<void> } | { error: string }> {
    const home = join(root, 'home');
    const none = async () => {};
    switch (this.runner.workspaceMode) {
      case 'project': {
        const { projectDir } = this.options;
        // No project folder chosen: the run's folders hand its scratch folder over as the project folder.
        if (!projectDir || projectDir === this.options.scratchDir)
          return { cwd: await this.scratch(root), home, cleanup: none };
        // Checked again at every start: a link swapped in since the run chose it starts nothing there.
        const checked = await recheckProjectDir(projectDir, this.options.packDir);
        if (!checked.ok) return { error: `${checked.error}; nothing was run` };
        return { cwd: checked.dir, home, cleanup: none };
      }
      case 'workspace': {
        const dir = join(packHome, 'workspaces', this.id.replace(/[^\w.-]/g, '_'));
        await mkdir(dir, { recursive: true });
        return { cwd: dir, home: dir, cleanup: none };
      }
      case 'ephemeral': {
        const dir = await mkdtemp(join(root, 'ephemeral-'));
        return { cwd: dir, home, cleanup: () => rm(dir, { recursive: true, force: true }) };
      }
      default:
        return { cwd: await this.scratch(root), home, cleanup: none };
    }
  }

  /** The run's scratch folder: the one given, else `scratch` in the runtime's temp root (removed by dispose). */
  private async scratch(root: string): Promise<string> {
    if (this.options.scratchDir) return this.options.scratchDir;
    const dir = join(root, 'scratch');
    await mkdir(dir, { recursive: true });
    return dir;
  }
}

/** A run as the agent sees it: ok on exit 0; the result is the parsed JSON, else the text. */
export function outcome(run: RunResult, timeoutMs = run.ms): ExecResult {
  const result = run.json !== undefined ? run.json : run.stdout;
  if (run.cancelled) return { ok: false, code: 'cancelled', error: 'cancelled (the process group was killed)', run };
  if (run.spawn_error)
    return { ok: false, code: 'spawn', error: `could not start ${run.argv[0]}: ${run.spawn_error}`, run };
  if (run.timed_out)
    return {
      ok: false,
      code: 'timeout',
      error: `timed out after ${timeoutMs} ms (stdin closed; the process group was killed)`,
      run,
    };
  if (run.exit_code === 0) return { ok: true, result, run };
  return { ok: false, code: 'failed', error: failureMessage(run), result, run };
}

/** What a failed run says about itself: the JSON `error`, else stderr, else the exit code alone. */
export function failureMessage(run: RunResult): string {
  const json = run.json as { error?: unknown; message?: unknown } | undefined;
  const fromJson =
    json && typeof json === 'object'
      ? typeof json.error === 'string'
        ? json.error
        : typeof json.message === 'string'
          ? json.message
          : undefined
      : undefined;
  const fromStderr = run.stderr.trim().split('\n').filter(Boolean).slice(0, 3).join(' ').slice(0, 500);
  const text = fromJson ?? (fromStderr || undefined);
  return `exit ${run.exit_code}${text ? `: ${text}` : ' with no message on stderr or as JSON'}`;
}

/** A runtime for one call sequence, disposed afterwards. */
export async function withRuntime<T>(options: RuntimeOptions, use: (runtime: Runtime) => Promise<T>): Promise<T> {
  const runtime = new Runtime(options);
  try {
    return await use(runtime);
  } finally {
    await runtime.dispose();
  }
}
