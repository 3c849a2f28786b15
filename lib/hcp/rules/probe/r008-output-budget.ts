import { z } from 'zod';
import { budgetOption, count, ofPurpose, probePointer, shown } from './shared';
import { createRule } from '../create';
import { LIST_OUTPUT, probeExample } from '../example';

export const r008OutputBudget = createRule({
  id: 'R008',
  category: 'probe',
  severity: 'warn',
  options: z.object({ maxTokens: budgetOption }),
  messages: {
    over: '{{run}} printed about {{tokens}} tokens{{cut}}, over the ~{{budget}}-token budget.',
  },
  docs: {
    title: 'Output stays under ~25,000 tokens',
    why: "A result over an agent's tool-output budget is cut or crowds out the task; pagination and filters keep it useful.",
    ...probeExample({
      incorrect: {
        purpose: 'read',
        verb: 'list',
        argv: ['ledger', 'list', '--json'],
        exit_code: 0,
        stdout: LIST_OUTPUT.everyEntry,
        tokens: 45000,
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
  check: (ctx, { options: { maxTokens }, message }) =>
    ofPurpose(ctx, 'read')
      .filter((o) => o.tokens > maxTokens || (o.truncated && o.tokens > 0))
      .map((o) => ({
        file: 'surface.json' as const,
        pointer: probePointer(o),
        message: message('over', {
          run: shown(o),
          tokens: count(o.tokens),
          cut: o.truncated ? ' (cut at the output cap)' : '',
          budget: count(maxTokens),
        }),
        fix: `Give "${o.verbs[0]}" a small default page (a --limit default, fewer fields) in cli[], and expose paging or filters as arguments.`,
      })),
});
