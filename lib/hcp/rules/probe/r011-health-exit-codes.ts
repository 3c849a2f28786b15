import { finished, isHealthCommand, ofPurpose, probePointer, shown } from './shared';
import { createRule } from '../create';
import { probeExample } from '../example';

export const r011HealthExitCodes = createRule({
  id: 'R011',
  category: 'probe',
  severity: 'warn',
  docs: {
    title: 'Health commands exit 0, 2, or 1',
    why: 'Runtimes read a doctor or status exit code as healthy (0), degraded (2) or failing (1); any other code is unreadable.',
    ...probeExample({
      incorrect: {
        purpose: 'read',
        verb: 'status',
        argv: ['ledger', 'status', '--json'],
        exit_code: 3,
        stdout: '{ "ok": false, "error": "provider link expires tomorrow" }',
      },
      correct: {
        purpose: 'read',
        verb: 'status',
        argv: ['ledger', 'status', '--json'],
        exit_code: 2,
        stdout: '{ "ok": false, "error": "provider link expires tomorrow" }',
      },
    }),
  },
  check: (ctx) =>
    ofPurpose(ctx, 'read')
      .filter((o) => finished(o) && isHealthCommand(o.verbs[0] ?? '') && ![0, 1, 2].includes(o.exit_code!))
      .map((o) => ({
        file: 'surface.json' as const,
        pointer: probePointer(o),
        message: `Health command "${o.verbs[0]}" (${shown(o)}) exited ${o.exit_code}; health commands exit 0 (ok), 2 (degraded) or 1 (failing).`,
        fix: `Map the states of "${o.verbs[0]}" to exit 0 when healthy, 2 when degraded and 1 when failing.`,
      })),
});
