import type { Finding, RawFinding } from '../../../core/finding';
import { toFinding } from '../../locate';
import { PROBE_RULES } from './index';
import type { ProbeContext, ProbeRule } from './types';

/** Every probe rule over one probe layer's runs, located like static findings. A rule that throws becomes a note, never a crash. */
export function probeFindings(ctx: ProbeContext, rules: readonly ProbeRule[] = PROBE_RULES): Finding[] {
  return rules.flatMap((rule) => safely(rule.meta.id, () => rule.check(ctx)).map((raw) => toFinding(ctx.pack, rule.meta, raw)));
}

export function safely(id: string, check: () => RawFinding[]): RawFinding[] {
  try {
    return check();
  } catch (error) {
    return [{
      file: 'surface.json',
      pointer: '',
      severity: 'info',
      message: `internal: rule ${id} could not read this pack (${error instanceof Error ? error.message : String(error)})`,
      fix: 'Report this input to the Pack Studio maintainers; the rest of the report is unaffected.',
    }];
  }
}
