import { readFile } from 'node:fs/promises';
import { compositionCli } from '../../recued/cli';
import type { CliIo } from '../io';

/** `packstudio composition check FILE [--json] [--publisher HANDLE]`. */
export async function compositionCommand(argv: string[], io: CliIo): Promise<number> {
  return compositionCli(argv, { stdout: io.stdout, stderr: io.stderr, readFile: (p) => readFile(p, 'utf8') });
}
