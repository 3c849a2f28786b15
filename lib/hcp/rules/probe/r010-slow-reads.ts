import { z } from 'zod';
import { finished, ofPurpose, probePointer, shown, slowReadOption } from './shared';
import { createRule } from '../create';
import { probeExample } from '../example';

export const r010SlowReads = createRule({
  id: 'R010',
  category: 'probe',
  severity: 'info',
  options: z.object({ slowMs: slowReadOption }),
  messages: {
    slow: '{{run}} took {{ms}} ms, over {{limit}}.',
  },
  docs: {
    title: 'Reads over 3 seconds',
    why: 'Agents call reads often; a slow read makes every turn slow and may hit a host timeout.',
    ...probeExample({
      incorrect: {
        purpose: 'read',
        verb: 'status',
        argv: ['ledger', 'status', '--json'],
        exit_code: 0,
        ms: 4200,
        stdout: '{ "ok": true, "balance": "12.40" }',
      },
      correct: {
        purpose: 'read',
        verb: 'status',
        argv: ['ledger', 'status', '--json'],
        exit_code: 0,
        ms: 300,
        stdout: '{ "ok": true, "balance": "12.40" }',
      },
    }),
  },
  check: (ctx, { options: { slowMs }, message }) =>
    ofPurpose(ctx, 'read')
      .filter((o) => finished(o) && o.ms > slowMs)
      .map((o) => ({
        file: 'surface.json' as const,
        pointer: probePointer(o),
        message: message('slow', {
          run: shown(o),
          ms: o.ms,
          limit: `${slowMs / 1000} second${slowMs === 1000 ? '' : 's'}`,
        }),
        fix: `Speed up "${o.verbs[0]}" (cache, smaller default page, no network on the hot path) or move the slow check to a doctor command.`,
      })),
});
