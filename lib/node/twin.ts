import { argvSource, buildArgv } from '../hcp/argv';
import type { LoadedPack } from '../hcp/load';
import { policyRow } from '../hcp/model';
import { outcome, Runtime, type RuntimeOptions } from './runtime/exec';

export interface TwinFace {
  ok: boolean;
  result?: unknown;
  error?: string;
  argv?: string[];
  exit_code?: number | null;
}

export interface TwinResult {
  verb: string;
  /** Through the exec pipeline: grants, argument schema, confirm gate, sandbox. */
  exec: TwinFace;
  /** The CLI run directly with the same argv (or the one given); null when it was not run. */
  cli: TwinFace | null;
  /** Both faces returned the same result; null when only one face ran. */
  same: boolean | null;
  /** Line diff of the two results (`- exec`, `+ cli`), empty when they agree. */
  diff: string[];
  note?: string;
}

export interface TwinOptions extends Omit<RuntimeOptions, 'pack' | 'packDir'> {
  /** The CLI face's argv as a person would type it (`transit plan central harbour --json`); built from cli[] by default. */
  directArgv?: string[];
}

/**
 * The twin-face check: the same arguments through the exec pipeline and straight to the CLI must give the same
 * result. Writes run through the pipeline only: a direct run would bypass the confirm gate and run the write twice.
 */
export async function runTwin(
  pack: LoadedPack,
  packDir: string,
  verb: string,
  args: Record<string, unknown>,
  options: TwinOptions = {},
): Promise<TwinResult> {
  const runtime = new Runtime({ ...options, pack, packDir });
  try {
    const viaExec = await runtime.exec(verb, args);
    const exec: TwinFace = {
      ok: viaExec.ok,
      result: viaExec.result,
      ...(viaExec.error ? { error: viaExec.error } : {}),
      ...(viaExec.run ? { argv: viaExec.run.argv, exit_code: viaExec.run.exit_code } : {}),
    };
    const base = { verb, exec, cli: null, same: null, diff: [] };
    const command = runtime.command(verb);
    if (!command) return { ...base, note: 'not a command of this pack' };
    if (policyRow(pack.model, verb)?.risk !== 'read')
      return {
        ...base,
        note: `"${verb}" is a write: it ran once, through the exec pipeline only (a direct run would bypass the confirm gate)`,
      };
    if (!viaExec.run)
      return {
        ...base,
        note: 'the exec pipeline refused before running the CLI, so the CLI was not run directly either',
      };

    const built = options.directArgv
      ? { ok: true as const, argv: options.directArgv }
      : buildArgv(argvSource(pack.model, command), args);
    if (!built.ok) return { ...base, note: built.error };
    const run = await runtime.runArgv(built.argv.slice(1), { displayArgv: built.argv });
    if ('error' in run) return { ...base, note: run.error };
    const direct = outcome(run);
    const cli: TwinFace = {
      ok: direct.ok,
      result: direct.result,
      ...(direct.error ? { error: direct.error } : {}),
      argv: run.argv,
      exit_code: run.exit_code,
    };
    const diff = lineDiff(pretty(exec.ok, exec.result), pretty(cli.ok, cli.result));
    return { verb, exec, cli, same: diff.length === 0, diff };
  } finally {
    await runtime.dispose();
  }
}

function pretty(ok: boolean, result: unknown): string[] {
  const body = typeof result === 'string' ? result.trimEnd() : (JSON.stringify(result, null, 2) ?? 'undefined');
  return [`ok: ${ok}`, ...body.split('\n')];
}

/** A small LCS line diff: unchanged lines are left out, `- ` lines are the exec face's, `+ ` lines the CLI's. */
export function lineDiff(a: string[], b: string[], max = 2000): string[] {
  a = a.slice(0, max);
  b = b.slice(0, max);
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) (i++, j++);
    else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) out.push(`+ ${b[j++]}`);
    else out.push(`- ${a[i++]}`);
  }
  return out;
}
