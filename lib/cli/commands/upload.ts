import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { isRecord } from '../../core/guards';
import type { Report } from '../../core/report';
import { hashPackFolder } from '../../node/pack-hash';
import { parseJson, readReports } from '../../report-file/read';
import { InputError, parseArgs, UsageError } from '../args';
import { EXIT } from '../exit';
import { json, type CliIo } from '../io';
import { readReportText } from '../report-input';
import { reportSectionsOf } from '../../formats';

export const UPLOAD_USAGE =
  'packstudio upload REPORT.json… --server URL --token T --commit SHA --branch B [--ancestor SHA] [--packs DIR] [--fail-on-unreviewed] [--json]';

interface Upload {
  report: Report;
  filesHash: string | null;
}

/**
 * `packstudio upload REPORT.json…`: records a build on a review server (`packstudio serve`). The reports are what
 * `check --json` wrote: one pack's, a set's, the shards of `check --shard I/N` or their `merge`. Each pack's files are
 * hashed (a shard names its folders; otherwise `--packs DIR`/PACK_ID, default the working directory), so a reviewer's
 * approval holds while they stay the same. Prints the PR comment (Markdown) the server answers with; `--json`, the
 * whole answer. The token comes from `--token` or PACKSTUDIO_TOKEN (which keeps it out of the process list).
 * `--fail-on-unreviewed`: exit 1 while a pack's policy weakening or regression has no approval that holds, so a
 * required CI check stays red until a reviewer decides (re-run the job after approving).
 */
export async function uploadCommand(
  argv: string[],
  io: CliIo,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const args = parseArgs(argv, {
    flags: ['json', 'fail-on-unreviewed'],
    options: ['server', 'token', 'commit', 'branch', 'ancestor', 'packs'],
  });
  if (!args.positionals.length)
    throw new UsageError(`upload needs the JSON reports of a check\nusage: ${UPLOAD_USAGE}`);
  const need = (name: string, fallback?: string) => {
    const value = args.options.get(name) ?? fallback;
    if (!value) throw new UsageError(`upload needs --${name}\nusage: ${UPLOAD_USAGE}`);
    return value;
  };
  const server = serverUrl(need('server', env.PACKSTUDIO_SERVER));
  const token = need('token', env.PACKSTUDIO_TOKEN);
  const body = {
    commit: need('commit').toLowerCase(),
    branch: need('branch'),
    ancestor: args.options.get('ancestor')?.toLowerCase() ?? null,
    packs: await readUploads(args.positionals, resolve(io.cwd, args.options.get('packs') ?? '.'), io.cwd),
  };
  let response: Response;
  try {
    response = await fetch(new URL('api/v1/builds', server), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    io.stderr(`packstudio upload: cannot reach ${server.href} (${cause})`);
    return EXIT.errors;
  }
  const answer = (await response.json().catch(() => ({}))) as {
    error?: string;
    url?: string;
    comment?: string;
    unreviewed?: string[];
  };
  if (!response.ok) {
    io.stderr(
      `packstudio upload: the server refused the build (${response.status}): ${answer.error ?? response.statusText}`,
    );
    return EXIT.errors;
  }
  if (args.flags.has('json')) io.stdout(json(answer));
  else {
    io.stderr(`packstudio upload: ${body.packs.length} packs recorded: ${answer.url}`);
    io.stdout(answer.comment ?? '');
  }
  const pending = answer.unreviewed ?? [];
  if (args.flags.has('fail-on-unreviewed') && pending.length) {
    const named = pending.slice(0, 5).join(', ') + (pending.length > 5 ? ', …' : '');
    io.stderr(`packstudio upload: ${pending.length} packs await a reviewer's approval (${named}): ${answer.url}`);
    return EXIT.errors;
  }
  return EXIT.clean;
}

function serverUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value.endsWith('/') ? value : `${value}/`);
  } catch {
    throw new UsageError(`--server ${value} is not an address (http://host:port)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--server ${value} is not http(s)`);
  return url;
}

/** Every report of every file, each with its pack folder's hash; a pack named twice is an error (exit 66). */
async function readUploads(files: readonly string[], packsRoot: string, cwd: string): Promise<Upload[]> {
  const uploads: Upload[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const text = await readReportText(file, cwd);
    const read = readReports(text, file, reportSectionsOf);
    if (!read.ok) throw new InputError(read.error);
    const dirs = shardDirs(text, read.reports.length);
    for (const [i, report] of read.reports.entries()) {
      if (seen.has(report.pack_id))
        throw new InputError(`${file}: the pack "${report.pack_id}" is in the upload twice`);
      seen.add(report.pack_id);
      const dir = dirs ? resolve(cwd, dirs[i]!) : resolve(packsRoot, report.pack_id);
      // A report's pack id is the report's word, not the uploader's: it never leads the hash out of --packs.
      const rel = relative(packsRoot, dir);
      const inside = dirs !== null || (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel));
      uploads.push({ report, filesHash: inside && existsSync(dir) ? await hashPackFolder(dir) : null });
    }
  }
  return uploads;
}

/** A shard's JSON names the folder of each of its reports (`shard.dirs`); other report files do not. */
function shardDirs(text: string, count: number): string[] | null {
  const parsed = parseJson(text, '');
  if (!parsed.ok || !isRecord(parsed.value) || !isRecord(parsed.value.shard)) return null;
  const dirs = parsed.value.shard.dirs;
  return Array.isArray(dirs) && dirs.length === count && dirs.every((d) => typeof d === 'string') ? dirs : null;
}
