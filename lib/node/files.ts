import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, open, readFile, readdir, realpath, rename, rm, unlink } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import {
  EDITABLE_FILES,
  formatOfFile,
  hcpFormat,
  isEditableFile,
  withArticle,
  type EditableFile,
  type FormatId,
  type PackFormat,
  type HcpFile,
} from '../formats';
import type { PackFileState } from '../studio/file-state';
import { MAX_STUDIO_FILE_BYTES, tooLargeMessage, utf8Bytes } from '../studio/limits';
import { formatOfDir, resolvePackDir, validatePackId, workspaceDir, WorkspaceError } from './workspace';

export type { PackFileState } from '../studio/file-state';

/** sha256 of a file's bytes: the version a save is checked against. */
export function versionOf(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

async function streamVersion(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function assertEditable(file: unknown): asserts file is EditableFile {
  if (!isEditableFile(file))
    throw new WorkspaceError(
      `"${String(file)}" is not a pack file; the studio edits ${EDITABLE_FILES.join(', ')}, each in a pack of its format`,
    );
}

/** The file's path in its pack, refusing names no format has and links that leave the pack. */
async function filePath(packDir: string, file: EditableFile): Promise<{ path: string; exists: boolean }> {
  assertEditable(file);
  const path = join(packDir, file);
  let info;
  try {
    info = await lstat(path);
  } catch {
    return { path, exists: false };
  }
  if (info.isSymbolicLink()) {
    const real = await realpath(path).catch(() => null);
    if (!real || !real.startsWith(packDir + sep))
      throw new WorkspaceError(`${file} is a link that points outside the pack; the studio does not follow it`);
    throw new WorkspaceError(`${file} is a symbolic link; the studio only reads and writes regular files`);
  }
  if (!info.isFile()) throw new WorkspaceError(`${file} is not a regular file`);
  return { path, exists: true };
}

async function readState<F extends EditableFile>(packDir: string, file: F): Promise<PackFileState<F>> {
  const { path, exists } = await filePath(packDir, file);
  if (!exists) return { file, exists: false, version: null };
  // Over the limit: hashed as a stream for its version (what a save over it is checked against), never held whole.
  const size = (await lstat(path)).size;
  if (size > MAX_STUDIO_FILE_BYTES)
    return {
      file,
      exists: true,
      tooLarge: true,
      bytes: size,
      version: await streamVersion(path),
      error: tooLargeMessage(file, size),
    };
  const buffer = await readFile(path);
  if (buffer.length > MAX_STUDIO_FILE_BYTES)
    return {
      file,
      exists: true,
      tooLarge: true,
      bytes: buffer.length,
      version: versionOf(buffer),
      error: tooLargeMessage(file, buffer.length),
    };
  return { file, exists: true, text: buffer.toString('utf8'), version: versionOf(buffer), bytes: buffer.length };
}

/** A format's files of a pack, each with its version (missing files included, as `exists: false`). HCP unless told. */
export async function readPackFiles<F extends EditableFile = HcpFile>(
  packId: string,
  root = workspaceDir(),
  format: Pick<PackFormat<FormatId, EditableFile>, 'files' | 'mainFile'> = hcpFormat,
): Promise<PackFileState<F>[]> {
  const dir = await resolvePackDir(packId, root);
  await assertFileOfFolder(dir, packId, format.mainFile);
  await removeLeftoverTemps(dir);
  return Promise.all((format.files as readonly F[]).map((file) => readState(dir, file)));
}

/** One file of a pack with its version. */
export async function readPackFile<F extends EditableFile>(
  packId: string,
  file: F,
  root = workspaceDir(),
): Promise<PackFileState<F>> {
  const dir = await resolvePackDir(packId, root);
  await assertFileOfFolder(dir, packId, file);
  await removeLeftoverTemps(dir);
  return readState(dir, file);
}

/**
 * A file is read and written only in a folder of its format, or in one no format claims yet (a new pack).
 * Writing pack.json beside surface.json would silently turn an HCP pack into a Recued one in the workspace list.
 */
async function assertFileOfFolder(dir: string, packId: string, file: EditableFile): Promise<void> {
  assertEditable(file);
  const format = await formatOfDir(dir);
  if (!format || (format.files as readonly string[]).includes(file)) return;
  const present = (await readdir(dir)).filter((name) => (format.files as readonly string[]).includes(name));
  throw new WorkspaceError(
    `${file} is not a pack file of "${packId}": it is ${withArticle(format)} (${present.join(', ')}); ${file} belongs to ${formatOfFile(file).label}s`,
  );
}

export type SaveOutcome =
  | { saved: true; version: string; bytes: number }
  | { saved: false; conflict: { diskVersion: string | null; diskText: string | null; reason: string } };

/** Saves to one file are serialised within this server process, so the version check and the rename cannot interleave. */
const locks = new Map<string, Promise<unknown>>();

async function withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = locks.get(key) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(fn);
  locks.set(key, next);
  try {
    return await next;
  } finally {
    if (locks.get(key) === next) locks.delete(key);
  }
}

/**
 * Saves one file if the disk still holds `baseVersion` (null: the file must still be absent).
 * Otherwise nothing is written and the disk's text comes back, so the author can choose.
 */
export async function savePackFile(
  packId: string,
  file: EditableFile,
  text: string,
  baseVersion: string | null,
  root = workspaceDir(),
): Promise<SaveOutcome> {
  const bytes = utf8Bytes(text);
  if (bytes > MAX_STUDIO_FILE_BYTES) throw new WorkspaceError(tooLargeMessage(file, bytes));
  const dir = await resolvePackDir(packId, root);
  await assertFileOfFolder(dir, packId, file);
  return withLock(join(dir, file), async () => {
    await removeLeftoverTemps(dir);
    const disk = await readState(dir, file);
    if (disk.version !== baseVersion) {
      const reason = disk.exists
        ? baseVersion === null
          ? `${file} was created on disk after you opened it`
          : `${file} changed on disk since you opened it`
        : `${file} was deleted on disk since you opened it`;
      return {
        saved: false,
        conflict: { diskVersion: disk.version, diskText: disk.exists && 'text' in disk ? disk.text : null, reason },
      };
    }
    const { path } = await filePath(dir, file);
    await writeAtomic(path, text);
    return { saved: true, version: versionOf(text), bytes };
  });
}

const TEMP_SUFFIX = '.packstudio-tmp';
/** A temp file this old is a leftover even if its pid is alive again (a reused pid); a real save takes milliseconds. */
const LEFTOVER_AGE_MS = 60_000;

/** `.<pid>.<random>.packstudio-tmp`: the pid tells a live save's temp file from one a killed server left behind. */
function tempPathFor(dir: string): string {
  return join(dir, `.${process.pid}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temp files a save killed mid-write left in a pack folder (SIGKILL, power loss): those of a process
 * that is gone, and any older than a minute. A live save's own temp file is young and its process alive, so it
 * stays. Runs when the studio next reads or saves the pack, so leftovers never pile up. Returns the names removed.
 */
export async function removeLeftoverTemps(dir: string, now = Date.now()): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith('.') || !name.endsWith(TEMP_SUFFIX)) continue;
    const path = join(dir, name);
    const info = await lstat(path).catch(() => null);
    if (!info?.isFile()) continue;
    // Names from before the pid was part of them carry none: only their age tells.
    const pid = /^\.(\d+)\./.exec(name)?.[1];
    const young = now - info.mtimeMs < LEFTOVER_AGE_MS;
    if (young && (pid === undefined || processAlive(Number(pid)))) continue;
    if (
      await unlink(path).then(
        () => true,
        () => false,
      )
    )
      removed.push(name);
  }
  return removed;
}

/** Temp file in the same folder, fsync, rename over the target, fsync the folder: a crash leaves the old file or the new one. */
export async function writeAtomic(path: string, text: string): Promise<void> {
  const dir = dirname(path);
  const tmp = tempPathFor(dir);
  const mode = await lstat(path).then(
    (s) => s.mode & 0o777,
    () => 0o644,
  );
  const handle = await open(tmp, 'wx', mode);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
  await handle.close();
  try {
    await rename(tmp, path);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
  const dirHandle = await open(dir, 'r').catch(() => null);
  if (dirHandle)
    await dirHandle
      .sync()
      .catch(() => undefined)
      .finally(() => dirHandle.close());
}

/** A new pack folder with the given texts; refused when the id is taken. */
export async function createPackFolder(
  packId: string,
  files: Record<string, string>,
  root = workspaceDir(),
): Promise<void> {
  validatePackId(packId);
  await mkdir(root, { recursive: true });
  const realRoot = await realpath(root);
  const dir = join(realRoot, packId);
  try {
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new WorkspaceError(`a pack named "${packId}" already exists`);
    throw error;
  }
  try {
    for (const [name, text] of Object.entries(files)) {
      const path = join(dir, name);
      if (!path.startsWith(dir + sep)) throw new WorkspaceError(`scaffold file "${name}" would land outside the pack`);
      await mkdir(dirname(path), { recursive: true });
      await writeAtomic(path, text);
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Removes a pack folder (links inside it are removed, never followed). */
export async function deletePackFolder(packId: string, root = workspaceDir()): Promise<void> {
  const dir = await resolvePackDir(packId, root);
  const entry = join(await realpath(root), packId);
  // A linked pack folder would resolve to its target: deleting it must never delete what the link points at.
  if (entry !== dir || (await lstat(entry)).isSymbolicLink())
    throw new WorkspaceError(`pack "${packId}" is a link to another folder; remove the link by hand`);
  await rm(dir, { recursive: true });
}
