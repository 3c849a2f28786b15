import { basename, dirname, resolve } from 'node:path';
import type { Finding } from '../core/finding';
import { partitionByBaseline } from '../diff/diff';
import { hashFiles, historyPath, recordRun, runOf } from '../node/history/record';
import type { Report } from '../core/report';
import type { CliIo } from './io';
import { loadReportFile } from './report-input';

/**
 * `check --record` and `composition check --record`: stores the run in the workspace's history (the pack folder's parent, or PACKSTUDIO_DB).
 * A database that cannot be written is said on stderr; the check's result and exit code stay as they are.
 */
export function recordCliCheck(packDir: string, texts: Partial<Record<string, string>>, report: Report, io: CliIo): void {
  const dir = resolve(packDir); // as `check` itself reads it
  const path = historyPath(dirname(dir));
  const recorded = recordRun(path, runOf(report, { pack: basename(dir), source: 'cli', files: hashFiles(texts) }));
  if (recorded.ok) io.stderr(`history: recorded run ${recorded.id} in ${path}`);
  else io.stderr(`history: not recorded (the check itself ran): ${recorded.error}`);
}

/** `--baseline OLD.json`, read before the check runs so a bad file fails fast (exit 66). */
export async function loadBaseline(path: string | undefined, io: CliIo): Promise<{ path: string; findings: Finding[] } | null> {
  return path === undefined ? null : { path, findings: (await loadReportFile(path, io.cwd)).findings };
}

/**
 * The findings that decide the exit code under a baseline: only those the baseline does not have (matched by
 * id + file + pointer). Says how many were known and lists the new ones.
 */
export function findingsPastBaseline(findings: readonly Finding[], baseline: { path: string; findings: Finding[] }, io: CliIo, toStdout: boolean): Finding[] {
  const { fresh, known } = partitionByBaseline(findings, baseline.findings);
  const lines = [`baseline ${baseline.path}: ${fresh.length} new finding${fresh.length === 1 ? '' : 's'}, ${known.length} already in the baseline (not failing)`];
  for (const f of fresh) lines.push(`  new  ${f.severity.padEnd(5)}  ${f.id}  ${f.file} ${f.pointer || '/'}:${f.line}:${f.column}  ${f.message}`);
  (toStdout ? io.stdout : io.stderr)(lines.join('\n'));
  return fresh;
}
