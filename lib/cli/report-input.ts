import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readReport } from '../report-file/read';
import type { Report } from '../core/report';
import { InputError } from './args';

/** Reports bigger than this are refused: no check writes one, and JSON.parse would hold it all in memory. */
export const MAX_REPORT_BYTES = 64 * 1024 * 1024;

/** A JSON report named on the command line (`diff`, `--baseline`); a file that cannot be one exits 66. */
export async function loadReportFile(path: string, cwd: string): Promise<Report> {
  const full = resolve(cwd, path);
  let text: string;
  try {
    const info = await stat(full);
    if (!info.isFile()) throw new InputError(`${path} is not a file`);
    if (info.size > MAX_REPORT_BYTES) throw new InputError(`${path} is ${info.size} bytes, over the ${MAX_REPORT_BYTES / 1024 / 1024} MB a report can be`);
    text = await readFile(full, 'utf8');
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(`cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : (code ?? String(error))}`);
  }
  const read = readReport(text, path);
  if (!read.ok) throw new InputError(read.error);
  return read.report;
}
