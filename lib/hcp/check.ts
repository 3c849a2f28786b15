import { sortFindings, type Category, type Finding, type RawFinding } from '../core/finding';
import { lintFindings } from './lint/lint';
import type { LoadedPack } from './load';
import { toFinding } from './locate';
import type { StaticRule } from './rules/define';
import { STATIC_RULES } from './rules';

/** Which parsed files a category of rules reads; rules are skipped while their files are missing or unparseable. */
const NEEDS: Partial<Record<Category, (pack: LoadedPack) => boolean>> = {
  manifest: (p) => !!p.surface?.ok,
  policy: (p) => !!p.surface?.ok && !!p.policy?.ok,
  skill: (p) => !!p.skill,
};

/** Lint plus every static rule: what `hcpx check` reports without running anything. Never throws. */
export function checkStatic(pack: LoadedPack, rules: readonly StaticRule[] = STATIC_RULES): Finding[] {
  const findings = lintFindings(pack);
  for (const rule of rules) {
    if (NEEDS[rule.meta.category] && !NEEDS[rule.meta.category]!(pack)) continue;
    for (const raw of runRule(rule, pack)) findings.push(toFinding(pack, rule.meta, raw));
  }
  return sortFindings(findings);
}

/** A rule that throws is a studio bug; it becomes a finding naming the rule rather than a crash of the whole check. */
function runRule(rule: StaticRule, pack: LoadedPack): RawFinding[] {
  try {
    return rule.check(pack);
  } catch (error) {
    return [{
      file: 'surface.json',
      pointer: '',
      severity: 'info',
      message: `internal: rule ${rule.meta.id} could not read this pack (${error instanceof Error ? error.message : String(error)})`,
      fix: 'Report this input to the Pack Studio maintainers; the rest of the report is unaffected.',
    }];
  }
}
