import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FORMAT_NAMES, type FormatName } from '../../report/formatters';
import { EXAMPLE_PACKS, runCli } from '../test-cli';

/**
 * The golden reports (tests and `npm run golden` only): what `packstudio` prints for every example pack, captured so
 * a change to the engine's shape can be shown to change no report. Each case is a command line run in process from
 * the repository root; its output is kept byte for byte, with only the clock normalised (eval's `ms`, `p50_ms`,
 * `p95_ms` become 0) and the run's scratch folder (made anew for each run, under the checkout), and its exit code
 * in `exit-codes.json`.
 */

export const GOLDEN_DIR = fileURLToPath(new URL('./reports/', import.meta.url));
export const EXIT_CODES_FILE = 'exit-codes.json';
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface GoldenCase {
  /** The golden file's name. */
  file: string;
  argv: string[];
}

const EXTENSION: Record<FormatName, string> = {
  text: 'txt',
  json: 'json',
  agent: 'agent.md',
  sarif: 'sarif',
  github: 'github.txt',
  markdown: 'md',
  junit: 'junit.xml',
  html: 'html',
};

/** Every pack folder of ./packs, by name. */
export function examplePackIds(): string[] {
  return readdirSync(EXAMPLE_PACKS, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

/**
 * Each pack's JSON report, static (`--no-eval`) and with eval; each Recued pack through `composition check` too; and
 * the whole workspace (static) in every formatter, so each formatter is seen on every pack with the catalogue once.
 */
export function goldenCases(packIds: readonly string[] = examplePackIds()): GoldenCase[] {
  const perPack = packIds.flatMap((id): GoldenCase[] => [
    { file: `${id}.static.json`, argv: ['check', `packs/${id}`, '--json', '--no-eval'] },
    { file: `${id}.eval.json`, argv: ['check', `packs/${id}`, '--json'] },
  ]);
  const compositions = packIds
    .filter((id) => readdirSync(`${EXAMPLE_PACKS}/${id}`).includes('pack.json'))
    .map((id) => ({
      file: `${id}.composition.json`,
      argv: ['composition', 'check', `packs/${id}/pack.json`, '--json'],
    }));
  const workspace = FORMAT_NAMES.map((format) => ({
    file: `workspace.static.${EXTENSION[format]}`,
    argv: ['check', '--workspace', 'packs', '--no-eval', '--jobs', '1', '--format', format],
  }));
  return [...perPack, ...compositions, ...workspace];
}

/** What a rerun changes: eval's durations, and the scratch folder each run makes (`<workspace>/.packstudio/scratch/<pack>-XXXXXX`). */
export function normaliseRun(text: string): string {
  return normaliseScratch(text.replace(/"(ms|p50_ms|p95_ms)": \d+/g, '"$1": 0'));
}

/** A run's scratch folder, named by its pack only: where the workspace is and the folder's random suffix go. */
export function normaliseScratch(text: string): string {
  return text.replace(
    /[^"\s]*\/\.packstudio\/scratch\/([A-Za-z0-9._-]+)-[A-Za-z0-9]{6}/g,
    '<workspace>/.packstudio/scratch/$1-XXXXXX',
  );
}

export interface Captured {
  text: string;
  code: number;
}

/** One case run as the CLI runs it, from the repository root, its stdout normalised and ending in a newline. */
export async function captureCase(golden: GoldenCase): Promise<Captured> {
  const run = await runCli(golden.argv, REPO_ROOT);
  return { text: normaliseRun(run.stdout) + '\n', code: run.code };
}
