import { quote } from '../../../core/guards';
import { pointer } from '../../../json/pointer';
import type { LoadedPack } from '../../load';
import { certainFailure, EVAL_FILE } from './shared';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const e005CasesPass = createRule({
  id: 'E005',
  category: 'eval',
  severity: 'error',
  docs: {
    title: 'Every case passes',
    why: 'A failing case is a command an agent will get wrong. Fix the command, or the case if its expectation is wrong; never weaken an expectation just to pass.',
    ...ledgerExample('hcp.eval.json', {
      incorrect: { '/cases/0/expect/contains': ['entries', 'running_balance'] },
      correct: {},
      show: ['/cases/0'],
    }),
  },
  check: ({ pack, outcomes }) => {
    if (!outcomes) return certainFailures(pack);
    const commands = new Set(pack.model.commands.map((c) => c.key));
    return outcomes
      .filter((o) => !o.passed && commands.has(o.verb))
      .map((o) => ({
        file: EVAL_FILE,
        pointer: pointer('cases', o.index),
        message: `Case ${quote(o.name, 80)} (${o.verb}) failed: ${o.error ?? 'no reason given'}.`,
        fix: o.ran
          ? `Fix the command "${o.verb}" (its cli[] or the CLI) so the case passes, or the case if its expectation is wrong; never weaken an expectation just to make it pass.`
          : `Replace each "TODO …" argument of case ${quote(o.name, 80)} with a real value from the CLI (see "${pack.model.cliBin ?? 'the CLI'} --help").`,
      }));
  },
});

/** Before (or without) a run: the cases the files alone show cannot pass, so the live check counts them too. */
function certainFailures(pack: LoadedPack) {
  return (pack.model.evalCases ?? []).flatMap((c) => {
    const problem = certainFailure(pack.model, c);
    if (!problem) return [];
    const name = quote(c.name ?? `#${c.index + 1}`, 80);
    return [
      {
        file: EVAL_FILE,
        pointer: pointer('cases', c.index, 'args'),
        message: `Case ${name} (${c.verb}) cannot pass: ${problem}.`,
        fix: problem.startsWith('argument')
          ? `Replace each "TODO …" argument of case ${name} with a real value from the CLI (see "${pack.model.cliBin ?? 'the CLI'} --help").`
          : `Give case ${name} the arguments "${c.verb}" declares in surface.json (its args.properties and args.required), or expect the refusal ("ok": false).`,
      },
    ];
  });
}
