import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Report } from '../../core/report';
import { HistoryError, withHistory } from './database';
import type { RunInput, RunStore } from './store';

/**
 * `PACKSTUDIO_DB` when set, else `.packstudio/history.db` in the workspace (the folder that holds the packs).
 * `PACKSTUDIO_DB=:memory:` keeps nothing (the unit tests run so, to leave ./packs untouched).
 */
export function historyPath(workspaceRoot: string, env: Record<string, string | undefined> = process.env): string {
  if (env.PACKSTUDIO_DB === ':memory:') return ':memory:';
  return env.PACKSTUDIO_DB
    ? resolve(/*turbopackIgnore: true*/ process.cwd(), env.PACKSTUDIO_DB)
    : join(workspaceRoot, '.packstudio', 'history.db');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The hash of each file that was checked, so a run says which contents it saw: a JSON file that parses by its
 * parsed content (a whitespace-only edit changes no score, so it must not make the score of record out of date),
 * every other file by its bytes.
 */
export function hashFiles(texts: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts)
      .filter((e): e is [string, string] => typeof e[1] === 'string')
      .map(([file, text]) => [file, sha256(file.endsWith('.json') ? parsedContent(text) : text)]),
  );
}

/** A JSON text as its parsed value (key order kept, whitespace gone), or the text itself while it does not parse. */
function parsedContent(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

/** A finished check as a history row. */
export function runOf(
  report: Report,
  meta: { pack: string; source: RunInput['source']; files: Record<string, string>; at?: number },
): RunInput {
  return {
    pack: meta.pack,
    format: report.format,
    source: meta.source,
    at: meta.at ?? Date.now(),
    score: report.score,
    grade: report.grade,
    counts: report.counts,
    layers: report.layers.filter((l) => l.status === 'ran').map((l) => l.layer),
    files: meta.files,
    findings: report.findings,
    policy: report.policy ?? null,
  };
}

export type RecordResult = { ok: true; id: number; path: string } | { ok: false; error: string; path: string };
export type ReadResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Where a workspace's history is kept: its SQLite file (fileHistory) or the review server's PostgreSQL
 * (lib/node/history/workspace-history.ts). Neither recording nor reading throws: a database that cannot be used is
 * an error to report next to the check's result, never a reason for the check to fail.
 */
export interface HistoryTarget {
  /** The file's path, or the database's name, as messages and the history panel show it. */
  readonly where: string;
  record(run: RunInput): Promise<RecordResult>;
  read<T>(empty: T, work: (runs: RunStore) => Promise<T>): Promise<ReadResult<T>>;
}

/**
 * The history in the SQLite file at `path`, opened for each use and closed after. `workspace`: the folder whose
 * history it is (a path inside it is refused when a link would lead the write outside it). A file that does not
 * exist yet reads as `empty` and is not created.
 */
export function fileHistory(path: string, workspace?: string): HistoryTarget {
  return {
    where: path,
    record: (run) => recorded(path, () => withHistory(path, (runs) => runs.insertRun(run), workspace)),
    read: async (empty, work) =>
      path !== ':memory:' && !existsSync(path)
        ? { ok: true, value: empty }
        : attempt(path, () => withHistory(path, work, workspace)),
  };
}

/** The history in a store that stays open (the review server's database); `where` names it in messages. */
export function storeHistory(where: string, open: () => Promise<RunStore>): HistoryTarget {
  return {
    where,
    record: (run) => recorded(where, async () => (await open()).insertRun(run)),
    read: async (_empty, work) => attempt(where, async () => work(await open())),
  };
}

async function recorded(where: string, insert: () => Promise<number>): Promise<RecordResult> {
  const stored = await attempt(where, insert);
  return stored.ok ? { ok: true, id: stored.value, path: where } : { ...stored, path: where };
}

async function attempt<T>(where: string, work: () => Promise<T>): Promise<ReadResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: messageOf(error, where) };
  }
}

function messageOf(error: unknown, where: string): string {
  return error instanceof HistoryError
    ? error.message
    : `the history database ${where} failed: ${error instanceof Error ? error.message : String(error)}`;
}
