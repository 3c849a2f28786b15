import { quote } from '../../../core/guards';
import { firstWords, probePointer, shown } from './shared';
import { createRule } from '../create';

export const r005NoPrompts = createRule({
  id: 'R005',
  category: 'probe',
  severity: 'error',
  docs: {
    title: 'Reads finish with stdin closed (no prompts, no hangs)',
    why: 'An agent runs the CLI with no terminal: a prompt waits for an answer that never comes, and the call hangs until the runtime kills it.',
    incorrect: '$ tool list < /dev/null\nReally list everything? [y/N]   (waits forever)',
    correct: '$ tool list --yes < /dev/null   (or: fails at once with "stdin is not a terminal; pass --yes")',
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
