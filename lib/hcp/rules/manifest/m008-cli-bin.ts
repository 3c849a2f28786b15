import type { RawFinding } from '../../../core/finding';
import { quote } from '../../../core/guards';
import { pointer } from '../../../json/pointer';
import type { CommandView, PackModel } from '../../model';
import { createRule } from '../create';
import { ledgerExample } from '../example';

type WithCli = CommandView & { cli: [string, ...string[]] };

function hasCli(c: CommandView): c is WithCli {
  return (c.cli?.length ?? 0) > 0;
}

/** The corrected cli[]: the bin put in front when cli[0] is the subcommand itself, else cli[0] replaced by the bin. */
export function withBin(c: WithCli, bin: string): string[] {
  const forgotBin = c.cli[0] === c.key.split('.')[0];
  return forgotBin ? [bin, ...c.cli] : [bin, ...c.cli.slice(1)];
}

function mostCommonFirst(commands: WithCli[]): string {
  const counts = new Map<string, number>();
  for (const c of commands) counts.set(c.cli[0], (counts.get(c.cli[0]) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

function missingCliBin(model: PackModel, commands: WithCli[]): RawFinding {
  const declared = model.surface !== null && 'cliBin' in model.surface;
  const first = mostCommonFirst(commands);
  return {
    file: 'surface.json',
    pointer: declared ? '/cliBin' : '',
    message: declared
      ? `cliBin is ${quote(model.surface?.cliBin)}, not a CLI name, so cli[0] of ${commands.length} command${commands.length === 1 ? '' : 's'} cannot be checked against it.`
      : `surface.json declares no cliBin, so cli[0] of ${commands.length} command${commands.length === 1 ? '' : 's'} (mostly ${quote(first)}) cannot be checked against it.`,
    fix: `Set "cliBin": ${JSON.stringify(first)} at the top level of surface.json, the CLI name the Skill teaches.`,
  };
}

export const m008CliBin = createRule({
  id: 'M008',
  category: 'manifest',
  severity: 'warn',
  docs: {
    title: '`cli[0]` equals `cliBin`',
    why: 'cli[0] is the CLI the Skill teaches and the runtime replaces it with wrap.bin; a different first token means the Skill, probes and the command line disagree about which program runs.',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/list/cli': ['./bin/ledger.mjs', 'list'] },
      correct: {},
      show: ['/cliBin', '/verbs/list'],
    }),
    fix: 'Start every `cli[]` with the top-level "cliBin" (the CLI name the Skill teaches), adding "cliBin" if it is missing. The path to the program belongs in `wrap.bin`, which the runtime puts in place of `cli[0]`.',
  },
  check: ({ model }) => {
    const commands = model.commands.filter(hasCli);
    if (commands.length === 0) return [];
    const bin = model.cliBin?.trim();
    if (!bin) return [missingCliBin(model, commands)];
    return commands
      .filter((c) => c.cli[0] !== bin)
      .map((c): RawFinding => ({
        file: 'surface.json',
        pointer: pointer('verbs', c.key, 'cli', 0),
        message: `cli[0] of ${quote(c.key)} is ${quote(c.cli[0])}, not the cliBin ${quote(bin)}.`,
        fix: `Set "cli": ${JSON.stringify(withBin(c, bin))} in verbs[${quote(c.key)}].`,
      }));
  },
});
