import { argvSource, subcommandWords } from '../../argv';
import { pointer } from '../../../json/pointer';
import { finished, firstWords, ofPurpose, shown } from './shared';
import { createRule } from '../create';
import type { ProbeContext, ProbeObservation } from './types';
import { ledgerExample } from '../example';

export const r014SubcommandExists = createRule({
  id: 'R014',
  category: 'probe',
  severity: 'error',
  docs: {
    title: "Every command's subcommand exists in the CLI",
    why: 'A cli[] that names a subcommand the CLI lacks fails on every call, whatever the arguments.',
    checks:
      "`<bin> <subcommand> --help` for each subcommand a read uses, and the read itself. A subcommand that only writes, confirm-gated commands or commands without a policy.json row use is never started, not even with `--help` (a CLI that ignores the flag would perform the write): R014 judges it from its parent's help listing, which the probe already reads (`<bin> --help`, or the parent subcommand's `--help`). When that listing names its siblings but not it, it does not exist; a help that lists none of them says nothing either way.",
    file: 'surface.json',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/list/cli': ['ledger', 'lst'] },
      correct: {},
      show: ['/verbs/list'],
    }),
  },
  check: (ctx) => {
    const help = ofPurpose(ctx, 'help').find((o) => finished(o) && o.exit_code === 0);
    const probed = ofPurpose(ctx, 'subcommand-help')
      .filter((o) => missing(o, help) && !readSucceeded(ctx, o.verbs))
      .flatMap((o) => {
        const bin = o.argv[0];
        const sub = `${bin} ${(o.words ?? []).join(' ')}`;
        const why =
          o.exit_code === 0
            ? `"${o.argv.join(' ')}" printed the root help, which never names "${o.words?.[0]}"`
            : (firstWords(o) ?? `"${o.argv.join(' ')}" exited ${o.exit_code}`);
        return o.verbs.map((verb) => ({
          file: 'surface.json' as const,
          pointer: pointer('verbs', verb, 'cli'),
          message: `"${sub}" is not a command of this CLI (${why}).`,
          fix: `Point "${verb}".cli at a subcommand that exists (see "${bin} --help"), or remove "${verb}" from surface.json, policy.json, and HARNESS.md.`,
        }));
      });
    return [...probed, ...unlistedSubcommands(ctx, help)];
  },
});

/**
 * Subcommands never started (a write's, or one a write could start from): judged from the nearest help of their
 * parent the probe read. The parent's listing must name the next word when it names at least one of its siblings
 * (other commands' words at that place); a help that lists none of them is no listing, so it proves nothing.
 */
function unlistedSubcommands(ctx: ProbeContext, rootHelp: ProbeObservation | undefined) {
  const { model } = ctx.pack;
  const commands = model.commands.map((c) => ({ key: c.key, words: subcommandWords(argvSource(model, c)) }));
  const helps = new Map<string, ProbeObservation>();
  if (rootHelp) helps.set('', rootHelp);
  for (const o of ofPurpose(ctx, 'subcommand-help'))
    if (finished(o) && o.exit_code === 0 && o.stdout.trim() !== rootHelp?.stdout.trim())
      helps.set((o.words ?? []).join(' '), o);
  const started = new Set(ofPurpose(ctx, 'subcommand-help').map((o) => (o.words ?? []).join(' ')));
  const unlisted = new Map<string, { words: string[]; parent: ProbeObservation; verbs: string[] }>();
  for (const { key, words } of commands) {
    if (!words.length || started.has(words.join(' ')) || readSucceeded(ctx, [key])) continue;
    // The longest prefix whose help was read lists the word after it.
    const depth = [...Array(words.length).keys()].reverse().find((n) => helps.has(words.slice(0, n).join(' ')));
    if (depth === undefined) continue;
    const prefix = words.slice(0, depth).join(' ');
    const parent = helps.get(prefix)!;
    const word = words[depth];
    const siblings = new Set(
      commands
        .filter((c) => c.words.slice(0, depth).join(' ') === prefix && c.words.length > depth)
        .map((c) => c.words[depth]),
    );
    siblings.delete(word);
    const listing = [...siblings].some((s) => names(parent.stdout, s));
    if (!listing || names(parent.stdout, word)) continue;
    const sub = words.slice(0, depth + 1).join(' ');
    const entry = unlisted.get(sub) ?? { words: words.slice(0, depth + 1), parent, verbs: [] };
    entry.verbs.push(key);
    unlisted.set(sub, entry);
  }
  return [...unlisted.values()].flatMap(({ words, parent, verbs }) => {
    const bin = parent.argv[0];
    return verbs.map((verb) => ({
      file: 'surface.json' as const,
      pointer: pointer('verbs', verb, 'cli'),
      message: `"${bin} ${words.join(' ')}" is not a command of this CLI (${shown(parent)} lists the commands beside it but not "${words[words.length - 1]}"; a subcommand a write uses is never started, so its parent's listing decides).`,
      fix: `Point "${verb}".cli at a subcommand that ${shown(parent)} lists, or remove "${verb}" from surface.json, policy.json, and HARNESS.md.`,
    }));
  });
}

/** Whether a help text names `word` as a whole word. */
function names(help: string, word: string): boolean {
  return new RegExp(`(?<![\\w-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(help);
}

/** `<bin> <sub> --help` failed, or printed the root help word for word while the root help never names the subcommand. */
function missing(o: ProbeObservation, help: ProbeObservation | undefined): boolean {
  if (!finished(o)) return false;
  if (o.exit_code !== 0) return true;
  const word = o.words?.[0];
  return !!help && !!word && o.stdout.trim() === help.stdout.trim() && !names(help.stdout, word);
}

const readSucceeded = (ctx: ProbeContext, verbs: string[]) =>
  ofPurpose(ctx, 'read').some((r) => verbs.includes(r.verbs[0] ?? '') && r.exit_code === 0);
