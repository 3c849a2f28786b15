import { MAX_TOKENS, ofPurpose, probePointer, shown } from './shared';
import { createRule } from '../create';

export const r008OutputBudget = createRule({
  id: 'R008',
  category: 'probe',
  severity: 'warn',
  docs: {
    title: 'Output stays under ~25,000 tokens',
    why: 'A result over an agent\'s tool-output budget is cut or crowds out the task; pagination and filters keep it useful.',
    incorrect: '$ tool list --json   # every record ever, 180,000 characters',
    correct: '$ tool list --json   # newest 20 with --limit and --cursor for more',
  },
  check: (ctx) =>
    ofPurpose(ctx, 'read')
      .filter((o) => o.tokens > MAX_TOKENS || (o.truncated && o.tokens > 0))
      .map((o) => ({
        file: 'surface.json' as const,
        pointer: probePointer(o),
        message: `${shown(o)} printed about ${o.tokens.toLocaleString('en')} tokens${o.truncated ? ' (cut at the output cap)' : ''}, over the ~25,000-token budget.`,
        fix: `Give "${o.verbs[0]}" a small default page (a --limit default, fewer fields) in cli[], and expose paging or filters as arguments.`,
      })),
});
