import { sortFindings, type Finding } from '../core/finding';
import { HCP_CATEGORY_TABLE, type HcpCategory } from '../formats/hcp/categories';
import type { HcpPackFile } from '../formats/hcp/files';
import { lintFindings } from './lint/rules';
import type { LoadedPack } from './load';
import type { StaticRule } from './rules/create';
import { STATIC_RULES } from './rules';
import { evalFindings } from './rules/eval';
import { p004CliConfirmFlag } from './rules/policy/p004-cli-confirm-flag';
import { runHcpRules } from './rules/run';

/** A file a rule can read: the Skill once present, a JSON file once it parses. */
function readable(pack: LoadedPack, file: HcpPackFile): boolean {
  switch (file) {
    case 'surface.json':
      return !!pack.surface?.ok;
    case 'policy.json':
      return !!pack.policy?.ok;
    case 'hcp.eval.json':
      return !!pack.evalFile?.ok;
    case 'HARNESS.md':
      return !!pack.skill;
    default:
      return false;
  }
}

/** Rules are skipped while a file their category needs (HCP_CATEGORY_TABLE) is missing or unparseable. */
export function hasNeededFiles(pack: LoadedPack, rule: StaticRule): boolean {
  const needs: readonly HcpPackFile[] = HCP_CATEGORY_TABLE[rule.meta.category as HcpCategory].needs;
  return needs.every((file) => readable(pack, file));
}

/**
 * Lint plus every static rule: what `hcpx check` reports without running anything. Never throws. The eval rules'
 * file-only part (E001–E003, and E005 for cases certain to fail) is static too, so the live score never passes an
 * eval file that names missing commands or TODO values.
 */
export function checkStatic(pack: LoadedPack, rules: readonly StaticRule[] = STATIC_RULES): Finding[] {
  return sortFindings([
    ...lintFindings(pack),
    ...runHcpRules(rules, pack, pack, (rule) => !hasNeededFiles(pack, rule)),
    ...staticEvalFindings(pack),
  ]);
}

/** The eval rules without a run: nothing when hcp.eval.json does not parse (lint says so) or surface.json does not. */
export function staticEvalFindings(pack: LoadedPack): Finding[] {
  if (!pack.surface?.ok || (pack.evalFile !== null && !pack.evalFile.ok)) return [];
  return evalFindings({ pack, outcomes: null });
}

/** The static rules whose suggestions a help text can vouch for (the flag P004 offers). */
const HELP_AWARE_RULES: readonly StaticRule[] = [p004CliConfirmFlag];

/**
 * After the probes read the CLI's help: the help-aware rules run again with it, their findings replacing the static
 * ones, so a suggestion names a flag the CLI's own help lists (and none when it lists none).
 */
export function withHelpSuggestions(
  pack: LoadedPack,
  findings: readonly Finding[],
  help: ReadonlyMap<string, string>,
): Finding[] {
  const ids = new Set(HELP_AWARE_RULES.map((r) => r.meta.id));
  const rules = HELP_AWARE_RULES.filter((rule) => hasNeededFiles(pack, rule));
  return sortFindings([...findings.filter((f) => !ids.has(f.id)), ...runHcpRules(rules, { ...pack, help }, pack)]);
}
