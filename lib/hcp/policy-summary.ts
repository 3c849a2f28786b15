import { asRecord, asStringArray } from '../core/guards';
import {
  confirmOf,
  policySummary,
  type PolicySetting,
  type PolicySummary,
  type SkillTeaching,
} from '../core/policy-summary';
import { cellText, type SkillDoc } from '../markdown/skill';
import {
  argvSource,
  argvTemplate,
  CONFIRM_ARG,
  displayBin,
  effectiveJsonFlag,
  placeholderNames,
  selectsJson,
  withJsonFlag,
} from './argv';
import { commandRisk, policyRow, type CommandView, type PackModel } from './model';
import type { BINDING_MODES, WORKSPACE_MODES } from './schemas/surface';
import { hotPathTable } from './skill-table';
import type { LoadedPack } from './load';

/**
 * An HCP pack's policy as lib/diff/policy-diff.ts compares it: from surface.json (commands, their argv, binding and
 * workspace), policy.json (risk and confirm; a command without a row is a write, as the runtime treats it) and
 * HARNESS.md (what the hot-path table's Risk column teaches).
 */
export function hcpPolicySummary(pack: LoadedPack): PolicySummary {
  const { model } = pack;
  const commands = model.commands.map((command) => ({
    id: command.key,
    risk: commandRisk(model, command.key),
    confirm: confirmOf(policyRow(model, command.key)?.confirm),
    argSources: argSources(model, command),
    runs: runs(model, command),
  }));
  return policySummary({
    commands,
    grants: [
      ...new Set(commands.map((c) => `verb.exec.${c.risk}`)),
      // Raw subcommands an agent may run through: each is a grant of its own.
      ...(asStringArray(asRecord(model.passThrough)?.allowedSubcommands) ?? []).map((s) => `pass_through:${s}`),
    ],
    settings: settings(model),
    ...(pack.skill ? { skillTeaches: skillTeaches(pack.skill) } : {}),
  });
}

/**
 * Breadth of each Binding mode: how far the credentials it mints reach (a mock none, the control plane's the most).
 * Breadth of each workspace mode: how much of the person's files the CLI runs among.
 */
const BINDING_BREADTH: Record<(typeof BINDING_MODES)[number], number> = {
  mock: 0,
  public: 1,
  local: 2,
  user: 3,
  mothership: 4,
};
const WORKSPACE_BREADTH: Record<(typeof WORKSPACE_MODES)[number], number> = {
  ephemeral: 0,
  none: 1,
  workspace: 2,
  project: 3,
};

function settings(model: PackModel): PolicySetting[] {
  const out: PolicySetting[] = [];
  const mode = model.binding?.mode;
  if (mode !== undefined)
    out.push({ field: 'binding.mode', label: 'Binding mode', value: mode, ...breadth(BINDING_BREADTH, mode) });
  const where = model.wrap?.workspaceMode;
  if (where !== undefined)
    out.push({
      field: 'wrap.workspace.mode',
      label: 'Where the CLI runs',
      value: where,
      ...breadth(WORKSPACE_BREADTH, where),
    });
  // How many raw arguments an agent may pass through: more is wider.
  const maxArgv = asRecord(model.passThrough)?.maxArgv;
  if (typeof maxArgv === 'number')
    out.push({
      field: 'pass_through.maxArgv',
      label: 'Pass-through arguments',
      value: String(maxArgv),
      breadth: maxArgv,
    });
  return out;
}

function breadth(table: Record<string, number>, value: string): { breadth?: number } {
  return Object.hasOwn(table, value) ? { breadth: table[value] } : {};
}

/** Where each declared argument lands in argv: the token it fills, with the flag before a bare placeholder. */
function argSources(model: PackModel, command: CommandView): Record<string, string> {
  const tokens = argvTemplate(argvSource(model, command));
  const out: Record<string, string> = {};
  for (const arg of command.args) {
    if (arg.name === CONFIRM_ARG) {
      out[arg.name] = 'confirm gate';
      continue;
    }
    const at = tokens.findIndex((t) => placeholderNames(t).includes(arg.name));
    if (at < 0) out[arg.name] = 'not passed';
    else {
      const before = tokens[at - 1];
      const standalone = tokens[at].trim().startsWith('{{');
      out[arg.name] = standalone && before?.startsWith('-') ? `${before} ${tokens[at]}` : tokens[at];
    }
  }
  return out;
}

/**
 * The process a call starts (wrap.bin, else the bin name) and its argv template with the JSON flag where the runtime
 * puts it: what the policy row approves. A flag slipped in through json_flag changes it too.
 */
function runs(model: PackModel, command: CommandView): string {
  const source = argvSource(model, command);
  const template = argvTemplate(source);
  const jsonFlag = selectsJson(template) ? [] : effectiveJsonFlag(source);
  return withJsonFlag(source, [source.wrapBin ?? displayBin(source), ...template], jsonFlag).join(' ');
}

/** "write, always confirmed" → write, always. */
const TAUGHT = /^\s*(read|write|destructive)\b(?:\s*,\s*(always\s+)?confirm(?:ed)?\b)?/i;

/** Each hot-path row whose Risk column reads as a risk, with the gate it teaches. */
function skillTeaches(skill: SkillDoc): SkillTeaching[] {
  const table = hotPathTable(skill);
  const riskColumn = table?.header.findIndex((h) => /^risk$/i.test(cellText(h))) ?? -1;
  if (!table || riskColumn < 0) return [];
  return table.rows.flatMap((row): SkillTeaching[] => {
    const command = cellText(row.cells[0] ?? '');
    const taught = TAUGHT.exec(cellText(row.cells[riskColumn] ?? ''));
    if (!command || !taught) return [];
    const confirm = taught[2] ? 'always' : /confirm/i.test(taught[0]);
    return [{ command, risk: taught[1].toLowerCase(), confirm, line: row.line }];
  });
}
