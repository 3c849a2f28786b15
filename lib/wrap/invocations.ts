import { actionOfName, GATED_FAMILIES, nameWords, READ_WORDS, WRITE_WORDS } from '../core/vocabulary';

/** The first words that make a switch a mode of its own. */
const VERBS: ReadonlySet<string> = new Set([...READ_WORDS, ...WRITE_WORDS, ...Object.values(GATED_FAMILIES).flat()]);
import { commandKey, rankListing, type Candidate, type CliHelp } from './select';
import type { HelpCommand } from './help-types';
import { rankedRisk, riskOf } from './risk';
import { rank } from './rank';
import { usageTail } from './usage';

/** At most this many of a spec's option invocations join the plain one. */
const MAX_SPEC_INVOCATIONS = 7;

/**
 * The draft of a CLI with no commands of its own (a filter, a shell, a client): its plain invocation, with the
 * positionals its usage line (else its spec) requires (`jq {{filter}}`, `curl {{url}}`), and, where a Fig spec
 * exists, the invocations its options name by what they do (`--list`, `--check`, `--delete`: the one vocabulary),
 * each a flag-mode command. Nothing else is guessed: the author adds the rest in the Commands view.
 */
export function invocations(help: CliHelp): { candidates: Candidate[]; fromSpec: number } {
  const plain = plainInvocation(help);
  // the help's own switches first (the installed version decides), then the spec's
  // a help's switch is often a modifier (`--clear`, `--force`): only the reads (`--list`, `--test`, `--verify`) are modes
  const helpSwitches = help.top.flags
    .filter((f) => f.long && /^--[a-z][\w-]*$/.test(f.long) && !f.value)
    .filter((f) => actionOfName(f.long!).does === 'read' && !/^--(help|version|usage)$/.test(f.long!))
    .map((f) => ({
      names: [f.long!, ...(f.short ? [f.short] : [])],
      description: f.description,
      args: [],
      joined: false,
    }));
  const options: HelpCommand[] = [...helpSwitches, ...(help.spec?.options ?? [])]
    .filter((o) => o.names.some((n) => /^--[a-z][\w-]*$/.test(n)) && !o.args.length)
    .flatMap((o) => {
      const long = o.names.find((n) => /^--[a-z][\w-]*$/.test(n))!;
      // a switch whose first word is what it does (`--list`, `--check`, `--delete-keys`): a mode, not a modifier
      if (!VERBS.has(nameWords(long)[0] ?? '') || /^--(help|version|usage)$/.test(long)) return [];
      const value = o.args.find((a) => !a.optional);
      return [
        {
          path: [long],
          aliases: o.names.filter((n) => n !== long),
          ...(o.description ? { description: o.description } : {}),
          section: 'Fig spec options',
          mode: value ? { value: value.name, ...(o.joined ? { joined: true } : {}) } : {},
        },
      ];
    });
  const unique = options.filter((o, i) => options.findIndex((p) => p.path[0] === o.path[0]) === i);
  const ranked = rankListing(unique, help).ranked.slice(0, MAX_SPEC_INVOCATIONS);
  return { candidates: [plain, ...ranked], fromSpec: ranked.length };
}

/** `BIN` with what its usage line requires: the one command every CLI has. */
export function plainInvocation(help: CliHelp): Candidate {
  const key = commandKey([help.name]) ?? 'invoke';
  const line = help.top.usage[0];
  const description = help.top.description ?? help.spec?.description;
  const risk = riskOf({ key, word: help.name, description });
  return {
    path: [],
    key,
    ...(description ? { description } : {}),
    ...(line ? { argsSpec: usageTail(line, []).join(' ') } : {}),
    risk: { risk: risk.risk, ...(risk.confirm ? { confirm: risk.confirm } : {}) },
    riskBecause: risk.because,
    order: -1,
    ...(help.spec && !line ? { spec: help.spec } : {}),
    rank: rank({ path: [help.name], risk: rankedRisk(risk), description }),
  };
}
