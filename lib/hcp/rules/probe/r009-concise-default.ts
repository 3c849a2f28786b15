import { CONCISE_TOKENS, MAX_TOKENS, ofPurpose, probePointer, shown } from './shared';
import { createRule } from '../create';

export const r009ConciseDefault = createRule({
  id: 'R009',
  category: 'probe',
  severity: 'info',
  docs: {
    title: 'Output over ~5,000 tokens suggests a concise default',
    why: 'High-signal output leaves room for the task: most calls need a summary, and a flag can ask for detail.',
    incorrect: '"cli": ["tool", "list"]            // 9,000 tokens by default',
    correct: '"cli": ["tool", "list", "--limit", "20"]',
  },
  check: (ctx) =>
    ofPurpose(ctx, 'read')
      .filter((o) => o.tokens > CONCISE_TOKENS && o.tokens <= MAX_TOKENS && !o.truncated)
      .map((o) => ({
        file: 'surface.json' as const,
        pointer: probePointer(o),
        message: `${shown(o)} printed about ${o.tokens.toLocaleString('en')} tokens; over ~5,000 a concise default usually serves agents better.`,
        fix: `Make "${o.verbs[0]}" concise by default (fewer fields or a smaller page in cli[]) and offer the detail behind an argument.`,
      })),
});
