import { lintLoadedPack } from '../../hcp/lint/lint';
import { packId } from '../../hcp/load';
import { loadPackFromDir } from '../../node/load-dir';
import { parseArgs, UsageError } from '../args';
import { json, type CliIo } from '../io';

/** `packstudio lint DIR [--json]`: the structure layer only. Exit 1 on any issue. */
export async function lintCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: ['json'], options: [] });
  const dir = args.positionals[0];
  if (!dir) throw new UsageError('lint needs a pack directory: packstudio lint DIR [--json]');
  const pack = await loadPackFromDir(dir);
  const issues = lintLoadedPack(pack);
  if (args.flags.has('json')) io.stdout(json({ ok: issues.length === 0, pack_id: packId(pack), issues: issues.map(({ kind, message }) => ({ kind, message })) }));
  else if (issues.length === 0) io.stdout(`lint ok: ${packId(pack)}`);
  else for (const i of issues) io.stdout(`${i.kind}  ${i.file} ${i.pointer}\n    ${i.message}\n    fix: ${i.fix}`);
  return issues.length === 0 ? 0 : 1;
}
