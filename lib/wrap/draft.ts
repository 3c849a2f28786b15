import { asSentence } from './parse-help';
import { jsonFileText } from '../json/edit';
import { loadPackFromTexts } from '../hcp/load';
import { starterEvalText } from '../hcp/rules/eval/starter';
import { displayName, slug } from '../hcp/scaffold';
import type { CommandEntry } from '../hcp/command-edits';
import { mentionedIn, stemSet, words } from '../hcp/command-text';
import { cliTokens, commandArgs, TODO, type DraftCommand } from './command-args';
import { invocations, plainInvocation } from './invocations';
import { OPTION_MODES_SECTION } from './option-modes';
import {
  byPackOrder,
  MAX_COMMANDS,
  rankWords,
  selectCommands,
  specOption,
  type Candidate,
  type CliHelp,
  type DraftShape,
  type LeftOut,
} from './select';
import { draftSkill, useCell } from './skill';

export type PackFiles = Record<'surface.json' | 'policy.json' | 'HARNESS.md' | 'hcp.eval.json', string>;

export interface DraftOptions {
  /** The pack id; the bin's name by default. */
  id?: string;
  /** What surface.json's wrap.bin says: the bare name for a CLI on PATH, `./bin/<file>` for a copied script. */
  wrapBin: string;
  /** A CLI on PATH runs in the caller's project (wrap.workspace.mode: project, M023). */
  onPath: boolean;
}

export interface DraftedCommand {
  key: string;
  cli: string[];
  risk: 'read' | 'write';
  confirm?: true | 'always';
  /** False when the description is still the template's TODO. */
  described: boolean;
  /** The CLI's words (`["state", "list"]`), for swapping and for the bench. */
  path: string[];
  /** Where its positionals came from: the usage line, the spec, the listing, or none needed. */
  argsFrom: DraftCommand['argsFrom'];
  /** The JSON flag it is called with, when it has one. */
  jsonFlag: string[] | null;
  /** In the Fig spec, or only in the help (then it answered its own --help live). */
  source: 'spec' | 'help';
  /**
   * It answered its own --help when wrap ran it, or is named by structure no prose produces: a flag listed as a
   * command, a grammar or usage line's word, the bin itself (a CLI's plain invocation).
   */
  verified: boolean;
  /** Why it ranked where it did. */
  rank: string;
}

export interface Draft {
  packId: string;
  files: PackFiles;
  commands: DraftedCommand[];
  /** Commands the CLI has that the pack leaves out, each with why, so the author can swap. */
  leftOut: LeftOut[];
  /** What the author should know: the template was used, a JSON flag was not found, … */
  notes: string[];
  /**
   * What the draft is made of (lib/wrap/select.ts DraftShape): the CLI's commands, its flag-mode commands, or for a
   * CLI with none of its own, its invocations (`none`: the plain one alone, said in a note).
   */
  shape: DraftShape;
  /** Never true since wrap drafts every CLI from what it has (kept for readers of older wrap notes). */
  template: false;
}

/**
 * The four files of a draft pack from what the help (and the Fig spec) say. Pure. Whatever neither says stays the
 * template's TODO (M018 flags a TODO description, M021 a TODO example): nothing is invented.
 */
export function draftPack(help: CliHelp, options: DraftOptions): Draft {
  const packId = slug(options.id ?? help.name);
  const selected = selectCommands(help);
  const notes: string[] = [];
  let shape = selected.shape;
  let chosen = selected.chosen;
  if (!chosen.length) {
    const plain = invocations(help);
    chosen = [...plain.candidates].sort(byPackOrder);
    shape = plain.fromSpec ? 'invocations' : 'none';
    notes.push(noCommandsNote(help, plain.fromSpec));
  } else if (!help.top.commands.length && chosen.every((c) => c.mode && c.section === OPTION_MODES_SECTION)) {
    // modes under "Options:" (passwd's `--status`, `--lock`) modify the plain call, which is a command of its own
    if (chosen.length < MAX_COMMANDS) chosen = [plainInvocation(help), ...chosen];
  }

  const commands = chosen.map((c) => commandArgs(c, help));
  const jsonFlag = sharedJsonFlag(commands);
  const mode: JsonMode = { wrap: jsonFlag.wrap };
  if (commands.every((c) => !c.jsonFlag))
    notes.push(
      `no JSON output flag found in the help of ${help.name}: wrap.json_flag is [] and the commands print text`,
    );

  const surface = {
    id: packId,
    name: displayName(packId),
    kind: 'wrap',
    cliBin: help.name,
    plane: 'runtime',
    transports: ['cli', 'json_exec'],
    binding: { mode: 'user', hub: 'keyring', family: packId },
    wrap: {
      bin: options.wrapBin,
      ...(jsonFlag.wrap
        ? jsonFlag.wrap.length === 1 && jsonFlag.wrap[0] === '--json'
          ? {}
          : { json_flag: jsonFlag.wrap }
        : { json_flag: [] }),
      ...(options.onPath ? { workspace: { mode: 'project' } } : {}),
    },
    verbs: Object.fromEntries(commands.map((c) => [c.candidate.key, verbEntry(help.name, c, mode)])),
  };
  const policy = {
    surface_id: packId,
    verbs: Object.fromEntries(
      commands.map((c) => [
        c.candidate.key,
        { risk: c.candidate.risk.risk, ...(c.candidate.risk.confirm ? { confirm: c.candidate.risk.confirm } : {}) },
      ]),
    ),
  };
  const files = withEval({
    'surface.json': jsonFileText(surface),
    'policy.json': jsonFileText(policy),
    'HARNESS.md': draftSkill({
      name: surface.name,
      bin: help.name,
      description: help.top.description ?? help.spec?.description,
      commands,
      anyJson: commands.some((c) => c.jsonFlag),
    }),
  });
  return {
    packId,
    files,
    commands: commands.map((c) => ({
      key: c.candidate.key,
      cli: surface.verbs[c.candidate.key].cli,
      risk: c.candidate.risk.risk,
      ...(c.candidate.risk.confirm ? { confirm: c.candidate.risk.confirm } : {}),
      described: !!c.candidate.description,
      path: c.candidate.path,
      argsFrom: c.argsFrom,
      jsonFlag: c.jsonFlag,
      source: c.candidate.spec || (c.candidate.mode && specOption(help.spec, c.candidate.path)) ? 'spec' : 'help',
      verified:
        help.verified?.[c.candidate.path.join(' ')]?.ok === true ||
        !!c.candidate.fromGrammar ||
        !!c.candidate.operandValue ||
        !!c.candidate.mode ||
        c.candidate.path.length === 0,
      rank: rankWords(c.candidate),
    })),
    leftOut: withEntries(selected.leftOut, selected.spare, help, mode),
    notes,
    shape,
    template: false,
  };
}

/** The one line a CLI without commands of its own gets: said, never a silent template. */
function noCommandsNote(help: CliHelp, fromSpec: number): string {
  const plain = `\`${help.name}\` with what its usage line requires`;
  return fromSpec
    ? `${help.name} has no commands of its own: the pack holds ${plain} and ${fromSpec} invocation(s) its help's or Fig spec's switches name by what they do; add the ones your agent needs in the Commands view`
    : `${help.name} has no commands of its own; add them in the Commands view (the pack holds ${plain} to start from)`;
}

/** The pack's JSON flag: one for every command (wrap.json_flag), or null when each command names its own. */
interface JsonMode {
  wrap: string[] | null;
}

/** Left-out commands that could be drafted carry the entry a swap adds: drafted as the pack's own commands are. */
function withEntries(leftOut: LeftOut[], spare: readonly Candidate[], help: CliHelp, mode: JsonMode): LeftOut[] {
  const byKey = new Map(spare.map((c) => [c.key, c]));
  return leftOut.map((l) => {
    const candidate = l.key ? byKey.get(l.key) : undefined;
    return candidate ? { ...l, entry: commandEntry(help.name, commandArgs(candidate, help), mode) } : l;
  });
}

/** A drafted command as lib/hcp/command-edits.ts adds it: its surface.json entry, policy.json row and hot-path words. */
export function commandEntry(bin: string, command: DraftCommand, mode: JsonMode): CommandEntry {
  const { candidate } = command;
  return {
    key: candidate.key,
    surface: verbEntry(bin, command, mode),
    policy: { risk: candidate.risk.risk, ...(candidate.risk.confirm ? { confirm: candidate.risk.confirm } : {}) },
    use: useCell(candidate),
  };
}

/**
 * One JSON flag for the whole pack when every command that has one uses the same; commands without it get
 * `json_flag: []`. Otherwise wrap.json_flag is [] and each command names its own.
 */
function sharedJsonFlag(commands: DraftCommand[]): { wrap: string[] | null; perCommand: boolean } {
  const flags = new Set(commands.filter((c) => c.jsonFlag).map((c) => c.jsonFlag!.join(' ')));
  if (flags.size === 1 && commands.every((c) => c.jsonFlag)) return { wrap: commands[0].jsonFlag, perCommand: false };
  return { wrap: null, perCommand: true };
}

function verbEntry(bin: string, command: DraftCommand, mode: JsonMode) {
  const { candidate, args } = command;
  const description = candidate.description
    ? withInputs(
        candidate.description,
        args.filter((a) => a.required).map((a) => a.name),
      )
    : `${TODO}: say what "${candidate.path.join(' ')}" takes and what it returns (the help gives no description).`;
  const flags = args.filter((a) => !('positional' in a.token)).flatMap(cliTokens);
  const beforeCommand = args.filter((a) => 'positional' in a.token && a.token.beforeCommand).flatMap(cliTokens);
  const positionals = args.filter((a) => 'positional' in a.token && !a.token.beforeCommand).flatMap(cliTokens);
  // A JSON flag after positionals is read as one more positional by CLIs that stop at the first (Go's flag
  // package: terraform's `-json`, Fig's flagsArePosixNoncompliant): it goes before them in cli[], where the
  // runtime sees it and appends nothing. Elsewhere the runtime appends it, as DECISIONS says.
  const inlineJson = command.jsonFlag && positionals.length && command.flagsFirst ? command.jsonFlag : [];
  // The confirm gate asks the person; the CLI's own prompt would then hang with stdin closed (P004).
  const words = command.flagTakesValue ? candidate.path.slice(0, -1) : candidate.path;
  const cli = [
    bin,
    ...beforeCommand,
    ...words,
    ...(command.confirmFlag ? [command.confirmFlag] : []),
    ...(command.noColorFlag ? [command.noColorFlag] : []),
    ...flags,
    ...inlineJson,
    ...positionals,
  ];
  return {
    description,
    cli,
    policy: candidate.risk.risk,
    ...jsonFlagField(command, mode, inlineJson.length > 0),
    ...(args.length
      ? {
          args: {
            type: 'object',
            properties: Object.fromEntries(
              args.map((a) => [
                a.name,
                {
                  type: 'string',
                  description: a.description
                    ? asSentence(a.description)
                    : `${TODO}: where the agent gets the ${a.name}`,
                  // An example is never guessed: one the help or the spec shows, else a required one stays TODO,
                  // so eval and probes will not call it unfilled.
                  ...(a.example ? { examples: [a.example] } : a.required ? { examples: [`${TODO} ${a.name}`] } : {}),
                },
              ]),
            ),
            required: args.filter((a) => a.required).map((a) => a.name),
          },
        }
      : {}),
  };
}

/**
 * A command's own json_flag: none when cli[] already carries it or it is the pack's; `[]` for a command of a
 * pack-wide flag that prints text (a command swapped in later); its own flag otherwise.
 */
function jsonFlagField(command: DraftCommand, mode: JsonMode, inline: boolean): { json_flag?: string[] } {
  if (inline) return {};
  if (mode.wrap) {
    if (command.jsonFlag?.join(' ') === mode.wrap.join(' ')) return {};
    return { json_flag: command.jsonFlag ?? [] };
  }
  return command.jsonFlag ? { json_flag: command.jsonFlag } : {};
}

/**
 * The help's description as one sentence that names the inputs the usage line requires, as an agent needs to fill
 * them (M005): "Fetch the logs of a container, given the container." — the help's own words otherwise untouched.
 */
function withInputs(description: string, required: readonly string[]): string {
  const said = stemSet(words(description));
  const missing = required.filter((name) => !mentionedIn(said, name));
  if (!missing.length) return asSentence(description);
  const names = missing.map((n) => n.replace(/_/g, ' '));
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return asSentence(`${description.trim().replace(/[.\s]+$/, '')}, given the ${list}`);
}

/**
 * A draft gates every write that is not a plain local edit, and a refusal case whose arguments are still TODO is an
 * E005 error until filled: the first few show the one gate holds (the rest are E003's to add).
 */
const TODO_REFUSALS = 3;

function withEval(files: Omit<PackFiles, 'hcp.eval.json'>): PackFiles {
  // The same starter `check --init-evals` writes, from the drafted manifest and policy.
  const model = loadPackFromTexts(files).model;
  return { ...files, 'hcp.eval.json': starterEvalText(model, { maxTodoRefusals: TODO_REFUSALS }) };
}

export type { Candidate };
