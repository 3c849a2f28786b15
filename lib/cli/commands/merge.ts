import { readShardFile } from '../../report-file/shard';
import { InputError, parseArgs, UsageError } from '../args';
import { exitCodeFor, worstExit, EXIT } from '../exit';
import type { CliIo } from '../io';
import { mergeShards, type NamedShard } from '../merge-shards';
import { FORMAT_USAGE, OUTPUT_FLAGS, OUTPUT_OPTIONS, outputFormat, printReports } from '../output';
import { readReportText } from '../report-input';
import { reportSectionsOf } from '../../formats';

export const MERGE_USAGE = `packstudio merge SHARD.json… ${FORMAT_USAGE} [--strict]`;

/**
 * `packstudio merge SHARD.json…`: the JSON outputs of `check --shard I/N` put back into the one set a single run of
 * `check` would have reported, printed in any format. Exit as that run would have: 66 when a DIR (or a whole shard)
 * was not checked, else the worst of the packs (1 > 2 > 0, `--strict` per pack).
 */
export async function mergeCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: [...OUTPUT_FLAGS, 'strict'], options: [...OUTPUT_OPTIONS] });
  if (!args.positionals.length) throw new UsageError(`merge needs the JSON files of the shards\nusage: ${MERGE_USAGE}`);
  const format = outputFormat(args);
  const shards = await Promise.all(
    args.positionals.map(async (name): Promise<NamedShard> => {
      const read = readShardFile(await readReportText(name, io.cwd), name, reportSectionsOf);
      if (!read.ok) throw new InputError(read.error);
      return { name, file: read.file };
    }),
  );
  const set = mergeShards(shards);
  printReports(io, format, set.reports, set.rerun, set.dirs, { errors: set.errors });
  for (const e of set.errors) io.stderr(`packstudio merge: ${e.message}`);
  const strict = args.flags.has('strict');
  return worstExit([...set.reports.map((r) => exitCodeFor(r.findings, strict)), ...set.errors.map(() => EXIT.noInput)]);
}
