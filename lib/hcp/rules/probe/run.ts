import type { Finding } from '../../../core/finding';
import type { ProbeRule } from '../create';
import { runHcpRules } from '../run';
import { PROBE_RULES } from './index';
import type { ProbeContext } from './types';

/** Every probe rule over one probe layer's runs, located like static findings. */
export function probeFindings(ctx: ProbeContext, rules: readonly ProbeRule[] = PROBE_RULES): Finding[] {
  return runHcpRules(rules, ctx, ctx.pack);
}
