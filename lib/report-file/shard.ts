import { z } from 'zod';
import { isRecord } from '../core/guards';
import type { Report } from '../core/report';
import type { PackSetError, ShardRecord } from '../report/formatters';
import type { SectionsOf } from '../report/formatters/section-view';
import { parseJson, reportAsWritten } from './read';

/** What `packstudio check --shard I/N --json` writes: the shard's reports, its DIRs not checked, and its place in the set. */
export interface ShardFile {
  reports: Report[];
  errors: PackSetError[];
  shard: ShardRecord;
}

export type ReadShardResult = { ok: true; file: ShardFile } | { ok: false; error: string };

const PackSetErrorSchema = z.object({ code: z.literal('no_input'), path: z.string(), message: z.string() });

const ShardRecordSchema = z
  .object({
    index: z.number().int().min(1),
    total: z.number().int().min(1),
    set: z.array(z.string()),
    sizes: z.array(z.number().int().min(0)),
    dirs: z.array(z.string()),
    rerun: z.string(),
  })
  .refine((s) => s.index <= s.total, { message: 'index is past total', path: ['index'] })
  .refine((s) => s.sizes.length === s.total, { message: 'sizes does not have one count per shard', path: ['sizes'] });

const SHARD_COMMAND = '`packstudio check … --shard I/N --json`';

/** A shard's JSON file, every report validated as the report viewer validates one; or one message that says what is wrong and where. */
export function readShardFile(text: string, name: string, sectionsOf: SectionsOf): ReadShardResult {
  const parsed = parseJson(text, name);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  if (!isRecord(value) || !Array.isArray(value.reports) || !Array.isArray(value.errors))
    return {
      ok: false,
      error: `${name} is not the output of ${SHARD_COMMAND}: expected { "reports", "errors", "shard" }.`,
    };
  if (value.shard === undefined)
    return {
      ok: false,
      error: `${name} has no "shard" member: it is the output of a check of the whole set, not of ${SHARD_COMMAND}, so there is nothing to merge it with.`,
    };
  const shard = ShardRecordSchema.safeParse(value.shard);
  if (!shard.success) return { ok: false, error: `${name}: "shard" ${issuesOf(shard.error)}.` };
  const errors = z.array(PackSetErrorSchema).safeParse(value.errors);
  if (!errors.success) return { ok: false, error: `${name}: "errors" ${issuesOf(errors.error)}.` };
  if (shard.data.dirs.length !== value.reports.length)
    return {
      ok: false,
      error: `${name}: "shard.dirs" names ${shard.data.dirs.length} folders for ${value.reports.length} reports; it should name one per report.`,
    };
  const reports: Report[] = [];
  for (const [i, item] of value.reports.entries()) {
    const one = reportAsWritten(item, `${name} (report ${i + 1}, ${shard.data.dirs[i]})`, sectionsOf);
    if (!one.ok) return one;
    reports.push(one.report);
  }
  return { ok: true, file: { reports, errors: errors.data, shard: shard.data } };
}

function issuesOf(error: z.ZodError): string {
  const first = error.issues[0]!;
  const where = first.path.map(String).join('.');
  return `${where ? `at ${where}: ` : ''}${first.message}${error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : ''}`;
}
