import { SLOW_READ_MS, finished, ofPurpose, probePointer, shown } from './shared';
import { createRule } from '../create';

export const r010SlowReads = createRule({
  id: 'R010',
  category: 'probe',
  severity: 'info',
  docs: {
    title: 'Reads over 3 seconds',
    why: 'Agents call reads often; a slow read makes every turn slow and may hit a host timeout.',
    incorrect: '$ time tool status --json   # 4.2 s: checks every remote on each call',
    correct: '$ time tool status --json   # 0.3 s: cached, with a doctor command for the deep check',
  },
  check: (ctx) =>
    ofPurpose(ctx, 'read')
      .filter((o) => finished(o) && o.ms > SLOW_READ_MS)
      .map((o) => ({
        file: 'surface.json' as const,
        pointer: probePointer(o),
        message: `${shown(o)} took ${o.ms} ms, over 3 seconds.`,
        fix: `Speed up "${o.verbs[0]}" (cache, smaller default page, no network on the hot path) or move the slow check to a doctor command.`,
      })),
});
