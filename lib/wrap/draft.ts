import { asSentence } from './parse-help';
import { loadPackFromTexts } from '../hcp/load';
import { starterEvalText } from '../hcp/rules/eval/starter';
import { displayName, scaffoldPack, slug } from '../hcp/scaffold';
import { cliTokens, commandArgs, TODO, type DraftCommand } from './command-args';
import { expandGroups, pick, rankListing, type CliHelp, type LeftOut } from './select';
import { draftSkill } from './skill';

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
}

export interface Draft {
  packId: string;
  files: PackFiles;
  commands: DraftedCommand[];
  /** Commands the CLI has that the pack leaves out, each with why, so the author can swap. */
  leftOut: LeftOut[];
  /** What the author should know: the template was used, a JSON flag was not found, … */
  notes: string[];
  /** True when no command list was recognised and the pack holds the template's commands. */
  template: boolean;
}

/**
 * The four files of a draft pack from what the help says. Pure. Whatever the help does not say stays the
 * template's TODO (M018 flags a TODO description, M021 a TODO example): nothing is invented.
 */
export function draftPack(help: CliHelp, options: DraftOptions): Draft {
  const packId = slug(options.id ?? help.name);
  const listing = rankListing(help.top.commands, help.pages);
  const expanded = expandGroups(listing.ranked, help.pages);
  if (expanded.candidates.length === 0)
    return templateDraft(help, options, packId, [...listing.leftOut, ...expanded.leftOut]);

  const { chosen, leftOut } = pick(expanded.candidates);
  const commands = chosen.map((c) =>
    commandArgs(c, help.pages[c.path.join(' ')], help.pages[c.path.slice(0, -1).join(' ')], help.top),
  );
  const jsonFlag = sharedJsonFlag(commands);
  const notes: string[] = [];
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
    verbs: Object.fromEntries(commands.map((c) => [c.candidate.key, verbEntry(help.name, c, jsonFlag.perCommand)])),
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
    'surface.json': json(surface),
    'policy.json': json(policy),
    'HARNESS.md': draftSkill({
      name: surface.name,
      bin: help.name,
      description: help.top.description,
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
    })),
    leftOut: [...listing.leftOut, ...expanded.leftOut, ...leftOut],
    notes,
    template: false,
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

function verbEntry(bin: string, command: DraftCommand, perCommand: boolean) {
  const { candidate, args } = command;
  const description = candidate.description
    ? asSentence(candidate.description)
    : `${TODO}: say what "${candidate.path.join(' ')}" takes and what it returns (the help gives no description).`;
  const flags = args.filter((a) => !('positional' in a.token)).flatMap(cliTokens);
  const positionals = args.filter((a) => 'positional' in a.token).flatMap(cliTokens);
  // The confirm gate asks the person; the CLI's own prompt would then hang with stdin closed (P004).
  const cli = [bin, ...candidate.path, ...(command.confirmFlag ? [command.confirmFlag] : []), ...flags, ...positionals];
  return {
    description,
    cli,
    policy: candidate.risk.risk,
    ...(perCommand && command.jsonFlag ? { json_flag: command.jsonFlag } : {}),
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
                  // An example is never guessed: a required one stays TODO, so eval and probes will not call it unfilled.
                  ...(a.required ? { examples: [`${TODO} ${a.name}`] } : {}),
                },
              ]),
            ),
            required: args.filter((a) => a.required).map((a) => a.name),
          },
        }
      : {}),
  };
}

/** No command list: the template's commands, pointed at the real bin, and a note saying so. */
function templateDraft(help: CliHelp, options: DraftOptions, packId: string, leftOut: LeftOut[]): Draft {
  const files = scaffoldPack(packId, { cliBin: help.name, wrapBin: options.wrapBin, onPath: options.onPath });
  return {
    packId,
    files,
    commands: [],
    leftOut,
    notes: [
      `no recognisable command list in "${help.name} --help": the pack holds the template's example commands; replace them with the CLI's real ones (M018)`,
    ],
    template: true,
  };
}

function withEval(files: Omit<PackFiles, 'hcp.eval.json'>): PackFiles {
  // The same starter `check --init-evals` writes, from the drafted manifest and policy.
  const model = loadPackFromTexts(files).model;
  return { ...files, 'hcp.eval.json': starterEvalText(model) };
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}
