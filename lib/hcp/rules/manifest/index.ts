import type { StaticRule } from '../define';
import { m001CommandCount } from './m001-command-count';

export const MANIFEST_RULES: StaticRule[] = [m001CommandCount];
