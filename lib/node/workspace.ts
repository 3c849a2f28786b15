import { readdirSync } from 'node:fs';
import { realpath, readdir, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { detectFormat, type AnyFormat, type FormatId } from '../formats';
import { packIdProblem } from '../studio/limits';

/** The workspace root: ./packs unless PACKS_DIR says otherwise. */
export function workspaceDir(): string {
  return resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.PACKS_DIR ?? 'packs');
}

/** An error whose message is meant for the author (bad id, missing pack, file too large); anything else is a studio bug. */
export class WorkspaceError extends Error {}

/** No pack by that id: the id is not one, or the workspace has no such folder (the studio's pages answer 404). */
export class NoSuchPackError extends WorkspaceError {}

/** Throws a WorkspaceError unless `id` is a valid pack folder name. */
export function validatePackId(id: unknown): asserts id is string {
  const problem = packIdProblem(id);
  if (problem) throw new NoSuchPackError(`invalid pack id: ${problem}`);
}

/** A pack folder under the workspace: no `..`, no absolute path, no symlink out. */
export async function resolvePackDir(id: string, root = workspaceDir()): Promise<string> {
  validatePackId(id);
  const realRoot = await realpath(root).catch(() => {
    throw new WorkspaceError(`the workspace folder ${root} does not exist (set PACKS_DIR to another folder)`);
  });
  const dir = join(realRoot, id);
  let real: string;
  try {
    real = await realpath(dir);
  } catch {
    throw new NoSuchPackError(`no pack "${id}" in the workspace`);
  }
  if (!real.startsWith(realRoot + sep)) throw new WorkspaceError(`pack "${id}" resolves outside the workspace`);
  if (!(await stat(real)).isDirectory()) throw new WorkspaceError(`pack "${id}" is not a folder`);
  return real;
}

/** The names in a pack folder (empty when it cannot be read). */
export async function folderNames(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => [] as string[]);
}

/** The format of a pack folder by the registry's detection (lib/formats), or null for an empty or unknown folder. */
export async function formatOfDir(dir: string): Promise<AnyFormat | null> {
  return detectFormat(await folderNames(dir));
}

/**
 * The folders of the workspace whose names are pack ids, sorted, in one synchronous call: for the workspace index,
 * which tells the formats apart from its own stats (the registry's detectFormat) instead of one listing per folder.
 */
export function packFolderNamesSync(root = workspaceDir()): string[] {
  try {
    return readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory() && packIdProblem(d.name) === null)
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
}

/** Every pack folder in the workspace with its format; folders no format recognises are left out. */
export async function listPackIds(root = workspaceDir()): Promise<{ id: string; format: FormatId }[]> {
  let names: string[] = [];
  try {
    names = (await readdir(root, { withFileTypes: true }))
      .filter((d) => d.isDirectory() && packIdProblem(d.name) === null)
      .map((d) => d.name);
  } catch {
    return [];
  }
  const found = await Promise.all(
    names.sort().map(async (id) => ({ id, format: (await formatOfDir(join(root, id)))?.id })),
  );
  return found.filter((p): p is { id: string; format: FormatId } => p.format !== undefined);
}

/** The format of a pack in the workspace; null for an empty folder or one that cannot be resolved. */
export async function packFormatOf(packId: string, root = workspaceDir()): Promise<AnyFormat | null> {
  try {
    return await formatOfDir(await resolvePackDir(packId, root));
  } catch {
    return null;
  }
}
