import { finished, probePointer, shown } from './shared';
import { createRule } from '../create';

export const r004FailuresExplain = createRule({
  id: 'R004',
  category: 'probe',
  severity: 'warn',
  docs: {
    title: 'Failures explain themselves on stderr or as JSON',
    why: 'An agent can only recover from a failure it can read: an exit code alone says nothing about what to change.',
    incorrect: '$ ledger transfer 2.80 --json; echo $?\n1',
    correct: '$ ledger transfer 2.80 --json\n{ "ok": false, "error": "missing --to <payee>" }   (and a line on stderr)',
  },
  check: (ctx) =>
    ctx.observations
      .filter((o) => finished(o) && o.exit_code !== 0 && !o.stderr.trim() && !o.json)
      .map((o) => ({
        file: 'surface.json' as const,
        pointer: probePointer(o),
        message: `${shown(o)} exited ${o.exit_code} without a word on stderr or a JSON error on stdout.`,
        fix: 'On every failure print what went wrong and what to do on stderr, and in JSON mode also { "ok": false, "error": "…" } on stdout.',
      })),
});
