import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { MAX_STUDIO_FILE_BYTES, formatBytes } from '../studio/limits';

/**
 * A pack file larger than the one limit every reader keeps (MAX_STUDIO_FILE_BYTES: what the studio opens and saves),
 * refused before it is read: `composition check` of a 50 MB pack.json says so instead of holding it all in memory.
 */
export class FileTooLargeError extends Error {
  readonly code = 'EFBIG';
  constructor(
    readonly file: string,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(
      `${file} is ${formatBytes(bytes)}${bytes > limit * 2 ? '' : ` (${bytes.toLocaleString('en')} bytes)`}, over the ${formatBytes(limit)} limit of a pack file`,
    );
  }
}

/**
 * The text of a file, read only when it is within the limit: the size is taken from the open file, and no more than
 * limit + 1 bytes are ever read, so a file that grows meanwhile is refused too, never half read.
 */
export async function readTextCapped(path: string, limit = MAX_STUDIO_FILE_BYTES): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > limit) throw new FileTooLargeError(basename(path), size, limit);
    const buffer = Buffer.alloc(Math.min(size, limit) + 1);
    let read = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, read, buffer.length - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
      if (read === buffer.length) break;
    }
    if (read > limit) throw new FileTooLargeError(basename(path), read, limit);
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    await handle.close();
  }
}
