import { createHash } from 'node:crypto';
import { hashFiles } from './history/record';
import { lstatSync, readFileSync, watch, type FSWatcher, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { Grade } from '../core/score';
import { asGeneric, detectFormat, editableFiles, packCategories, type AnyFormat, type FormatId } from '../formats';
import { MAX_STUDIO_FILE_BYTES, formatBytes } from '../studio/limits';
import { packHref } from '../studio/pack-href';
import { readPackFiles, versionOf } from './files';
import { packFolderNamesSync } from './workspace';
import { listFiles, unparsedFiles } from '../core/unparsed';
import { scoreRecordOf, scoreStory, type RecordSummary } from '../core/score-story';

/** One row of the workspace list: what the static check says about a pack, and when its files last changed. */
export interface WorkspacePack {
  id: string;
  format: FormatId;
  /** The pack's studio page. */
  href: string;
  name: string | null;
  description: string | null;
  commands: number | null;
  /**
   * The score of record where it is current (the last full check saw these files), else the static check's; null
   * where the format does not score (Recued). `grade` and `counts` come from the same check: `scoreSource` says which.
   */
  score: number | null;
  scoreSource: 'full' | 'static';
  /** The last full check (every optional layer of the format asked for), current or not; null before the first. */
  record: RecordSummary | null;
  /**
   * The score once packstudio.json's suppressions are taken off; null unless suppressions are in force (the
   * list shows it beside the spec score, labelled, never in its place).
   */
  scoreAfterSuppressions: number | null;
  grade: Grade | null;
  counts: { error: number; warn: number; info: number } | null;
  /** Why no check could run (a file over the size limit, a link, …). */
  problem: string | null;
  /** The newest modification time of the pack's files (ms since the epoch); null when it has none. */
  changedAt: number | null;
}

/** A row as the index keeps it: with the sha256 of each file, which the score of record is matched against. */
export interface IndexedPack extends WorkspacePack {
  versions: Record<string, string>;
}

/** A row without what belongs to the folder (id, page, times): the part the files' hash decides. */
type StaticSummary = Omit<IndexedPack, 'id' | 'href' | 'changedAt' | 'record' | 'scoreSource'>;

/**
 * The static check of each pack, cached in memory by the hash of its files, so an unchanged pack is never checked
 * twice, and identical packs are checked once (a summary depends on the files alone: workspace-index.test.ts holds
 * every format to that). A cheaper key spares the reading: when no file's size, times or inode changed since the
 * last look (a save writes a new file and renames it, so its inode changes), the last hash stands unread.
 */
interface Seen {
  signature: string;
  summary: StaticSummary;
}

interface Caches {
  /** `${root}\0${id}` → the last signature seen and its summary. */
  seen: Map<string, Seen>;
  /** format + content hash → summary. */
  byHash: Map<string, StaticSummary>;
  checks: number;
  /** Full looks at a workspace (stats of every pack), for tests. */
  looks: number;
}

/** On globalThis so a dev-server reload keeps the cache; the counter lets tests see real work happen. */
const caches: Caches = ((globalThis as { __packstudioWorkspaceCache?: Caches }).__packstudioWorkspaceCache ??= {
  seen: new Map(),
  byHash: new Map(),
  checks: 0,
  looks: 0,
});

/** Distinct pack contents kept; past this the oldest go (a hash miss only costs one static check). */
const MAX_HASHES = 20_000;

/** How many static checks the cache has run since the process started. */
export const staticChecksRun = () => caches.checks;
/** How many times a workspace was looked at in full (every pack's stats) since the process started. */
export const workspaceLooks = () => caches.looks;

/**
 * Every pack in the workspace with its static grade, score, counts and last change; sorted by id. While the
 * folders are watched and nothing moved, the last look stands without a single stat; any change (a file saved,
 * a pack added or removed) makes the next call look again, and so does a look older than FULL_LOOK_MS (in case
 * the file system dropped an event).
 */
export async function indexWorkspace(root: string, publisher?: string): Promise<IndexedPack[]> {
  // Let pending file-system events in first, so a write that finished before this call is seen by it: the first
  // immediate may run in this very loop turn, the second only after a fresh poll for I/O has run their callbacks.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  const watched = watchers(root);
  const samePublisher = watched.publisher === publisher;
  if (watched.ok && !watched.changed && samePublisher && watched.rows && Date.now() - watched.lookedAt < FULL_LOOK_MS)
    return watched.rows.map((r) => ({ ...r }));
  watched.changed = false;
  const rows = await lookAtWorkspace(root, publisher);
  watched.rows = rows;
  watched.publisher = publisher;
  watched.lookedAt = Date.now();
  watchPacks(
    watched,
    root,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r }));
}

/** A look at every pack is at most this old when served from the watchers. */
export const FULL_LOOK_MS = 10_000;
/** Past this many packs the folders are not watched: every call looks (stats only, still no rechecks). */
const MAX_WATCHED = 5_000;

interface Watched {
  ok: boolean;
  changed: boolean;
  rows: IndexedPack[] | null;
  /** The publisher handle the rows were checked for: another one looks again. */
  publisher?: string;
  lookedAt: number;
  root: FSWatcher | null;
  packs: Map<string, FSWatcher>;
}

const watchedRoots: Map<string, Watched> = ((
  globalThis as { __packstudioWorkspaceWatch?: Map<string, Watched> }
).__packstudioWorkspaceWatch ??= new Map());

function watchers(root: string): Watched {
  let w = watchedRoots.get(root);
  if (w) return w;
  w = { ok: true, changed: true, rows: null, lookedAt: 0, root: null, packs: new Map() };
  watchedRoots.set(root, w);
  w.root = tryWatch(w, root);
  return w;
}

/** A watcher that marks the workspace changed on any event; on an error watching stops and every call looks. */
function tryWatch(w: Watched, path: string): FSWatcher | null {
  try {
    const watcher = watch(path, { persistent: false }, () => (w.changed = true));
    watcher.on('error', () => stopWatching(w));
    return watcher;
  } catch {
    stopWatching(w);
    return null;
  }
}

function stopWatching(w: Watched): void {
  w.ok = false;
  w.root?.close();
  for (const watcher of w.packs.values()) watcher.close();
  w.packs.clear();
}

function watchPacks(w: Watched, root: string, ids: string[]): void {
  if (!w.ok) return;
  if (ids.length > MAX_WATCHED) return stopWatching(w);
  const keep = new Set(ids);
  for (const [id, watcher] of w.packs)
    if (!keep.has(id)) {
      watcher.close();
      w.packs.delete(id);
    }
  for (const id of ids) {
    if (!w.ok) return;
    if (w.packs.has(id)) continue;
    const watcher = tryWatch(w, join(root, id));
    if (watcher) w.packs.set(id, watcher);
  }
}

/**
 * One look: an lstat per file any format reads, the format from which of them exist (the registry's detection,
 * without a listing of each folder), and the files read only when their stats moved. The stats are synchronous on
 * purpose: thousands of tiny calls through the thread pool cost several times more than the calls themselves.
 */
async function lookAtWorkspace(root: string, publisher: string | undefined): Promise<IndexedPack[]> {
  caches.looks++;
  const files = editableFiles();
  const looks = packFolderNamesSync(root).flatMap((id) => {
    const dir = join(root, id);
    const stats = new Map<string, Stats | null>(files.map((name) => [name, statOrNull(join(dir, name))]));
    const format = detectFormat([...stats].filter(([, info]) => info).map(([name]) => name));
    return format
      ? [{ id, format, stats: (format.files as readonly string[]).map((name) => stats.get(name) ?? null) }]
      : [];
  });
  const rows = await Promise.all(looks.map(({ id, format, stats }) => indexPack(root, id, format, stats, publisher)));
  forgetMissing(root, new Set(rows.map((r) => r.id)));
  return rows;
}

function statOrNull(path: string): Stats | null {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

async function indexPack(
  root: string,
  id: string,
  format: AnyFormat,
  stats: (Stats | null)[],
  publisher: string | undefined,
): Promise<IndexedPack> {
  const names = format.files;
  // The publisher is an input of the check (Recued's C-publisher-handle): another handle is another summary.
  const signature =
    `${publisher ?? ''}\0` +
    stats
      .map((s, i) =>
        s ? `${names[i]}:${s.isFile() ? 'f' : 'o'}:${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}` : `${names[i]}:-`,
      )
      .join('|');
  const times = stats.flatMap((s) => (s ? [s.mtimeMs] : []));
  const row = {
    id,
    href: packHref(id),
    changedAt: times.length ? Math.round(Math.max(...times)) : null,
    scoreSource: 'static' as const,
    record: null,
  };
  const key = `${root}\0${id}`;
  const seen = caches.seen.get(key);
  if (seen?.signature === signature) return { ...row, ...seen.summary };
  const summary = plainFiles(root, id, format, stats, publisher) ?? (await summaryOf(root, id, format, publisher));
  caches.seen.set(key, { signature, summary });
  return { ...row, ...summary };
}

type FileRead = { file: string; text?: string; version: string | null };

/**
 * The common case, read in one synchronous pass: every file of the pack absent or a regular file within the
 * studio's size limit. Anything else (a link, a folder, a file too large) and any read error go through the
 * editor's reader in summaryOf, which says what is wrong. Null when it does not apply.
 */
function plainFiles(
  root: string,
  id: string,
  format: AnyFormat,
  stats: (Stats | null)[],
  publisher: string | undefined,
): StaticSummary | null {
  if (!stats.every((s) => s === null || (s.isFile() && s.size <= MAX_STUDIO_FILE_BYTES))) return null;
  try {
    const files: FileRead[] = format.files.map((file, i) => {
      if (!stats[i]) return { file, version: null };
      const buffer = readFileSync(join(root, id, file));
      return { file, text: buffer.toString('utf8'), version: versionOf(buffer) };
    });
    return summarize(format, id, files, publisher);
  } catch {
    return null;
  }
}

/** The pack's files read as the editor reads them (lib/node/files.ts), then the summary. */
async function summaryOf(
  root: string,
  id: string,
  format: AnyFormat,
  publisher: string | undefined,
): Promise<StaticSummary> {
  try {
    const files = await readPackFiles(id, root, asGeneric(format));
    const unreadable = files.find((f) => f.exists && !('text' in f));
    if (unreadable)
      return {
        ...emptySummary(format),
        problem: `${unreadable.file} is ${formatBytes(unreadable.exists ? unreadable.bytes : 0)}, over the 1 MB limit`,
      };
    return summarize(format, id, files, publisher);
  } catch (error) {
    return { ...emptySummary(format), problem: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

const emptySummary = (format: AnyFormat): StaticSummary => ({
  format: format.id,
  name: null,
  description: null,
  commands: null,
  score: null,
  scoreAfterSuppressions: null,
  grade: null,
  counts: null,
  problem: null,
  versions: {},
});

/** The summary from the hash cache, or one static check. Each file's version is its sha256: the key is the hash of the pack's files. */
function summarize(format: AnyFormat, id: string, files: FileRead[], publisher: string | undefined): StaticSummary {
  const generic = asGeneric(format);
  return cachedByHash(
    format.id,
    [`publisher:${publisher ?? ''}`, ...files.map((f) => `${f.file}:${f.version ?? '-'}`)],
    () => {
      const texts = Object.fromEntries(files.flatMap((f) => (f.text !== undefined ? [[f.file, f.text]] : [])));
      const pack = generic.load(texts, id);
      const report = generic.check(pack, { publisher });
      // The row reads its figures as the header and the dashboard read theirs: one record, one story.
      const story = scoreStory(scoreRecordOf(report, packCategories()));
      const summary = {
        ...emptySummary(format),
        ...generic.describe(pack),
        score: story.score,
        grade: story.grade,
        counts: story.counts,
        scoreAfterSuppressions: story.afterSuppressions?.score ?? null,
        // Matched against the history's hashes of the files a full check saw: the same hash (a JSON file by its
        // parsed content), so a whitespace-only edit leaves the score of record current here as in the header.
        versions: {
          ...Object.fromEntries(files.flatMap((f) => (f.version ? [[f.file, f.version]] : []))),
          ...hashFiles(texts),
        },
      };
      // A file that does not parse silences the rules that need it: that score would flatter the pack (issue 12).
      const unparsed = unparsedFiles(report.findings);
      return unparsed.length
        ? {
            ...summary,
            score: null,
            scoreAfterSuppressions: null,
            grade: null,
            problem: `No score until ${listFiles(unparsed)} parses`,
          }
        : summary;
    },
  );
}

function cachedByHash(format: FormatId, versions: string[], check: () => StaticSummary): StaticSummary {
  const key = createHash('sha256')
    .update(`${format}\0${versions.join('\0')}`)
    .digest('hex');
  const hit = caches.byHash.get(key);
  if (hit) return hit;
  caches.checks++;
  const summary = check();
  if (caches.byHash.size >= MAX_HASHES) caches.byHash.delete(caches.byHash.keys().next().value!);
  caches.byHash.set(key, summary);
  return summary;
}

/**
 * The rows as the workspace shows them: each scored pack's score, grade and counts are its score of record while
 * that is current, so the row, its sparkline and "Failing only" tell the header's and the dashboard's story; a pack
 * whose files changed since keeps its static check, with the out-of-date record beside it. The file hashes stay here.
 */
export function withRecords(
  rows: readonly IndexedPack[],
  records: ReadonlyMap<string, RecordSummary>,
): WorkspacePack[] {
  return rows.map(({ versions: _, ...row }) => {
    const record = row.score === null ? null : (records.get(row.id) ?? null);
    if (!record?.current) return { ...row, record };
    const { score, grade, counts } = scoreStory(record.record);
    if (score === null) return { ...row, record };
    return { ...row, record, score, grade, counts, scoreAfterSuppressions: null, scoreSource: 'full' as const };
  });
}

function forgetMissing(root: string, ids: Set<string>): void {
  const prefix = `${root}\0`;
  for (const key of caches.seen.keys())
    if (key.startsWith(prefix) && !ids.has(key.slice(prefix.length))) caches.seen.delete(key);
}
