import { basename, resolve } from 'node:path';
import { serverPartOf } from '../formats/node';
import { readPackTexts } from './load-dir';
import type { PackRunner } from './runtime/runner';
import { formatOfDir } from './workspace';

/**
 * The pack in `dir` as the shared runtime runs it: its files read and loaded by its format, then handed to the
 * format's `runner` hook (its server part). The faces every format shares (Run, the Agent tab's launch facts) reach a
 * pack's commands through here, never through one format's loader. Says why when nothing runs there.
 */
export async function packRunnerOf(
  dir: string,
): Promise<{ ok: true; runner: PackRunner } | { ok: false; error: string }> {
  const abs = resolve(dir);
  const format = await formatOfDir(abs);
  if (!format) return { ok: false, error: `${basename(abs)} holds no pack of any format` };
  const runner = serverPartOf(format).runner;
  if (!runner) return { ok: false, error: `a ${format.label} has no commands that run` };
  return { ok: true, runner: runner(format.load(await readPackTexts(abs, format.files), basename(abs))) };
}
