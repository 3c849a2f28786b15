import type { StaticRule } from '../define';

export const POLICY_RULES: StaticRule[] = [];
