import { realpath, readdir, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve, sep } from 'node:path';

/** The workspace root: ./packs unless PACKS_DIR says otherwise. */
export function workspaceDir(): string {
  return resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.PACKS_DIR ?? 'packs');
}

const PACK_ID = /^[a-z0-9][a-z0-9._-]{0,127}$/;

/** An error whose message is meant for the author (bad id, missing pack, file too large); anything else is a studio bug. */
export class WorkspaceError extends Error {}

/** Throws a WorkspaceError unless `id` is a valid pack folder name. */
export function validatePackId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !PACK_ID.test(id) || id.includes('..') || isAbsolute(id))
    throw new WorkspaceError(`invalid pack id ${JSON.stringify(id)}: use lower-case letters, digits, ".", "_" and "-"`);
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
    throw new WorkspaceError(`no pack "${id}" in the workspace`);
  }
  if (!real.startsWith(realRoot + sep)) throw new WorkspaceError(`pack "${id}" resolves outside the workspace`);
  if (!(await stat(real)).isDirectory()) throw new WorkspaceError(`pack "${id}" is not a folder`);
  return real;
}

export type PackFormat = 'hcp' | 'recued';

/** Every pack folder in the workspace: HCP packs have surface.json, Recued packs have pack.json. */
export async function listPackIds(root = workspaceDir()): Promise<{ id: string; format: PackFormat }[]> {
  const out: { id: string; format: PackFormat }[] = [];
  let names: string[] = [];
  try {
    names = (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory() && PACK_ID.test(d.name)).map((d) => d.name);
  } catch {
    return [];
  }
  for (const id of names.sort()) {
    const files = await readdir(join(root, id)).catch(() => [] as string[]);
    if (files.includes('pack.json')) out.push({ id, format: 'recued' });
    else if (files.some((f) => ['surface.json', 'policy.json', 'HARNESS.md'].includes(f))) out.push({ id, format: 'hcp' });
  }
  return out;
}
