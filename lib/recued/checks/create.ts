import { ruleCreator, type Rule } from '@/lib/core/rule';
import type { RecuedFile } from '../../formats/recued/files';
import type { PackView } from '../walk';

/**
 * What a composition check reads: the walked pack.json, the handle the author is signed in as (default "local"),
 * and pack.json's text, which quick fixes are computed against (lib/recued/quick-fix.ts).
 */
export interface CompositionContext extends PackView {
  publisher: string;
  /** The file the context is: what its quick fixes edit (a context is the edit layer's JsonDoc of pack.json). */
  file: RecuedFile;
  text: string;
}

/** The one way to define a Recued check: the same createRule as HCP rules, bound to pack.json's context. */
export const createRule = ruleCreator<{ composition: CompositionContext; structure: CompositionContext }>();

export type CompositionRule = Rule<CompositionContext, any>;
