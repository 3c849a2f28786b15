import { randomBytes } from 'node:crypto';
import { lstat, open, rename, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** What a save's temp file ends with: a leftover one is found (and removed) by it. */
export const TEMP_SUFFIX = '.packstudio-tmp';

/** `.<pid>.<random>.packstudio-tmp` in `dir`: the pid says whether the process that wrote it is still alive. */
export function tempPathFor(dir: string): string {
  return join(dir, `.${process.pid}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
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
