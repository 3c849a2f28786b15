import type { StaticRule } from './create';
import { MANIFEST_RULES } from './manifest';
import { POLICY_RULES } from './policy';
import { SKILL_RULES } from './skill';

/** M001–M026, P001–P007 and S001–S011: every rule that needs no process run. */
export const STATIC_RULES: readonly StaticRule[] = [...MANIFEST_RULES, ...POLICY_RULES, ...SKILL_RULES];
