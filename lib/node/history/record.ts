import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Report } from '../../core/report';
import { scoreRecordOf } from '../../core/score-story';
import { packCategories } from '../../formats';
import { HistoryError, withHistory, type HistoryDb } from './database';
import { insertRun, type RunInput } from './store';

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
    // What the breakdown needs that the findings do not keep (the suppressed ones, each layer's status).
    record: scoreRecordOf(report, packCategories()),
  };
}

export type RecordResult = { ok: true; id: number; path: string } | { ok: false; error: string; path: string };

/**
 * Stores a run. Never throws: a damaged, locked or unwritable database is an error to report next to the
 * check's result, never a reason for the check to fail. `workspace`: the folder whose history it is (a path inside
 * it is refused when a link would lead the write outside it).
 */
export function recordRun(path: string, run: RunInput, workspace?: string): RecordResult {
  try {
    return { ok: true, id: withHistory(path, (db) => insertRun(db, run), workspace), path };
  } catch (error) {
    return { ok: false, error: messageOf(error), path };
  }
}

export type ReadResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Reads the history; a database that does not exist yet reads as `empty` and is not created. */
export function readHistory<T>(path: string, empty: T, work: (db: HistoryDb) => T, workspace?: string): ReadResult<T> {
  if (path !== ':memory:' && !existsSync(path)) return { ok: true, value: empty };
  try {
    return { ok: true, value: withHistory(path, work, workspace) };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

function messageOf(error: unknown): string {
  return error instanceof HistoryError
    ? error.message
    : `the history database failed: ${error instanceof Error ? error.message : String(error)}`;
}
