import { docsUrl, type Category, type RawFinding, type Severity } from '../../core/finding';
import type { LoadedPack } from '../load';

export type RuleId = `${'M' | 'P' | 'S' | 'R' | 'E'}${number}`;

/** What a rule is, apart from how it checks: the catalogue row plus what its page in the studio shows. */
export interface RuleMeta {
  id: string;
  category: Category;
  /** The catalogue's severity; a rule may raise it per finding ("warn, error above 12"). */
  severity: Severity;
  /** The catalogue's one-line rule, e.g. "5 to 12 commands". */
  title: string;
  /** The catalogue's severity column as written, e.g. "warn, error above 12". */
  severityNote?: string;
  /** Why the rule exists, in a sentence or two. */
  why: string;
  /** A small excerpt that breaks the rule, and the same excerpt fixed. */
  incorrect: string;
  correct: string;
  docs: string;
}

export interface StaticRule {
  meta: RuleMeta;
  check(pack: LoadedPack): RawFinding[];
}

export function defineRule(meta: Omit<RuleMeta, 'docs'>, check: StaticRule['check']): StaticRule {
  return { meta: { ...meta, docs: docsUrl(meta.id) }, check };
}
