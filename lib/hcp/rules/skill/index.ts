import type { StaticRule } from '../create';
import { s001Title } from './s001-title';
import { s002Lead } from './s002-lead';
import { s003LeadLength } from './s003-lead-length';
import { s004LeadLogin } from './s004-lead-login';
import { s005HotPathTable } from './s005-hot-path-table';
import { s006ExamplesJson } from './s006-examples-json';
import { s007AntiPatterns } from './s007-anti-patterns';
import { s008AntiPatternCount } from './s008-anti-pattern-count';
import { s009OneScreen } from './s009-one-screen';
import { s010SetupSection } from './s010-setup-section';
import { s011TriggersDeclared } from './s011-triggers-declared';

export const SKILL_RULES: StaticRule[] = [
  s001Title,
  s002Lead,
  s003LeadLength,
  s004LeadLogin,
  s005HotPathTable,
  s006ExamplesJson,
  s007AntiPatterns,
  s008AntiPatternCount,
  s009OneScreen,
  s010SetupSection,
  s011TriggersDeclared,
];
