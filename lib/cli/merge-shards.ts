import type { Report } from '../core/report';
import type { PackSetError } from '../report/formatters';
import type { ShardFile } from '../report-file/shard';
import { InputError } from './args';
import { shardName } from './shard';

/** A shard file as `merge` read it: its name on the command line and what it holds. */
export interface NamedShard {
  name: string;
  file: ShardFile;
}

/** The set the shards were cut from, back in one piece: what a single run of the whole set would have printed. */
export interface MergedSet {
  reports: Report[];
  /** Each report's pack folder, as the check named it. */
  dirs: string[];
  errors: PackSetError[];
  rerun: string;
}

/**
 * Puts the shards of one `check --shard I/N` run back into one set, in the single run's order: the reports by their
 * DIR's place in the set, the set's own errors (a workspace that could not be read, said by every shard) once, then
 * the DIRs not checked. A shard not given is an error of the set (its packs were not checked), never a silent gap.
 * Shards of different runs, a shard given twice, or a pack reported twice are input errors (exit 66).
 */
export function mergeShards(shards: readonly NamedShard[]): MergedSet {
  const [first] = shards;
  if (!first) throw new InputError('merge needs at least one shard file');
  const { total, set } = first.file.shard;
  const position = new Map(set.map((dir, i) => [dir, i]));
  const byIndex = new Map<number, string>();
  const reportedBy = new Map<string, string>();
  const checked: { at: number; report: Report; dir: string }[] = [];
  const setErrors = new Map<string, PackSetError>();
  const dirErrors: { at: number; error: PackSetError }[] = [];

  for (const { name, file } of shards) {
    const { shard } = file;
    if (shard.total !== total || !sameSet(shard.set, set))
      throw new InputError(
        `${first.name} (shard ${shardName(first.file.shard)} of ${set.length} DIRs) and ${name} (shard ${shardName(shard)} of ${shard.set.length}) are shards of different runs; merge the shards of one run`,
      );
    const twin = byIndex.get(shard.index);
    if (twin) throw new InputError(`shard ${shardName(shard)} is given twice: ${twin} and ${name}`);
    byIndex.set(shard.index, name);

    file.reports.forEach((report, i) => {
      const dir = shard.dirs[i]!;
      const at = position.get(dir);
      if (at === undefined) throw new InputError(`${name} reports ${dir}, which is not in its set of DIRs`);
      const other = reportedBy.get(dir);
      if (other) throw new InputError(`${dir} is reported by both ${other} and ${name}`);
      reportedBy.set(dir, name);
      checked.push({ at, report, dir });
    });
    for (const error of file.errors) {
      const at = position.get(error.path);
      if (at === undefined) setErrors.set(`${error.path}\u0000${error.message}`, error);
      else dirErrors.push({ at, error });
    }
  }

  const missing: PackSetError[] = [];
  for (let index = 1; index <= total; index++) {
    if (byIndex.has(index)) continue;
    const size = first.file.shard.sizes[index - 1] ?? 0;
    missing.push({
      code: 'no_input',
      path: `shard ${index}/${total}`,
      message: `shard ${index}/${total} was not merged (no file of it was named): its ${size} DIR${size === 1 ? '' : 's'} ${size === 1 ? 'was' : 'were'} not checked`,
    });
  }
  checked.sort((a, b) => a.at - b.at);
  dirErrors.sort((a, b) => a.at - b.at);
  return {
    reports: checked.map((c) => c.report),
    dirs: checked.map((c) => c.dir),
    errors: [...setErrors.values(), ...dirErrors.map((e) => e.error), ...missing],
    rerun: first.file.shard.rerun,
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((dir, i) => dir === b[i]);
}
