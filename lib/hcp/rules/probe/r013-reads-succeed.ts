import { firstWords, finished, isHealthCommand, ofPurpose, probePointer, shown } from './shared';
import { createRule } from '../create';
import { probeExample } from '../example';

export const r013ReadsSucceed = createRule({
  id: 'R013',
  category: 'probe',
  severity: 'error',
  docs: {
    title: 'Read commands succeed',
    why: "A read that fails with the manifest's own example arguments fails for agents too: the command, its cli[] or its examples are wrong.",
    ...probeExample({
      incorrect: {
        purpose: 'read',
        verb: 'list',
        argv: ['ledger', 'list', '--json'],
        exit_code: 1,
        stderr: 'ledger: store not found',
      },
      correct: {
        purpose: 'read',
        verb: 'list',
        argv: ['ledger', 'list', '--json'],
        exit_code: 0,
        stdout: '{ "ok": true, "entries": [] }',
      },
    }),
  },
  check: (ctx) =>
    ofPurpose(ctx, 'read')
      .filter(
        (o) =>
          finished(o) &&
          o.exit_code !== 0 &&
          !(isHealthCommand(o.verbs[0] ?? '') && (o.exit_code === 1 || o.exit_code === 2)),
      )
      .map((o) => {
        const said = firstWords(o);
        return {
          file: 'surface.json' as const,
          pointer: probePointer(o),
          message: `Read "${o.verbs[0]}" failed: ${shown(o)} exited ${o.exit_code}${said ? `: ${said}` : ''}.`,
          fix: `Make ${shown(o)} succeed: fix "${o.verbs[0]}".cli, or the example arguments probes used (the first eval case expecting success, else each argument's first "examples" value).`,
        };
      }),
});
