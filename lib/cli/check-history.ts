import { basename, dirname, resolve } from 'node:path';
import type { Finding } from '../core/finding';
import { partitionByBaseline } from '../diff/diff';
import type { Report } from '../core/report';
import type { CliIo } from './io';

/**
 * `check --record` and `composition check --record`: stores the run in the workspace's history (the pack folder's
 * parent, or PACKSTUDIO_DB); `label` names the pack when there are several.
 * A database that cannot be written is said on stderr; the check's result and exit code stay as they are.
 * The history store is loaded here, not at start: its module builds the report file's zod schema as it loads, which
 * every check paid.
 */
export async function recordCliCheck(
  packDir: string,
  texts: Partial<Record<string, string>>,
  report: Report,
  io: CliIo,
  label = '',
): Promise<void> {
  const { fileHistory, hashFiles, historyPath, runOf } = await import('../node/history/record');
  const dir = resolve(packDir); // as `check` itself reads it
  const workspace = dirname(dir);
  const path = historyPath(workspace);
  const run = runOf(report, { pack: basename(dir), source: 'cli', files: hashFiles(texts) });
  const recorded = await fileHistory(path, workspace).record(run);
  if (recorded.ok) io.stderr(`${label}history: recorded run ${recorded.id} in ${path}`);
  else io.stderr(`${label}history: not recorded (the check itself ran): ${recorded.error}`);
}

/** `--baseline OLD.json`: the reports of one pack or of several, as `check --json` wrote them. */
export interface Baseline {
  path: string;
  reports: Report[];
}

/** `--baseline OLD.json`, read before the check runs so a bad file fails fast (exit 66). */
export async function loadBaseline(path: string | undefined, io: CliIo): Promise<Baseline | null> {
  if (path === undefined) return null;
  // Loaded only for --baseline: the report file's schema is zod built as its module loads, which every check paid.
  const { loadReportsFile } = await import('./report-input');
  return { path, reports: await loadReportsFile(path, io.cwd) };
}

/**
 * The baseline's report for this pack: the one with the same pack id. A baseline of one report, for a check of one
 * pack, is that report whatever its id (as before many-pack checks: a pack whose id changed keeps its baseline).
 */
export function baselineReportFor(baseline: Baseline, report: Report, onePack: boolean): Report | null {
  if (onePack && baseline.reports.length === 1) return baseline.reports[0]!;
  return baseline.reports.find((r) => r.pack_id === report.pack_id) ?? null;
}

/**
 * The findings that decide the exit code under a baseline: only those the baseline does not have (matched by
 * id + file + pointer). Says how many were known and lists the new ones; `label` names the pack when there are several.
 */
export function findingsPastBaseline(
  findings: readonly Finding[],
  baseline: { path: string; report: Report | null },
  io: CliIo,
  toStdout: boolean,
  label = '',
): Finding[] {
  const { fresh, known } = partitionByBaseline(findings, baseline.report?.findings ?? []);
  const missing = baseline.report ? '' : ` (it holds no report of this pack: every finding is new)`;
  const lines = [
    `${label}baseline ${baseline.path}${missing}: ${fresh.length} new finding${fresh.length === 1 ? '' : 's'}, ${known.length} already in the baseline (not failing)`,
  ];
  for (const f of fresh)
    lines.push(
      `  new  ${f.severity.padEnd(5)}  ${f.id}  ${f.file} ${f.pointer || '/'}:${f.line}:${f.column}  ${f.message}`,
    );
  (toStdout ? io.stdout : io.stderr)(lines.join('\n'));
  return fresh;
}
