/**
 * The figures `npm run bench:wrap` prints for one drafted CLI, from the draft and what wrap read (its pages, its Fig
 * spec): template or not, the draft's shape, commands drafted, first reads (against Fig's priority and the CLI's own
 * sections and the one vocabulary's reads, not wrap's ranking), positionals against the spec and the usage line, risk against Fig's isDangerous
 * and the one vocabulary, names that are prose, static findings, time. Pure: the bench and its test share it.
 */
import {
  actionOf,
  cliReads,
  gatedByHelp,
  namesItsDomain,
  readsTheSystem,
  settingOfThePlainCall,
  soundsDangerous,
} from '../core/vocabulary';
import { lintLoadedPack } from '../hcp/lint/lint';
import { loadPackFromTexts } from '../hcp/load';
import { staticReport } from '../hcp/report';
import type { WrapResult } from '../node/wrap';
import { ownUsageLine } from '../wrap/command-args';
import type { DraftedCommand } from '../wrap/draft';
import { specAt, type SpecCommand } from '../wrap/fig';
import { usagePositionals, usageTail } from '../wrap/usage';
import type { CorpusCli } from './wrap-corpus';

/** The list of the last wave, kept for its "hot reads" column. */
const PREVIOUS_HOT = new Set([
  'status',
  'list',
  'ls',
  'show',
  'get',
  'describe',
  'ps',
  'images',
  'logs',
  'log',
  'plan',
  'diff',
]);
const PRIMARY =
  /\b(common|main|basic|core|primary|popular|frequently|most used|getting started|beginner|high level)\b/i;

type Counts = { error: number; warn: number; info: number };

export interface CorpusFigures {
  cli: string;
  family: string;
  /** The corpus says the CLI has commands of its own (a flag-only filter does not). */
  hasCommands: boolean;
  previous: boolean;
  template: boolean;
  /** subcommands, flag-mode, invocations (from a spec), none (the honest one-line path), template. */
  shape: string;
  drafted: number;
  /**
   * Drafted reads a person runs first: a read of the system by the one vocabulary (never help or version), Fig
   * priority above 50, or the CLI's own primary section.
   */
  firstReads: number;
  /** Drafted reads the previous issue counted (its HOT list), for comparing with its table. */
  hotReads: number;
  /** Drafted commands whose required positionals are the spec's (of those the spec has). */
  positionalsSpec: { match: number; of: number };
  /** Drafted commands whose required positionals are their own usage line's (of those with one). */
  positionalsUsage: { match: number; of: number };
  /** Drafted commands the spec marks isDangerous, or whose help says it deletes, with no confirm gate: must be 0. */
  dangerousUngated: string[];
  /** Drafted writes the vocabulary calls state-changing (stop, prune, push…) with no confirm gate: must be 0. */
  stateUngated: string[];
  /** Every drafted write without a confirm gate, with what decided it: the list to read for a state change left ungated. */
  plainWrites: string[];
  /** Predicates and listings (is-*, list-*, show…) drafted as writes. */
  readsAsWrites: string[];
  /** Drafted names that are prose: not a command word, or in no spec and not verified live. Must be 0. */
  prose: string[];
  jsonFlags: number;
  /** Drafted names checked live, and those in the Fig spec (the previous issue's "verified live (spec)"). */
  verifiedLive: number;
  fromSpec: number;
  findings: Counts;
  ms: number;
}

export function figuresOf(entry: CorpusCli, result: WrapResult, ms: number): CorpusFigures {
  const { draft, help } = result;
  const surface = JSON.parse(draft.files['surface.json']) as {
    verbs: Record<string, { args?: { required?: string[] } }>;
  };
  const required = (key: string) => surface.verbs[key]?.args?.required?.length ?? 0;
  const primary = new Set(
    help.top.commands.filter((c) => c.section && PRIMARY.test(c.section)).map((c) => c.path.join(' ')),
  );
  const positionalsSpec = { match: 0, of: 0 };
  const positionalsUsage = { match: 0, of: 0 };
  const dangerousUngated: string[] = [];
  const stateUngated: string[] = [];
  const readsAsWrites: string[] = [];
  const prose: string[] = [];
  let firstReads = 0;
  let hotReads = 0;
  for (const c of draft.commands) {
    const name = c.path.join(' ') || result.help.name;
    const { word: last, description } = judgedBy(c, result);
    const spec = specNode(help.spec, c.path);
    const priority = spec && !('option' in spec) ? spec.priority : undefined;
    const valueRead = namesWhatItsCliReads(c, result);
    const action = judgedAction(c, result);
    if (c.risk === 'read') {
      // a read of the system by the one vocabulary (lib/core/vocabulary.ts readsTheSystem: its name, else its
      // description's first word; never help or version), Fig's priority, or the CLI's own primary section
      if (
        readsTheSystem(last, description) ||
        valueRead ||
        (priority ?? 50) > 50 ||
        primary.has(name) ||
        primary.has(c.path.slice(0, 1).join(' '))
      )
        firstReads++;
      if (PREVIOUS_HOT.has(last)) hotReads++;
    }
    if (spec && !('option' in spec)) {
      const wanted = spec.args.filter((a) => !a.optional && !a.isCommand && !a.name.trim().startsWith('['));
      positionalsSpec.of++;
      if (Math.min(wanted.length, 3) === required(c.key)) positionalsSpec.match++;
    }
    const line = ownUsageLine(c.path, help.pages[name]);
    if (line) {
      positionalsUsage.of++;
      const wanted = usagePositionals(usageTail(line, c.path)).filter((p) => p.required).length;
      if (Math.min(wanted, 3) === required(c.key)) positionalsUsage.match++;
    }
    const dangerous =
      (spec && 'option' in spec ? spec.option.dangerous : spec?.dangerous) ||
      soundsDangerous(help.pages[name]?.description) ||
      !!gatedByHelp(description);
    if (dangerous && !c.confirm) dangerousUngated.push(name);
    if (action.gated && !c.confirm) stateUngated.push(name);
    // an option of the plain call (`--checkJs`) or a self-read word the CLI manages (changeset's `version`) is no read
    const reads =
      action.does === 'read' &&
      !settingOfThePlainCall(last, description) &&
      !namesItsDomain(last, help.top.description);
    if (reads && c.risk === 'write' && !action.gated) readsAsWrites.push(name);
    const wordsOk = c.path.every((w) => /^(--?)?[a-z0-9][a-z0-9._:+-]*$/i.test(w) && !/^[A-Z][a-z]/.test(w));
    if (!wordsOk || (c.source !== 'spec' && !c.verified)) prose.push(name);
  }
  return {
    cli: entry.cli,
    family: entry.family,
    hasCommands: entry.commands !== false,
    previous: !!entry.previous,
    template: draft.template,
    shape: shapeOf(result),
    drafted: draft.commands.length,
    firstReads,
    hotReads,
    positionalsSpec,
    positionalsUsage,
    dangerousUngated,
    stateUngated,
    readsAsWrites,
    plainWrites: draft.commands
      .filter((c) => c.risk === 'write' && !c.confirm)
      .map((c) => `${c.path.join(' ') || help.name}: ${judgedBy(c, result).description ?? '(no description)'}`),
    prose,
    jsonFlags: draft.commands.filter((c) => c.jsonFlag).length,
    verifiedLive: draft.commands.filter((c) => help.verified?.[c.path.join(' ')]?.ok).length,
    fromSpec: draft.commands.filter((c) => c.source === 'spec').length,
    findings: findingsOf(result),
    ms,
  };
}

/**
 * The word and the help a drafted command is judged by (the bench, the replay tests): its own last word, but a
 * one-letter flag or name (7-Zip's `l`, ssh-keygen's `-l`) by its command name (`list`), and so an abbreviation the
 * CLI itself names in full (xmlstarlet's `val (or validate)`, drafted as `validate`); its own help page's
 * description, else the drafted one.
 */
export function judgedBy(c: DraftedCommand, result: WrapResult): { word: string; description?: string } {
  const { help } = result;
  const tail = c.path[c.path.length - 1] ?? c.key;
  const named = c.key.split('.').pop() ?? tail;
  const longName = help.top.commands.some((h) => h.longName === named && h.path.at(-1) === tail);
  // a grammar's verb before its object (nft's `flush ruleset`) is the word that says what it does
  const verb = help.top.commands.find((h) => h.verb && h.path.join(' ') === c.path.join(' '))?.verb;
  const word = verb ?? (tail.replace(/^-+/, '').length <= 2 || longName ? named : tail);
  const surface = JSON.parse(result.draft.files['surface.json']) as { verbs: Record<string, { description?: string }> };
  const description = help.pages[c.path.join(' ') || help.name]?.description ?? surface.verbs[c.key]?.description;
  return { word, ...(description ? { description } : {}) };
}

/** A value of a reading CLI's operand (getent's `passwd`, "Get entries from…"): it names what is read. */
function namesWhatItsCliReads(c: DraftedCommand, { help }: WrapResult): boolean {
  const name = c.path.join(' ');
  return cliReads(help.top.description) && help.top.commands.some((h) => h.operandValue && h.path.join(' ') === name);
}

/** What the judge takes a drafted command to do: the one vocabulary's action, a read for a reading CLI's value. */
export function judgedAction(c: DraftedCommand, result: WrapResult): ReturnType<typeof actionOf> {
  if (namesWhatItsCliReads(c, result)) return { does: 'read' };
  const { word, description } = judgedBy(c, result);
  return actionOf(word, description);
}

/** The spec's node for a drafted path: a subcommand, or for a flag-mode command the option it is. */
function specNode(
  spec: SpecCommand | undefined,
  path: readonly string[],
): SpecCommand | { option: SpecCommand['options'][number] } | undefined {
  if (!spec) return undefined;
  const flagAt = path.findIndex((w) => w.startsWith('-'));
  if (flagAt < 0) return specAt(spec, path);
  const parent = specAt(spec, path.slice(0, flagAt));
  const option = parent?.options.find((o) => o.names.includes(path[flagAt]));
  return option ? { option } : undefined;
}

function shapeOf(result: WrapResult): string {
  const { draft } = result;
  if (draft.template) return 'template';
  if (!draft.commands.length) return 'none';
  if ('shape' in draft && typeof draft.shape === 'string') return draft.shape;
  return draft.commands.some((c) => c.path.some((w) => w.startsWith('-'))) ? 'flag-mode' : 'subcommands';
}

function findingsOf(result: WrapResult): Counts {
  const pack = loadPackFromTexts(result.draft.files);
  if (lintLoadedPack(pack).length) return { error: -1, warn: -1, info: -1 };
  return staticReport(pack).counts;
}
