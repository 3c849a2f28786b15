import { resolve } from 'node:path';
import { loadPackFromDir } from '../../node/load-dir';
import { writeProof } from '../../node/proof';
import { parseArgs, UsageError } from '../args';
import type { CliIo } from '../io';

/** `packstudio proof DIR`: writes the pack's proof script to DIR/proof.sh. */
export async function proofCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: [], options: [] });
  const dir = args.positionals[0];
  if (!dir) throw new UsageError('proof needs a pack directory: packstudio proof DIR');
  const pack = await loadPackFromDir(dir);
  if (!pack.surface?.ok) {
    io.stderr(`proof: ${dir} has no readable surface.json; run packstudio lint ${dir}`);
    return 1;
  }
  const { path } = await writeProof(pack, resolve(dir));
  io.stdout(`wrote ${path}\nrun it: bash ${path}`);
  return 0;
}
