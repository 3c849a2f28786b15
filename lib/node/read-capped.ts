import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { MAX_STUDIO_FILE_BYTES, formatBytes } from '../studio/limits';
import { formatCount } from '../core/number-format';

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
      `${file} is ${formatBytes(bytes)}${bytes > limit * 2 ? '' : ` (${formatCount(bytes)} bytes)`}, over the ${formatBytes(limit)} limit of a pack file`,
    );
  }
}

/**
 * The text of a file, read only when it is within the limit: the size is taken from the open file, and no more than
 * limit + 1 bytes are ever read, so a file that grows meanwhile is refused too, never half read.
 */
export async function readTextCapped(path: string, limit = MAX_STUDIO_FILE_BYTES): Promise<string> {
  return (await readHead(path, limit, 'refuse')).text;
}

/** A pack file as a check reads it: whole within the limit; past it, its first `limit` bytes and its size (`cut`). */
export interface FileHead {
  text: string;
  /** The file's size when it was over the limit, so only its head was read. */
  cut?: number;
}

/**
 * A pack file for a check: a file over the limit is not refused but read up to it (a character cut in two at the
 * end dropped), so the check judges what it holds and says the rest was not read: a finding, never "no input".
 */
export function readTextHead(path: string, limit = MAX_STUDIO_FILE_BYTES): Promise<FileHead> {
  return readHead(path, limit, 'head');
}

async function readHead(path: string, limit: number, over: Over): Promise<FileHead> {
  const handle = await open(path, 'r');
  try {
    const steps = cappedRead(path, (await handle.stat()).size, limit, over);
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
  return readHeadSync(path, limit, 'refuse').text;
}

/** As readTextHead, without leaving the thread. */
export function readTextHeadSync(path: string, limit = MAX_STUDIO_FILE_BYTES): FileHead {
  return readHeadSync(path, limit, 'head');
}

function readHeadSync(path: string, limit: number, over: Over): FileHead {
  const fd = openSync(path, 'r');
  try {
    const steps = cappedRead(path, fstatSync(fd).size, limit, over);
    for (let step = steps.next(); ;) {
      if (step.done) return step.value;
      const [buffer, offset] = step.value;
      step = steps.next(readSync(fd, buffer, offset, buffer.length - offset, offset));
    }
  } finally {
    closeSync(fd);
  }
}

/** What a read does with a file over the limit: refuse it (FileTooLargeError), or read its first `limit` bytes. */
type Over = 'refuse' | 'head';

/** The one bounded read every reader drives: yields where to read next, is told how many bytes came, returns the text. */
function* cappedRead(
  path: string,
  size: number,
  limit: number,
  over: Over,
): Generator<[Buffer, number], FileHead, number> {
  if (size > limit && over === 'refuse') throw new FileTooLargeError(basename(path), size, limit);
  const buffer = Buffer.alloc(Math.min(size, limit) + 1);
  let read = 0;
  while (read < buffer.length) {
    const bytesRead: number = yield [buffer, read];
    if (bytesRead === 0) break;
    read += bytesRead;
  }
  if (read <= limit) return { text: buffer.subarray(0, read).toString('utf8') };
  if (over === 'refuse') throw new FileTooLargeError(basename(path), read, limit);
  // The head ends where the limit falls; a character it cuts in two decodes as U+FFFD, which is not the file's.
  const text = buffer.subarray(0, limit).toString('utf8');
  return { text: text.endsWith('\uFFFD') ? text.slice(0, -1) : text, cut: Math.max(size, read) };
}
