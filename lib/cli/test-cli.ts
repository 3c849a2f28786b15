import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIo } from './io';
import { main } from './main';

/** Test helpers for the CLI (tests only): run `packstudio …` in process, in a temp workspace holding copies of example packs. */

export const EXAMPLE_PACKS = fileURLToPath(new URL('../../packs/', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `packstudio ARGV` run in `cwd`, with what it printed on each stream. */
export async function runCli(argv: string[], cwd: string): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), cwd };
  const code = await main(argv, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** A fresh folder under the system's temp dir with a copy of each named example pack (packs/ID → ID). */
export function tempWorkspace(prefix: string, packIds: readonly string[] = []): string {
  const ws = mkdtempSync(join(tmpdir(), prefix));
  for (const id of packIds) cpSync(join(EXAMPLE_PACKS, id), join(ws, id), { recursive: true });
  return ws;
}

export function removeWorkspace(ws: string): void {
  rmSync(ws, { recursive: true, force: true });
}

/** `runCli` bound to a working directory read at each call (a workspace that beforeEach makes afresh). */
export function cliIn(cwd: () => string) {
  return (...argv: string[]) => runCli(argv, cwd());
}
