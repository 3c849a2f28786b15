import { quote } from '../../../core/guards';
import { formatCount } from '../../../core/number-format';
import { pointer } from '../../../json/pointer';
import type { ProbeContext, ProbeObservation, ProbePurpose } from './types';

import { z } from 'zod';

/** Output limits the catalogue names, as rule options: ~25,000 tokens (R008 warn), ~5,000 (R009 info), 3 seconds (R010 info). */
export const budgetOption = z.number().int().min(1).default(25000);
export const conciseOption = z.number().int().min(1).default(5000);
export const slowReadOption = z.number().int().min(1).default(3000);

/** 25000 as "25,000", for messages. */
export const count = formatCount;

/** `ledger list --json`, quoted for a message. */
export const shown = (o: Pick<ProbeObservation, 'argv'>) => quote(o.argv.join(' '), 80);

export const ofPurpose = (ctx: ProbeContext, purpose: ProbePurpose) =>
  ctx.observations.filter((o) => o.purpose === purpose);

/** Runs that started and finished on their own (not killed by the timeout, not failed to start). */
export const finished = (o: ProbeObservation) => !o.timed_out && !o.spawn_error && o.exit_code !== null;

/** Where a probe's finding points: the read's command, else wrap.bin. */
export function probePointer(o: ProbeObservation): string {
  return o.purpose === 'read' && o.verbs[0] ? pointer('verbs', o.verbs[0]) : '/wrap/bin';
}

/** The first line a failure said about itself: its JSON `error`, else stderr, else stdout. */
export function firstWords(o: Pick<ProbeObservation, 'stdout' | 'stderr'>, max = 100): string | undefined {
  try {
    const json = JSON.parse(o.stdout);
    if (json && typeof json.error === 'string') return json.error.slice(0, max);
  } catch {
    /* not JSON */
  }
  const line = [o.stderr, o.stdout]
    .map((t) =>
      t
        .split('\n')
        .map((l) => l.trim())
        .find(Boolean),
    )
    .find(Boolean);
  return line?.slice(0, max);
}

/** Health commands may exit 0 (healthy), 1 (unhealthy) or 2 (degraded / usage): doctor, status, health. */
export const isHealthCommand = (key: string) => /(^|\.)(doctor|status|health)$/.test(key);

/** The bin as the Skill names it, for messages. */
export const binShown = (ctx: ProbeContext) => ctx.pack.model.cliBin ?? ctx.pack.model.wrap?.bin ?? 'the CLI';
