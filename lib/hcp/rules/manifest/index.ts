import type { StaticRule } from '../create';
import { MANIFEST_RULES_A } from './group-a';
import { MANIFEST_RULES_B } from './group-b';
import { m001CommandCount } from './m001-command-count';

/** M001–M026 in id order. */
export const MANIFEST_RULES: StaticRule[] = [m001CommandCount, ...MANIFEST_RULES_A, ...MANIFEST_RULES_B];
