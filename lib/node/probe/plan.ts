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
  skipped: { verb: string; reason: string }[];
}

/**
 * What the probe layer runs: `--help`, an unknown subcommand, `<bin> <subcommand> --help` once per distinct
 * subcommand, and every read it can call. Never a write: only commands policy.json calls "read" without a
 * confirm gate are called.
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
  for (const { words, verbs } of bySubcommand.values())
    steps.push({ purpose: 'subcommand-help', verbs, words, args: [...words, '--help'] });

  const skipped: ProbePlan['skipped'] = [];
  for (const command of model.commands) {
    if (!isProbeableRead(pack, command.key)) continue;
    const args = readArgs(pack, command);
    if ('reason' in args) skipped.push({ verb: command.key, reason: args.reason });
    else steps.push({ purpose: 'read', verbs: [command.key], callArgs: args.args });
  }
  return { steps, skipped };
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
