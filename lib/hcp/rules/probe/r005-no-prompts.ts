import { quote } from '../../../core/guards';
import { firstWords, probePointer, shown } from './shared';
import { createRule } from '../create';
import { probeExample } from '../example';

export const r005NoPrompts = createRule({
  id: 'R005',
  category: 'probe',
  severity: 'error',
  docs: {
    title: 'Reads finish with stdin closed (no prompts, no hangs)',
    why: 'An agent runs the CLI with no terminal: a prompt waits for an answer that never comes, and the call hangs until the runtime kills it.',
    ...probeExample({
      incorrect: {
        purpose: 'read',
        verb: 'list',
        argv: ['ledger', 'list', '--json'],
        exit_code: null,
        timed_out: true,
        ms: 10000,
        stdout: 'Really list every entry? [y/N]',
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
    ctx.observations
      .filter((o) => o.timed_out)
      .map((o) => {
        const said = firstWords(o, 60);
        return {
          file: 'surface.json' as const,
          pointer: probePointer(o),
          message: `${shown(o)} did not finish within ${ctx.timeoutMs} ms with stdin closed${said ? ` (last said ${quote(said)})` : ''}; the process group was killed.`,
          fix: 'Never prompt or wait when stdin is not a terminal: take the answer from a flag (such as --yes) or fail at once with a message on stderr.',
        };
      }),
});
