import { ruleCreator, type Rule } from '../../core/rule';
import type { LoadedPack } from '../load';
import type { EvalContext } from './eval/types';
import type { ProbeContext } from './probe/types';

/** What each HCP category's checks read: the loaded files, or the probe or eval layer's results over them. */
export interface HcpRuleContexts {
  structure: LoadedPack;
  manifest: LoadedPack;
  policy: LoadedPack;
  skill: LoadedPack;
  probe: ProbeContext;
  eval: EvalContext;
}

/** The one way to define an HCP rule: `createRule({ id, category, severity, docs, check })`. */
export const createRule = ruleCreator<HcpRuleContexts>();

/** A rule that needs no process run: lint kinds, manifest, policy and Skill. */
export type StaticRule = Rule<LoadedPack, any>;
export type ProbeRule = Rule<ProbeContext, any>;
export type EvalRule = Rule<EvalContext, any>;
