import type { Severity } from '@/lib/core/finding';
import type { PackView } from '../walk';

/** What a check reports; the engine adds id, category, file, line, column and docs. */
export interface Hit {
  pointer: string;
  message: string;
  fix: string;
  /** Overrides the rule's severity for this one finding. */
  severity?: Severity;
}

export interface CheckContext {
  /** The handle the author is signed in as (a studio setting, default "local"). */
  publisher: string;
}

export type Check = (pack: PackView, ctx: CheckContext) => Hit[];
