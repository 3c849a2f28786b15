import { asRecord } from '../../core/guards';
import { argvSource, CONFIRM_ARG, exampleArgs, subcommandWords } from '../../hcp/argv';
import type { LoadedPack } from '../../hcp/load';
import { isConfirmGated, policyRow, type CommandView } from '../../hcp/model';
import { expectsOk } from '../../hcp/rules/eval/shared';
import type { ProbePurpose } from '../../hcp/rules/probe/types';

/** The word probes pass as an unknown subcommand. */
export const UNKNOWN_SUBCOMMAND = 'hcp-probe-no-such-command';

export type ProbeStep =
  | { purpose: Exclude<ProbePurpose, 'read'>; verbs: string[]; words?: string[]; args: string[] }
  | { purpose: 'read'; verbs: [string]; callArgs: Record<string, unknown> };

export interface ProbePlan {
  steps: ProbeStep[];
  /** Reads the layer cannot call (a required value missing), and why (R012 names them). */
  skipped: { verb: string; reason: string }[];
  /** Probes never run, because they would start a write's subcommand (`purge --help` on a CLI that ignores --help purges). */
  withheld: WithheldProbe[];
}

/** A `<bin> <subcommand> --help` the plan does not run: every command on that subcommand is a write. */
export interface WithheldProbe {
  verbs: string[];
  words: string[];
  args: string[];
  reason: string;
}

/**
 * What the probe layer runs: `--help`, an unknown subcommand, `<bin> <subcommand> --help` once per distinct
 * subcommand a read uses, and every read it can call. Never a write: only commands policy.json calls "read"
 * without a confirm gate are called, and a subcommand only writes use is not started at all, not even with
 * `--help` (a CLI that ignores the flag would perform the write); those are `withheld`, with the reason.
 */
export function planProbes(pack: LoadedPack): ProbePlan {
  const { model } = pack;
  const steps: ProbeStep[] = [
    { purpose: 'help', verbs: [], args: ['--help'] },
    { purpose: 'unknown', verbs: [], args: [UNKNOWN_SUBCOMMAND] },
  ];
  const bySubcommand = new Map<string, { words: string[]; verbs: string[] }>();
  for (const command of model.commands) {
    const words = subcommandWords(argvSource(model, command));
    if (!words.length) continue;
    const key = words.join(' ');
    const entry = bySubcommand.get(key) ?? { words, verbs: [] };
    entry.verbs.push(command.key);
    bySubcommand.set(key, entry);
  }
  const withheld: WithheldProbe[] = [];
  for (const { words, verbs } of bySubcommand.values()) {
    const reads = verbs.filter((verb) => isProbeableRead(pack, verb));
    const args = [...words, '--help'];
    if (reads.length) steps.push({ purpose: 'subcommand-help', verbs: reads, words, args });
    else withheld.push({ verbs, words, args, reason: whyWithheld(pack, verbs) });
  }

  const skipped: ProbePlan['skipped'] = [];
  for (const command of model.commands) {
    if (!isProbeableRead(pack, command.key)) continue;
    const args = readArgs(pack, command);
    if ('reason' in args) skipped.push({ verb: command.key, reason: args.reason });
    else steps.push({ purpose: 'read', verbs: [command.key], callArgs: args.args });
  }
  return { steps, skipped, withheld };
}

/** Why a subcommand is not probed, naming its commands as policy.json has them. */
function whyWithheld(pack: LoadedPack, verbs: string[]): string {
  const each = verbs.map((verb) => {
    const row = policyRow(pack.model, verb);
    const said = !row
      ? 'has no policy.json row'
      : row.risk !== 'read'
        ? `is ${JSON.stringify(row.risk ?? 'no risk')}`
        : 'is confirm-gated';
    return `"${verb}" ${said}`;
  });
  return `${each.join(', ')} in policy.json: probes never start a write's subcommand, not even with --help`;
}

/** A read in policy.json and not confirm-gated: the only commands a probe may call. */
export function isProbeableRead(pack: LoadedPack, key: string): boolean {
  return policyRow(pack.model, key)?.risk === 'read' && !isConfirmGated(pack.model, key);
}

/**
 * A read's arguments: those of the first eval case on it that expects success, else the first example of each
 * required argument. Not callable when a required value is missing or still a TODO.
 */
export function readArgs(
  pack: LoadedPack,
  command: CommandView,
): { args: Record<string, unknown> } | { reason: string } {
  const fromCase = pack.model.evalCases?.find((c) => c.verb === command.key && expectsOk(c));
  const args = fromCase ? { ...(asRecord(fromCase.args) ?? {}) } : exampleArgs(command, true);
  delete args[CONFIRM_ARG];
  const todo = Object.entries(args).find(([, v]) => typeof v === 'string' && v.trimStart().startsWith('TODO'));
  if (todo) return { reason: `argument "${todo[0]}" is still ${JSON.stringify(todo[1])}` };
  const missing = command.required.filter((name) => name !== CONFIRM_ARG && args[name] === undefined);
  if (missing.length)
    return {
      reason: `required ${missing.map((m) => `"${m}"`).join(', ')} ha${missing.length > 1 ? 've' : 's'} no example and no eval case`,
    };
  return { args };
}
