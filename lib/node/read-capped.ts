import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
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
    const steps = cappedRead(path, (await handle.stat()).size, limit);
    for (let step = steps.next(); ;) {
      if (step.done) return step.value;
      const [buffer, offset] = step.value;
      step = steps.next((await handle.read(buffer, offset, buffer.length - offset, offset)).bytesRead);
    }
  } finally {
    await handle.close();
  }
}

/** As readTextCapped, without leaving the thread: the CLI reads thousands of small packs (npm run bench:registry). */
export function readTextCappedSync(path: string, limit = MAX_STUDIO_FILE_BYTES): string {
  const fd = openSync(path, 'r');
  try {
    const steps = cappedRead(path, fstatSync(fd).size, limit);
    for (let step = steps.next(); ;) {
      if (step.done) return step.value;
      const [buffer, offset] = step.value;
      step = steps.next(readSync(fd, buffer, offset, buffer.length - offset, offset));
    }
  } finally {
    closeSync(fd);
  }
}

/** The one bounded read both readers drive: yields where to read next, is told how many bytes came, returns the text. */
function* cappedRead(path: string, size: number, limit: number): Generator<[Buffer, number], string, number> {
  if (size > limit) throw new FileTooLargeError(basename(path), size, limit);
  const buffer = Buffer.alloc(Math.min(size, limit) + 1);
  let read = 0;
  while (read < buffer.length) {
    const bytesRead: number = yield [buffer, read];
    if (bytesRead === 0) break;
    read += bytesRead;
  }
  if (read > limit) throw new FileTooLargeError(basename(path), read, limit);
  return buffer.subarray(0, read).toString('utf8');
}
