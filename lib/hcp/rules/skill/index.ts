import type { StaticRule } from '../define';

export const SKILL_RULES: StaticRule[] = [];
