import { quote } from '../../../core/guards';
import { pointer } from '../../../json/pointer';
import { binBaseName } from '../../bin-path';
import type { CommandView, PackModel } from '../../model';
import { createRule } from '../create';
import { REMOVED } from '../../../core/example';
import { ledgerExample } from '../example';

/** The name a cli[] starts with: cliBin, else a bare wrap.bin, else the file name of wrap.bin without extension, else the pack id. */
export function binName(model: PackModel): string {
  const bin = model.wrap?.bin;
  const fromBin = bin === undefined ? undefined : binBaseName(bin).replace(/\.[a-z0-9]+$/i, '');
  return model.cliBin || fromBin || model.id || 'bin';
}

/** A cli[] to start from: the bin, the command's name segments, then `--name {{name}}` per argument. */
export function suggestedCli(c: CommandView, model: PackModel): string[] {
  const subcommand = c.key.split('.').filter((s) => s !== '');
  const flags = c.args.flatMap((a) => [`--${a.name.replace(/_/g, '-')}`, `{{${a.name}}}`]);
  return [binName(model), ...subcommand, ...flags];
}

function problem(c: CommandView): string | undefined {
  if (!('cli' in c.raw)) return 'declares no cli[]';
  if (!Array.isArray(c.raw.cli)) return `has a cli that is not a list (${quote(c.raw.cli)})`;
  if (c.raw.cli.length === 0) return 'has an empty cli[]';
  return c.cli ? undefined : 'has a cli[] with items that are not strings';
}

export const m007WrapCli = createRule({
  id: 'M007',
  category: 'manifest',
  severity: 'warn',
  docs: {
    title: 'Wrap commands declare `cli[]`',
    why: 'cli[] is the exact argv a command runs, which reviewers, probes and the Skill can all read. Without it the runtime falls back to wrap.argv_template and the command line is only implied by its name.',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/list/cli': REMOVED },
      correct: {},
    }),
    fix: 'Add a "cli" array to each wrap command: the CLI name, its subcommand and a `{{placeholder}}` per argument as the CLI\'s `--help` shows them, e.g. "cli": ["ledger", "transfer", "{{amount}}", "--to", "{{payee}}"].',
  },
  check: ({ model }) => {
    if (model.kind !== 'wrap') return [];
    return model.commands.flatMap((c) => {
      const what = problem(c);
      if (!what) return [];
      return [
        {
          file: 'surface.json',
          pointer: 'cli' in c.raw ? pointer('verbs', c.key, 'cli') : c.pointer,
          message: `Wrap command ${quote(c.key)} ${what}.`,
          fix: `Set "cli": ${JSON.stringify(suggestedCli(c, model))} in verbs[${quote(c.key)}], adjusted to the subcommand and flags "${binName(model)} --help" shows.`,
        },
      ];
    });
  },
});
