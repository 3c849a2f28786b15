import { basename } from 'node:path';
import { argvSource, subcommandWords } from '../../hcp/argv';
import type { LoadedPack } from '../../hcp/load';
import { isConfirmGated, isWrite } from '../../hcp/model';
import { loadFigSpec, specNodeAt } from './fig-specs';

/**
 * What the Fig spec of each confirm-gated write's CLI names for that write (`npm init`): its own options and the
 * persistent ones of the commands above it (a root option of another command is not the write's). The flags P004 may
 * suggest in a check that runs here, on the server or the CLI (lib/hcp/confirm-flag.ts). A CLI with no spec, or a
 * command its spec does not know, adds nothing; the map is there even when empty, so the rule knows the spec was read.
 */
export async function confirmSpecFlags(pack: LoadedPack): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const command of pack.model.commands) {
    const bin = command.cli?.[0];
    if (!bin || !isWrite(pack.model, command.key) || !isConfirmGated(pack.model, command.key)) continue;
    const root = await loadFigSpec(basename(bin));
    if (!root) continue;
    const words = subcommandWords(argvSource(pack.model, command));
    const line = [bin, ...words].join(' ');
    if (out.has(line)) continue;
    const flags: string[] = [];
    for (let n = 0; n <= words.length; n++) {
      const node = await specNodeAt(root, words.slice(0, n));
      if (!node) break;
      const own = n === words.length;
      flags.push(...node.options.filter((o) => own || o.persistent).flatMap((o) => o.names));
      if (own) out.set(line, flags);
    }
  }
  return out;
}
