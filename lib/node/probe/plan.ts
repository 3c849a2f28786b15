import { asRecord } from '../../core/guards';
import { argvSource, argvTemplate, CONFIRM_ARG, exampleArgs, placeholderNames, subcommandWords } from '../../hcp/argv';
import type { LoadedPack } from '../../hcp/load';
import { isConfirmGated, policyRow, type CommandView } from '../../hcp/model';
import { expectsOk } from '../../hcp/rules/eval/shared';
import type { ProbePurpose } from '../../hcp/rules/probe/types';
import { writeBehind } from '../../hcp/write-alias';

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

/** A probe the plan does not run: a write could start from its argv (`<bin> <subcommand> --help`, `<bin> --help`). */
export interface WithheldProbe {
  purpose: Exclude<ProbePurpose, 'read'>;
  /** The writes the probe could start. */
  verbs: string[];
  words: string[];
  args: string[];
  reason: string;
}

/**
 * What the probe layer runs: `--help`, an unknown subcommand, `<bin> <subcommand> --help` once per distinct
 * subcommand a read uses, and every read it can call. Never anything of a write's, decided by policy.json's rows,
 * not by the words: only commands policy.json calls "read" without a confirm gate are called, and a probe whose argv
 * a write could take for its own is not run at all, not even with `--help` (a CLI that ignores the flag would
 * perform the write). That is a subcommand a write uses, even when a read uses the same words (`daemon nuke
 * --dry-run` beside the write `daemon nuke`), and any argv a write's value could complete (`<bin> x --help` when a
 * write is `<bin> {{target}}`). Those are `withheld`, with the reason.
 */
export function planProbes(pack: LoadedPack): ProbePlan {
  const { model } = pack;
  const writes = model.commands
    .filter((c) => !isProbeableRead(pack, c.key))
    .map((c) => ({ key: c.key, template: argvTemplate(argvSource(model, c)) }));
  const steps: ProbeStep[] = [];
  const withheld: WithheldProbe[] = [];
  const plan = (purpose: Exclude<ProbePurpose, 'read'>, words: string[], args: string[], reads: string[]) => {
    const reached = writes.filter((w) => mayStart(w.template, args)).map((w) => w.key);
    if (reached.length)
      withheld.push({ purpose, verbs: reached, words, args, reason: whyWithheld(pack, reached, 'could start') });
    else steps.push({ purpose, verbs: reads, ...(purpose === 'subcommand-help' ? { words } : {}), args });
  };
  plan('help', [], ['--help'], []);
  plan('unknown', [], [UNKNOWN_SUBCOMMAND], []);
  const bySubcommand = new Map<string, { words: string[]; verbs: string[] }>();
  for (const command of model.commands) {
    const words = subcommandWords(argvSource(model, command));
    if (!words.length) continue;
    const key = words.join(' ');
    const entry = bySubcommand.get(key) ?? { words, verbs: [] };
    entry.verbs.push(command.key);
    bySubcommand.set(key, entry);
  }
  for (const { words, verbs } of bySubcommand.values()) {
    const reads = verbs.filter((verb) => isProbeableRead(pack, verb));
    // Only subcommands a read uses are probed; one only writes use is withheld whatever its argv.
    if (reads.length) plan('subcommand-help', words, [...words, '--help'], reads);
    else
      withheld.push({
        purpose: 'subcommand-help',
        verbs,
        words,
        args: [...words, '--help'],
        reason: whyWithheld(pack, verbs),
      });
  }

  const skipped: ProbePlan['skipped'] = [];
  for (const command of model.commands) {
    if (!isProbeableRead(pack, command.key)) continue;
    const args = readArgs(pack, command);
    const behind = 'reason' in args ? undefined : writeBehind(model, command, args.args);
    if ('reason' in args) skipped.push({ verb: command.key, reason: args.reason });
    else if (behind)
      skipped.push({
        verb: command.key,
        reason: `its argv is one the write "${behind.key}" builds (policy.json risk "write"), and probes never run a write`,
      });
    else steps.push({ purpose: 'read', verbs: [command.key], callArgs: args.args });
  }
  return { steps, skipped, withheld };
}

/**
 * Whether a write's template could start from this argv: its literal words lead the argv (a placeholder matches any
 * word), and the argv ends where the template ends or where a placeholder or flag of the write's could take what is
 * left. A CLI that ignores `--help` or an unknown word would then run the write.
 */
function mayStart(template: string[], args: string[]): boolean {
  for (const [i, arg] of args.entries()) {
    const token = template[i];
    if (token === undefined) return true; // the write's whole argv, and more the CLI may ignore
    if (placeholderNames(token).length || token.startsWith('-')) return true; // a value or flag of the write's from here on
    if (token !== arg) return false;
  }
  return true;
}

/**
 * Why a probe is not run, naming the writes as policy.json has them: a subcommand only writes use, or a probe whose
 * argv a write could take for its own (`could start`).
 */
function whyWithheld(pack: LoadedPack, verbs: string[], how: 'own' | 'could start' = 'own'): string {
  const each = verbs.map((verb) => {
    const row = policyRow(pack.model, verb);
    const said = !row
      ? 'has no policy.json row'
      : row.risk !== 'read'
        ? `is ${JSON.stringify(row.risk ?? 'no risk')}`
        : 'is confirm-gated';
    return `"${verb}" ${said}`;
  });
  const why =
    how === 'own'
      ? "probes never start a write's subcommand"
      : `${verbs.length > 1 ? 'their argv' : 'its argv'} could start from this probe's, and probes never start anything of a write's`;
  return `${each.join(', ')} in policy.json: ${why}, not even with --help, so R014 judges it from its parent's help listing`;
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
