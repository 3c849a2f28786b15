import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { draftPack, type Draft } from '../../wrap/draft';
import type { CliHelp } from '../../wrap/select';
import { writeAtomic } from '../write-atomic';
import { collectHelp, resolveWrapBin, type CollectOptions, type CollectStats, type ResolvedCli } from './collect';

export { WRAP_DEFAULTS, resolveWrapBin, collectHelp, type CollectStats, type HelpRunner } from './collect';

/** A script larger than this is not copied into the pack (install copies the pack; a big binary belongs on PATH). */
const MAX_COPIED_BIN_BYTES = 5 * 1024 * 1024;

export interface WrapOptions extends CollectOptions {
  id?: string;
}

export interface WrapResult {
  draft: Draft;
  /** What the help said, as a short label: the layout of the top page. */
  layout: string;
  helpRuns: number;
  ms: number;
  /** What the collector did: help runs, live checks, the Fig spec merged. */
  stats: CollectStats;
  /** Everything the collector read (pages, spec, verdicts): the bench compares the draft with it. */
  help: CliHelp;
  /** For a path BIN: the file copied into the pack as wrap.bin. */
  copyBin?: { from: string; to: string };
}

export type WrapOutcome = ({ ok: true } & WrapResult) | { ok: false; error: string; missing?: true };

/**
 * `wrap BIN`: reads the CLI's help and drafts a pack. Nothing is written here (see writeWrappedPack), so every
 * refusal leaves the disk as it was.
 */
export async function wrapCli(bin: string, options: WrapOptions): Promise<WrapOutcome> {
  const started = performance.now();
  const cli = await resolveWrapBin(bin, options);
  if (!cli.ok) return cli;
  return wrapResolved(bin, cli, options, started);
}

/** The wrap of a CLI already resolved (or replayed: `options.runner` answers its help runs in-process). */
export async function wrapResolved(
  bin: string,
  cli: Extract<ResolvedCli, { ok: true }>,
  options: WrapOptions,
  started = performance.now(),
): Promise<WrapOutcome> {
  let copyBin: WrapResult['copyBin'];
  if (!cli.bare && !options.runner) {
    const size = (await stat(cli.path)).size;
    if (size <= MAX_COPIED_BIN_BYTES) copyBin = { from: cli.path, to: `bin/${basename(cli.path)}` };
  }
  const collected = await collectHelp(cli, options);
  if (!collected.ok) return collected;
  const wrapBin = cli.bare ? cli.name : copyBin ? `./${copyBin.to}` : cli.path;
  const draft = draftPack(collected.help, { id: options.id, wrapBin, onPath: cli.bare });
  draft.notes.push(...collected.notes);
  if (collected.stats.spec)
    draft.notes.push(
      `merged the Fig spec "${collected.stats.spec}" (@withfig/autocomplete): it fills in arguments, danger and ranking where the help is silent; the installed help decides which commands exist`,
    );
  const introspection = collected.stats.introspection;
  if (introspection?.confirmed)
    draft.notes.push(
      `${introspection.framework}'s own completion (\`${cli.name} __complete\`, ${introspection.runs} run${introspection.runs === 1 ? '' : 's'}) confirmed ${introspection.confirmed} command name${introspection.confirmed === 1 ? '' : 's'} without a help page each`,
    );
  if (copyBin)
    draft.notes.push(
      `copied ${bin} into the pack as ${copyBin.to} (install copies only the pack); if it needs files beside it, put them in bin/ too`,
    );
  else if (!cli.bare)
    draft.notes.push(
      `${bin} is over ${MAX_COPIED_BIN_BYTES / 1024 / 1024} MB, so wrap.bin is its absolute path (M016, M019): put it on PATH and use its bare name instead`,
    );
  return {
    ok: true,
    draft,
    layout: collected.help.top.layout,
    helpRuns: collected.helpRuns,
    stats: collected.stats,
    help: collected.help,
    ms: Math.round(performance.now() - started),
    copyBin,
  };
}

/**
 * Writes the drafted pack as one step: every file goes into a temp folder beside the target, which is then renamed
 * into place, so a failure leaves no half-written pack. Refused when the target exists and is not empty.
 */
export async function writeWrappedPack(dir: string, result: Pick<WrapResult, 'draft' | 'copyBin'>): Promise<void> {
  const target = resolve(dir);
  const existing = await readdir(target).catch(() => null);
  if (existing && existing.length)
    throw new WrapWriteError(`${dir} already exists and is not empty; choose another --out or --id`);
  await mkdir(dirname(target), { recursive: true });
  const tmp = join(dirname(target), `.${basename(target)}.${randomBytes(4).toString('hex')}.wrap-tmp`);
  await mkdir(tmp);
  try {
    for (const [name, text] of Object.entries(result.draft.files)) await writeAtomic(join(tmp, name), text);
    if (result.copyBin) {
      await mkdir(join(tmp, 'bin'));
      await copyFile(result.copyBin.from, join(tmp, result.copyBin.to));
    }
    if (existing) await rmdir(target); // an empty folder the author made for it
    await rename(tmp, target);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new WrapWriteError(`${dir} already exists and is not empty; choose another --out or --id`);
    throw error;
  }
}

/** A refusal to write, meant for the author. */
export class WrapWriteError extends Error {}
