import { z } from 'zod';
import { budgetOption, conciseOption, count, ofPurpose, probePointer, shown } from './shared';
import { createRule } from '../create';
import { LIST_OUTPUT, probeExample } from '../example';

export const r009ConciseDefault = createRule({
  id: 'R009',
  category: 'probe',
  severity: 'info',
  /** Above maxTokens the output is R008's (over budget), not a matter of a concise default. */
  options: z.object({ conciseTokens: conciseOption, maxTokens: budgetOption }),
  messages: {
    large: '{{run}} printed about {{tokens}} tokens; over ~{{concise}} a concise default usually serves agents better.',
  },
  docs: {
    title: 'Output over ~5,000 tokens suggests a concise default',
    why: 'High-signal output leaves room for the task: most calls need a summary, and a flag can ask for detail.',
    ...probeExample({
      incorrect: {
        purpose: 'read',
        verb: 'list',
        argv: ['ledger', 'list', '--json'],
        exit_code: 0,
        stdout: LIST_OUTPUT.everyEntry,
        tokens: 9000,
      },
      correct: {
        purpose: 'read',
        verb: 'list',
        argv: ['ledger', 'list', '--limit', '20', '--json'],
        exit_code: 0,
        stdout: LIST_OUTPUT.newest20,
        tokens: 900,
      },
    }),
  },
  check: (ctx, { options: { conciseTokens, maxTokens }, message }) =>
    ofPurpose(ctx, 'read')
      .filter((o) => o.tokens > conciseTokens && o.tokens <= maxTokens && !o.truncated)
      .map((o) => ({
        file: 'surface.json' as const,
        pointer: probePointer(o),
        message: message('large', { run: shown(o), tokens: count(o.tokens), concise: count(conciseTokens) }),
        fix: `Make "${o.verbs[0]}" concise by default (fewer fields or a smaller page in cli[]) and offer the detail behind an argument.`,
      })),
});
