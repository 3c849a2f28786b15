import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { PackIdSchema } from '../../studio/server/inputs';
import { hashPackFolder, PACK_FOLDER_LIMITS, readPackFolder } from '../pack-hash';
import { inside } from '../runtime/sandbox';

/**
 * How a check reaches a worker machine: the job carries the pack's files (every file hashPackFolder hashes, with
 * its executable bits) and their hash. The worker writes them into a fresh folder under its own workspace and checks
 * there, after hashing what it wrote: a payload whose files do not give its hash is refused, never checked.
 */
export const PackPayloadSchema = z.strictObject({
  packId: PackIdSchema,
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'hash must be 64 lower-case hex digits'),
  dirs: z.array(z.string().max(512)).max(PACK_FOLDER_LIMITS.files),
  files: z
    .array(
      z.strictObject({
        path: z.string().max(512),
        exec: z
          .number()
          .int()
          .refine((n) => (n & ~0o111) === 0, 'exec holds only the executable bits (mode & 0o111)'),
        base64: z.string().max(Math.ceil(PACK_FOLDER_LIMITS.bytes / 3) * 4),
      }),
    )
    .max(PACK_FOLDER_LIMITS.files),
});

export type PackPayload = z.infer<typeof PackPayloadSchema>;

/** A pack that cannot be sent as it is: the message says what to change. */
export class PayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayloadError';
  }
}

/** The payload of the pack folder `dir`, known to the studio as `packId`. */
export async function packPayload(packId: string, dir: string): Promise<PackPayload> {
  const [entries, hash] = await Promise.all([readPackFolder(dir), hashPackFolder(dir)]);
  if (!entries || !hash)
    throw new PayloadError(
      `pack "${packId}" cannot be sent to a worker: its folder is unreadable or past ${PACK_FOLDER_LIMITS.files} files, ${PACK_FOLDER_LIMITS.bytes / 1024 / 1024} MB or ${PACK_FOLDER_LIMITS.depth} levels`,
    );
  const link = entries.find((e) => e.kind === 'link');
  if (link)
    throw new PayloadError(
      `pack "${packId}" cannot be sent to a worker: ${link.path} is a symbolic link (to ${link.target}); a worker writes regular files only, so replace the link with the file`,
    );
  return {
    packId,
    hash,
    dirs: entries.filter((e) => e.kind === 'dir').map((e) => e.path),
    files: entries.flatMap((e) =>
      e.kind === 'file' ? [{ path: e.path, exec: e.exec, base64: e.body.toString('base64') }] : [],
    ),
  };
}

/** Why a relative path from a payload cannot be written (null: it can): only what the hash walk itself yields. */
export function payloadPathProblem(path: string): string | null {
  if (path === '' || isAbsolute(path) || path.includes('\\') || path.includes('\0'))
    return `"${path}" is not a relative path with / between names`;
  const names = path.split('/');
  if (names.length > PACK_FOLDER_LIMITS.depth + 1)
    return `"${path}" is deeper than ${PACK_FOLDER_LIMITS.depth} folders`;
  const bad = names.find((n) => n === '' || n.startsWith('.') || n === 'node_modules');
  return bad === undefined ? null : `"${path}" has the name "${bad}" (empty, a dot name or node_modules)`;
}

/**
 * Writes a payload (hostile until proven otherwise) into a fresh folder `<parent>/job-XXXXXX/<packId>` and returns
 * both. Refused before anything is written when a path could land outside the pack folder or the sizes are past the
 * limits; refused after writing (and removed) when the files do not give the payload's hash.
 */
export async function writePackPayload(input: unknown, parent: string): Promise<{ root: string; dir: string }> {
  const parsed = PackPayloadSchema.safeParse(input);
  if (!parsed.success)
    throw new PayloadError(
      `the job's pack is malformed: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'pack'}: ${i.message}`).join('; ')}`,
    );
  const payload = parsed.data;
  const bodies = payload.files.map((f) => Buffer.from(f.base64, 'base64'));
  const bytes = bodies.reduce((sum, b) => sum + b.length, 0);
  if (bytes > PACK_FOLDER_LIMITS.bytes)
    throw new PayloadError(`the job's pack holds ${bytes} bytes, past the limit of ${PACK_FOLDER_LIMITS.bytes}`);
  for (const path of [...payload.dirs, ...payload.files.map((f) => f.path)]) {
    const problem = payloadPathProblem(path);
    if (problem) throw new PayloadError(`the job's pack has a path the worker will not write: ${problem}`);
  }
  const root = await mkdtemp(join(parent, 'job-'));
  const dir = join(root, payload.packId);
  const target = (path: string) => {
    const abs = resolve(dir, path);
    // payloadPathProblem already refuses every way out; this is the one rule every writer of the project keeps.
    if (!inside(dir, abs) || abs === dir) throw new PayloadError(`"${path}" resolves outside the pack folder`);
    return abs;
  };
  try {
    await mkdir(dir);
    for (const path of payload.dirs) await mkdir(target(path), { recursive: true });
    for (const [i, file] of payload.files.entries()) {
      const abs = target(file.path);
      await mkdir(dirname(abs), { recursive: true });
      // 'wx': a fresh folder holds nothing, so a second entry of the same path is refused rather than overwritten.
      await writeFile(abs, bodies[i], { flag: 'wx' });
      await chmod(abs, 0o644 | file.exec);
    }
    const written = await hashPackFolder(dir);
    if (written !== payload.hash)
      throw new PayloadError(
        `the job's pack files do not give its hash (${payload.hash.slice(0, 12)}…, written ${written?.slice(0, 12) ?? 'unhashable'}…): refused`,
      );
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return { root, dir };
}
