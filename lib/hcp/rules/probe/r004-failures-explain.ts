import { finished, probePointer, shown } from './shared';
import { createRule } from '../create';
import { probeExample } from '../example';

export const r004FailuresExplain = createRule({
  id: 'R004',
  category: 'probe',
  severity: 'warn',
  docs: {
    title: 'Failures explain themselves on stderr or as JSON',
    why: 'An agent can only recover from a failure it can read: an exit code alone says nothing about what to change.',
    ...probeExample({
      incorrect: { purpose: 'read', verb: 'list', argv: ['ledger', 'list', '--json'], exit_code: 1 },
      correct: {
        purpose: 'read',
        verb: 'list',
        argv: ['ledger', 'list', '--json'],
        exit_code: 1,
        stdout: '{ "ok": false, "error": "store not found; run setup.apply" }',
        stderr: 'ledger: store not found; run setup.apply',
      },
    }),
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
