import type { CallGate, Grant, PackRunner, PreparedCall, WorkspaceMode } from '../node/runtime/runner';
import { argvSource, buildArgv, displayBin } from './argv';
import { checkArgs } from './call-args';
import { packId, type LoadedPack } from './load';
import { commandRisk, isConfirmGated, needsApproval, policyRow } from './model';
import { writeBehind } from './write-alias';

/** The variable an HCP CLI reads its store from (the spec's HCP_HOME): set in every child's environment. */
export const HCP_HOME_VARIABLE = 'HCP_HOME';

/**
 * An HCP pack as the shared runtime runs it (lib/node/runtime): wrap.bin in its workspace mode, HCP_HOME in the
 * child's environment, and each call through HCP's gate: the grant its policy row's risk needs, the argument
 * schema, the confirm gate (`gate.approval` says which calls it covers), then the argv from the command's template.
 */
export function hcpRunner(pack: LoadedPack): PackRunner {
  const { model } = pack;
  const id = packId(pack);
  return {
    id,
    bin: model.wrap?.bin,
    displayBin: displayBin({ cliBin: model.cliBin, wrapBin: model.wrap?.bin }),
    workspaceMode: model.wrap?.workspaceMode as WorkspaceMode | undefined,
    agentEnv: model.wrap?.agentEnv,
    homeVariables: [HCP_HOME_VARIABLE],
    has: (verb) => model.commands.some((c) => c.key === verb),
    prepare: (verb, args, gate) => prepareCall(pack, id, verb, args, gate),
  };
}

/** Every refusal in the order the spec's exec pipeline gives them, then the argv: nothing here starts a process. */
function prepareCall(
  pack: LoadedPack,
  id: string,
  verb: string,
  args: Record<string, unknown>,
  gate: CallGate,
): PreparedCall {
  const { model } = pack;
  const label = `${id}.${verb}`;
  const command = model.commands.find((c) => c.key === verb);
  if (!command) return { ok: false, code: 'unknown_verb', error: `unknown command "${verb}" for pack "${id}"` };

  // A read whose argv a write could build is that write to the CLI: the write's grant and gate (./write-alias.ts).
  const behind = writeBehind(model, command, args);
  const gated = behind?.key ?? verb;
  const as = behind ? ` (its argv is one the write "${behind.key}" builds, so it is that write's call)` : '';
  const needed: Grant = `verb.exec.${commandRisk(model, gated)}`;
  if (!gate.grants.includes(needed))
    return { ok: false, code: 'denied', error: `denied: missing ${needed} for ${label}${as}` };

  const argProblem = checkArgs(command, args, label);
  if (argProblem) return { ok: false, code: 'invalid_args', error: argProblem };

  if (!gate.consent && needsApproval(model, gated, gate.approval))
    return isConfirmGated(model, gated)
      ? { ok: false, code: 'confirm_required', error: 'confirm required' }
      : {
          ok: false,
          code: 'approval_required',
          error: `approval required: ${label} is a write (policy.json risk ${JSON.stringify(policyRow(model, gated)?.risk ?? 'none')})${as}, and this runtime runs a write only once a person approves it (its approval card's approve button; a "confirm" argument is not an approval)`,
        };

  if (model.kind !== 'wrap' || !model.wrap?.bin)
    return {
      ok: false,
      code: 'adapter',
      error: `adapter "${model.kind}" cannot run in the reference runtime: only wrap packs with a wrap.bin run here`,
    };

  const built = buildArgv(argvSource(model, command), args);
  return built.ok ? built : { ok: false, code: 'invalid_args', error: `${built.error} for ${label}` };
}
