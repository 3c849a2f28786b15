import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { RunResult } from '../runtime/process';
import { wrapResolved, type WrapOptions, type WrapOutcome } from '.';
import type { HelpRunner, HelpVia } from './collect';
import { REAL_FIXTURES, type Capture } from './real-fixtures';

/** The key a capture stores a help run under: its argv after the bin, or `@man` for the man page. */
export function runKey(args: readonly string[], via?: HelpVia): string {
  return via ? `@${via}${args.length ? ` ${args.join(' ')}` : ''}` : args.join(' ');
}

export function readCapture(cli: string, dir = REAL_FIXTURES): Capture {
  return JSON.parse(gunzipSync(readFileSync(join(dir, `${cli}.json.gz`))).toString('utf8')) as Capture;
}

/**
 * Answers each help run with what the CLI printed when it was captured, in-process: the same stdout, stderr and
 * exit code for the same argv. A run that was not captured answers as an unknown command does (exit 1).
 */
export function replayRunner(capture: Capture): HelpRunner {
  return async (args, via) => {
    const key = runKey(args, via);
    const run = capture.runs[key];
    const stdout = run?.stdout ?? '';
    const stderr = run ? run.stderr : `${capture.cli}: unknown command "${key}" (not captured)\n`;
    const result: RunResult = {
      argv: [capture.cli, ...args],
      exit_code: run ? run.exit : 1,
      signal: null,
      ms: 0,
      tokens: Math.ceil(stdout.length / 4),
      json: undefined,
      timed_out: false,
      stdout,
      stderr,
      truncated: false,
    };
    return result;
  };
}

/** The whole wrap of a captured CLI, its help answered from the capture (no process, no PATH). */
export function wrapCaptured(
  capture: Capture,
  options: Omit<WrapOptions, 'runner' | 'cwd'> & { cwd?: string } = {},
): Promise<WrapOutcome> {
  return wrapResolved(
    capture.cli,
    { ok: true, path: `/replay/${capture.cli}`, name: capture.cli, bare: true },
    { cwd: options.cwd ?? '/', totalMs: 600000, ...options, runner: replayRunner(capture) },
  );
}
