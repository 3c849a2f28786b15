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
  /**
   * What an author does about it in general, in a sentence or two, for the rule's page; each finding also carries
   * its own fix, naming the pack's values. Every static rule has one; probe and eval rules may not yet.
   */
  fix?: string;
  docs: string;
}

export interface StaticRule {
  meta: RuleMeta;
  check(pack: LoadedPack): RawFinding[];
}

/** A static rule's meta must carry its general fix. */
export function defineRule(meta: Omit<RuleMeta, 'docs' | 'fix'> & { fix: string }, check: StaticRule['check']): StaticRule {
  return { meta: { ...meta, docs: docsUrl(meta.id) }, check };
}
