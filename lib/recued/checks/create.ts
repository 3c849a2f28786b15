import { ruleCreator, type Rule } from '@/lib/core/rule';
import type { PackView } from '../walk';

/** What a composition check reads: the walked pack.json, and the handle the author is signed in as (default "local"). */
export interface CompositionContext extends PackView {
  publisher: string;
}

/** The one way to define a Recued check: the same createRule as HCP rules, bound to pack.json's context. */
export const createRule = ruleCreator<{ composition: CompositionContext; structure: CompositionContext }>();

export type CompositionRule = Rule<CompositionContext, any>;
