import { pointer } from '../../../json/pointer';
import { finished, firstWords, ofPurpose } from './shared';
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
      '`<bin> <subcommand> --help` for each subcommand a read uses, and the read itself. A subcommand that only writes, confirm-gated commands or commands without a policy.json row use is never started, not even with `--help` (a CLI that ignores the flag would perform the write), so R014 does not judge it and says nothing of it: the probe table lists it as not run.',
    file: 'surface.json',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/list/cli': ['ledger', 'lst'] },
      correct: {},
      show: ['/verbs/list'],
    }),
  },
  check: (ctx) => {
    const help = ofPurpose(ctx, 'help').find((o) => finished(o) && o.exit_code === 0);
    return ofPurpose(ctx, 'subcommand-help')
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
  },
});

/** `<bin> <sub> --help` failed, or printed the root help word for word while the root help never names the subcommand. */
function missing(o: ProbeObservation, help: ProbeObservation | undefined): boolean {
  if (!finished(o)) return false;
  if (o.exit_code !== 0) return true;
  const word = o.words?.[0];
  return (
    !!help &&
    !!word &&
    o.stdout.trim() === help.stdout.trim() &&
    !new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(help.stdout)
  );
}

const readSucceeded = (ctx: ProbeContext, verbs: string[]) =>
  ofPurpose(ctx, 'read').some((r) => verbs.includes(r.verbs[0] ?? '') && r.exit_code === 0);
