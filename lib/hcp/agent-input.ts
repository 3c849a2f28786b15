import type { AgentPlace, AgentReadiness } from '../core/agent-readiness';
import { agentReadiness, type AgentInput, type SkillDrift, type TaskInput } from '../agent';
import { descriptionTasks } from '../agent/clause';
import { skillDrift, type SkillCommand } from '../agent/skill/drift';
import { SUPPRESSIONS_FILE } from '../core/suppressions-file';
import { pointer } from '../json/pointer';
import { cellText, type SkillDoc } from '../markdown/skill';
import { toolListing } from '../mcp/tools';
import { readAcceptedDrift } from '../suppress/accepted-drift';
import { argvSource, argvTemplate, binName, effectiveJsonFlag } from './argv';
import type { LoadedPack } from './load';
import { commandRisk, isConfirmGated, type PackModel } from './model';
import { skillPolicyDrift } from './skill-policy-drift';
import { hotPathTable } from './skill-table';

/**
 * The help texts `check --probe` read, by subcommand path ('' for the bin's own `--help`): the evidence the Skill's
 * flags are checked against. Absent for a static check.
 */
export type HelpTexts = ReadonlyMap<string, string>;

/**
 * An HCP pack's agent-readiness layer: its tools exactly as `packstudio mcp` lists them (lib/mcp/tools.ts),
 * HARNESS.md as the server's instructions, the tasks its hot-path table, eval cases and descriptions name, and
 * HARNESS.md's command lines against the commands' cli[] (and, given the probes' help texts, against the CLI).
 */
export function hcpAgentReadiness(pack: LoadedPack, help: HelpTexts | null = null): AgentReadiness {
  return agentReadiness(hcpAgentInput(pack, help));
}

export function hcpAgentInput(pack: LoadedPack, help: HelpTexts | null = null): AgentInput {
  const { model } = pack;
  const listing = toolListing(model);
  const skill = pack.texts['HARNESS.md'];
  const tools = listing.tools.map((t) => {
    const command = model.commands.find((c) => c.key === t.key)!;
    return {
      command: t.key,
      tool: t.tool as AgentInput['tools'][number]['tool'],
      args: command.args.map((a) => a.name),
      descriptionAt: place(
        pack,
        'surface.json',
        command.description === undefined ? command.pointer : `${command.pointer}/description`,
      ),
      argsAt: place(pack, 'surface.json', command.raw.args === undefined ? command.pointer : `${command.pointer}/args`),
    };
  });
  return {
    tools,
    instructions: skill === undefined ? null : { file: 'HARNESS.md', text: skill },
    tasks: [...hotPathTasks(pack), ...evalTasks(pack), ...descriptionTasks(tools)],
    skill: pack.skill && pack.surface?.ok ? withPolicyDrift(pack, help) : null,
    accepted: readAcceptedDrift(pack.texts[SUPPRESSIONS_FILE]),
  };
}

/** The Skill's command lines against the CLI, and its hot-path table against policy.json. */
function withPolicyDrift(pack: LoadedPack, help: HelpTexts | null): SkillDrift {
  const drift = skillDrift({
    doc: pack.skill!,
    file: 'HARNESS.md',
    bins: binsOf(pack.model),
    commands: skillCommands(pack.model),
    passThrough: passThroughOf(pack.model),
    help,
  });
  return { ...drift, findings: [...drift.findings, ...skillPolicyDrift(pack)] };
}

function place(pack: LoadedPack, file: 'surface.json' | 'hcp.eval.json', at: string): AgentPlace {
  const source = file === 'surface.json' ? pack.surface : pack.evalFile;
  return { file, pointer: at, ...(source?.locate(at) ?? { line: 1, column: 1 }) };
}

/** The names HARNESS.md may call the CLI by: cliBin, each cli[0], wrap.bin's file name. */
function binsOf(model: PackModel): Set<string> {
  const bins = new Set<string>();
  if (model.cliBin) bins.add(model.cliBin);
  for (const c of model.commands) if (c.cli?.[0]) bins.add(c.cli[0]);
  if (model.wrap?.bin) bins.add(binName(model.wrap.bin));
  return bins;
}

function skillCommands(model: PackModel): SkillCommand[] {
  return model.commands.map((c) => {
    const source = argvSource(model, c);
    return {
      key: c.key,
      template: argvTemplate(source),
      jsonFlag: effectiveJsonFlag(source),
      jsonBeforeSubcommand: source.jsonFlagPosition === 'before_subcommand',
      args: c.args.map((a) => ({ name: a.name, required: a.required, variadic: a.type === 'array' })),
      // Probes read only a read's own --help (lib/node/probe/plan.ts): never a write's subcommand.
      ownHelpReadable: commandRisk(model, c.key) === 'read' && !isConfirmGated(model, c.key),
    };
  });
}

function passThroughOf(model: PackModel): string[] {
  const allowed = (model.passThrough as { allowedSubcommands?: unknown } | undefined)?.allowedSubcommands;
  return Array.isArray(allowed) ? allowed.filter((s): s is string => typeof s === 'string') : [];
}

/** The hot-path table's "when" column: the column whose header says what a command is for, else the second. */
function hotPathTasks(pack: LoadedPack): TaskInput[] {
  const doc: SkillDoc | null = pack.skill;
  const table = doc && hotPathTable(doc);
  if (!table || table.header.length < 2) return [];
  const found = table.header.findIndex(
    (h, i) => i > 0 && /\b(use|when|for|purpose|what|does|task|description)\b/i.test(h),
  );
  const column = found === -1 ? 1 : found;
  const keys = new Set(pack.model.commands.map((c) => c.key));
  return table.rows.flatMap((row) => {
    const intended = cellText(row.cells[0] ?? '');
    const text = cellText(row.cells[column] ?? '');
    if (!keys.has(intended) || !text) return [];
    return [
      {
        text,
        source: 'hot-path' as const,
        intended,
        at: { file: 'HARNESS.md', pointer: table.section?.text ?? '', line: row.line, column: 1 },
      },
    ];
  });
}

function evalTasks(pack: LoadedPack): TaskInput[] {
  return (pack.model.evalCases ?? []).flatMap((c) =>
    c.name && c.verb
      ? [
          {
            text: c.name,
            source: 'eval' as const,
            intended: c.verb,
            at: place(pack, 'hcp.eval.json', pointer('cases', c.index, 'name')),
          },
        ]
      : [],
  );
}
