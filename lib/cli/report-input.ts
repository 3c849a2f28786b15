import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readReport, readReports } from '../report-file/read';
import type { Report } from '../core/report';
import { InputError } from './args';
import { reportSectionsOf } from '../formats';

/** Reports bigger than this are refused: no check writes one, and JSON.parse would hold it all in memory. */
export const MAX_REPORT_BYTES = 64 * 1024 * 1024;

/** A JSON report named on the command line (`diff`); a file that cannot be one exits 66. */
export async function loadReportFile(path: string, cwd: string): Promise<Report> {
  const read = readReport(await readReportText(path, cwd), path, reportSectionsOf);
  if (!read.ok) throw new InputError(read.error);
  return read.report;
}

/** A JSON report of one pack or of several (`--baseline`: what `check --json` wrote for one DIR or many); exits 66 when it is neither. */
export async function loadReportsFile(path: string, cwd: string): Promise<Report[]> {
  const read = readReports(await readReportText(path, cwd), path, reportSectionsOf);
  if (!read.ok) throw new InputError(read.error);
  return read.reports;
}

/** A report file's text (any JSON a check wrote), refused past MAX_REPORT_BYTES; exits 66 when it cannot be read. */
export async function readReportText(path: string, cwd: string): Promise<string> {
  const full = resolve(cwd, path);
  try {
    const info = await stat(full);
    if (!info.isFile()) throw new InputError(`${path} is not a file`);
    if (info.size > MAX_REPORT_BYTES)
      throw new InputError(
        `${path} is ${info.size} bytes, over the ${MAX_REPORT_BYTES / 1024 / 1024} MB a report can be`,
      );
    return await readFile(full, 'utf8');
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(`cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : (code ?? String(error))}`);
  }
}
