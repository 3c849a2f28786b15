import { jsonFileText } from '../json/edit';
import type { CommandView } from './model';
import type { PackTexts } from './load';
import { hotPathRow, skillMarkdown } from './skill-draft';

/**
 * What `hcpx init` / `hcpx wrap` leave behind until the author replaces it: `example.*` commands, descriptions
 * starting with TODO, and `example` as a subcommand. The studio's new-pack scaffold uses it; M018 looks for it.
 */
export const SCAFFOLD_TEMPLATE = {
  /** Template command names start with this family. */
  commandFamily: 'example',
  /** Template descriptions start with this word. */
  descriptionPrefix: 'TODO',
  /** The subcommand template cli[] arrays name after the bin. */
  cliWord: 'example',
} as const;

export function isScaffoldCommand(command: Pick<CommandView, 'key' | 'description' | 'cli'>): boolean {
  const { commandFamily, descriptionPrefix, cliWord } = SCAFFOLD_TEMPLATE;
  return (
    command.key === commandFamily ||
    command.key.startsWith(`${commandFamily}.`) ||
    (command.description?.trimStart().startsWith(descriptionPrefix) ?? false) ||
    (command.cli?.slice(1).includes(cliWord) ?? false)
  );
}

interface TemplateCommandSpec {
  name: string;
  risk: 'read' | 'write';
  confirm?: true;
  use: string;
  args?: string[];
  confirmFlag?: string;
  preview?: { kind: string; title: string; fields: Record<string, string> };
}

const TEMPLATE_COMMANDS: TemplateCommandSpec[] = [
  { name: 'list', risk: 'read', use: 'List the items, newest first' },
  { name: 'show', risk: 'read', use: 'One item by id', args: ['item_id'] },
  { name: 'status', risk: 'read', use: 'Login and health of the CLI' },
  { name: 'create', risk: 'write', use: 'Create an item', args: ['title'] },
  // The confirmation flag and the removal preview are what P004 and M025 ask of every confirm-gated command:
  // the template shows them done, so its only findings are the TODOs an author must replace.
  {
    name: 'delete',
    risk: 'write',
    confirm: true,
    use: 'Delete an item, after a person confirms',
    args: ['item_id'],
    confirmFlag: '--yes',
    preview: { kind: 'removal', title: 'Delete {{item_id}}', fields: { item: '{{item_id}}' } },
  },
];

/** Where the template's CLI is: `wrap` points it at the real bin; a new pack assumes a CLI named like the pack, on PATH. */
export interface ScaffoldBin {
  cliBin: string;
  wrapBin: string;
  onPath: boolean;
}

/** A new pack's four files: a valid structure that passes lint, with the template commands M018 asks to replace. */
export function scaffoldPack(
  id: string,
  bin?: ScaffoldBin,
): Required<Pick<PackTexts, 'surface.json' | 'policy.json' | 'HARNESS.md' | 'hcp.eval.json'>> {
  const packId = slug(id);
  const name = displayName(packId);
  const where = bin ?? { cliBin: packId, wrapBin: packId, onPath: true };
  return {
    'surface.json': jsonFileText(scaffoldSurface(packId, name, where)),
    'policy.json': jsonFileText(scaffoldPolicy(packId)),
    'HARNESS.md': scaffoldSkill(where.cliBin, name),
    'hcp.eval.json': jsonFileText(scaffoldEval()),
  };
}

function scaffoldSurface(id: string, name: string, bin: ScaffoldBin) {
  const { descriptionPrefix, cliWord } = SCAFFOLD_TEMPLATE;
  const verbs = Object.fromEntries(
    TEMPLATE_COMMANDS.map((c) => [
      commandKey(c),
      {
        description: `${descriptionPrefix}: say what "${c.name}" takes and what it returns (${c.use.toLowerCase()}).`,
        cli: [
          bin.cliBin,
          cliWord,
          c.name,
          ...(c.args ?? []).map((a) => `{{${a}}}`),
          ...(c.confirmFlag ? [c.confirmFlag] : []),
        ],
        policy: c.risk,
        ...(c.preview ? { preview: c.preview } : {}),
        ...(c.args
          ? {
              args: {
                type: 'object',
                properties: Object.fromEntries(
                  c.args.map((a) => [
                    a,
                    {
                      type: 'string',
                      description: `${descriptionPrefix}: where the agent gets the ${a}`,
                      examples: [`${descriptionPrefix} ${a}`],
                    },
                  ]),
                ),
                required: c.args,
              },
            }
          : {}),
      },
    ]),
  );
  return {
    id,
    name,
    kind: 'wrap',
    cliBin: bin.cliBin,
    plane: 'runtime',
    transports: ['cli', 'json_exec'],
    binding: { mode: 'user', hub: 'keyring', family: id },
    wrap: { bin: bin.wrapBin, ...(bin.onPath ? { workspace: { mode: 'project' } } : {}) },
    verbs,
  };
}

function scaffoldPolicy(id: string) {
  return {
    surface_id: id,
    verbs: Object.fromEntries(
      TEMPLATE_COMMANDS.map((c) => [commandKey(c), { risk: c.risk, ...(c.confirm ? { confirm: c.confirm } : {}) }]),
    ),
  };
}

function scaffoldSkill(cliBin: string, name: string): string {
  return skillMarkdown({
    name,
    lead: `${SCAFFOLD_TEMPLATE.descriptionPrefix}: one paragraph on what ${name} does for an agent, and whether it needs a login first.`,
    rows: TEMPLATE_COMMANDS.map((c) => hotPathRow(commandKey(c), c.use, c.risk, Boolean(c.confirm))),
    example: `${cliBin} ${SCAFFOLD_TEMPLATE.cliWord} list --json`,
    setup: `${SCAFFOLD_TEMPLATE.descriptionPrefix}: how a person logs in once, e.g. \`${cliBin} auth login\`.`,
    antiPatterns: [
      'Do not parse the human text output; always pass `--json`.',
      'Do not delete anything before a person has confirmed it.',
      'Do not guess an id; read it from the list output.',
    ],
  });
}

function scaffoldEval() {
  const reads = TEMPLATE_COMMANDS.filter((c) => c.risk === 'read').map((c) => ({
    name: `${commandKey(c)} returns JSON`,
    verb: commandKey(c),
    args: todoArgs(c),
    expect: { ok: true, json: true, max_ms: 3000, max_tokens: 5000 },
  }));
  const refusals = TEMPLATE_COMMANDS.filter((c) => c.confirm).map((c) => ({
    name: `${commandKey(c)} is refused without confirm`,
    verb: commandKey(c),
    args: todoArgs(c),
    expect: { ok: false, error: 'confirm required' },
  }));
  return { cases: [...reads, ...refusals] };
}

function todoArgs(c: TemplateCommandSpec): Record<string, string> {
  return Object.fromEntries((c.args ?? []).map((a) => [a, `TODO ${a}`]));
}

function commandKey(c: TemplateCommandSpec): string {
  return `${SCAFFOLD_TEMPLATE.commandFamily}.${c.name}`;
}

export function slug(id: string): string {
  return (
    id
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'my-cli'
  );
}

export function displayName(id: string): string {
  return id
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
