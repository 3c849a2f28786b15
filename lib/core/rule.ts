import type { z } from 'zod';
import type { Category } from './categories';
import { withExcerpts, type RuleExample } from './example';
import { docsUrl, type RawFinding, type Severity } from './finding';

/**
 * One way to define a rule, for every format (in the spirit of typescript-eslint's RuleCreator): identity,
 * category, severity and its escalation as data, message templates, the page's docs, an options schema with
 * defaults, and the check. A format binds its check contexts once with `ruleCreator<Contexts>()`.
 */

/** When a rule raises one finding above its default severity: `{ to: 'error', when: 'above {{max}}' }`. */
export interface Escalation {
  to: Severity;
  /** The condition in words, completing "… it is an error"; `{{option}}` placeholders take the options' defaults. */
  when: string;
}

/** What a rule's page shows. */
export interface RuleDocs {
  /** The catalogue's one-line rule, e.g. "5 to 12 commands". */
  title: string;
  /** Why the rule exists, in a sentence or two. */
  why: string;
  /** A small excerpt that breaks the rule, and the same excerpt fixed (rendered from `example` where there is one). */
  incorrect: string;
  correct: string;
  /** The excerpts as changes to a known-good base pack, which the registry tests run through the engine. */
  example?: RuleExample;
  /** What an author does about it in general; each finding also carries its own fix, naming the pack's values. */
  fix?: string;
  /** What the check looks at, where the title is short. */
  checks?: string;
  /** The file the excerpts come from, when not the category's. */
  file?: RawFinding['file'];
  /** Messages as the check prints them, with example values (lint kinds, whose messages come from the spec). */
  printed?: readonly string[];
}

/** A rule as every consumer sees it: the engine, the catalogue, the rule pages. */
export interface RuleMeta<O = RuleOptions> {
  id: string;
  category: Category;
  /** The default severity; `escalation` says when one finding rises above it. */
  severity: Severity;
  escalation?: Escalation;
  docs: RuleDocs;
  /** The rule's page in the studio. */
  url: string;
  /** The options the check runs with unless a caller passes others. */
  defaults: O;
  /** The message templates, `{{name}}` filled from the options and the finding's data. */
  messages: Readonly<Record<string, string>>;
  /** Whether some of its findings carry a quick fix (ESLint's `meta.fixable`): what `fix`, `suggestion` or both it offers. */
  fixable?: Fixable;
}

export type Fixable = 'fix' | 'suggestion' | 'both';

export type RuleOptions = Readonly<Record<string, unknown>>;

export interface Rule<Ctx = never, O = RuleOptions> {
  meta: RuleMeta<O>;
  /** The findings on one context; `options` replaces the defaults (see parseRuleOptions). */
  check(ctx: Ctx, options?: O): RawFinding[];
  /** Validates options given from outside (a team's config) against the rule's schema, filling defaults. */
  parseOptions(input: unknown): { ok: true; options: O } | { ok: false; error: string };
}

/** What a check gets besides its context: the options in force and the message templates. */
export interface RuleUse<O, M extends string> {
  options: O;
  /** The template `key`, filled from the options and `data`. */
  message(key: M, data?: Record<string, string | number>): string;
}

type OptionsOf<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export interface RuleSpec<C extends string, Ctx, S extends z.ZodType | undefined, M extends string> {
  id: string;
  category: C;
  severity: Severity;
  escalation?: Escalation;
  /** A zod object whose every field has a default: `z.object({ max: z.number().int().default(12) })`. */
  options?: S;
  messages?: Record<M, string>;
  docs: RuleDocs;
  /** Declares the quick fixes the check attaches to its findings (`quickFix` on a raw finding); a rule without it offers none. */
  fixable?: Fixable;
  check(ctx: Ctx, use: RuleUse<OptionsOf<S>, M>): RawFinding[];
}

/** `{{name}}` filled from `data`; a placeholder without a value is a bug in the rule, so it throws (and the runner reports it). */
export function fillTemplate(template: string, data: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in data)) throw new Error(`message template needs "${name}"`);
    return String(data[name]);
  });
}

/** Binds a format's check contexts, one per category: `ruleCreator<{ manifest: LoadedPack; probe: ProbeContext }>()`. */
export function ruleCreator<Contexts extends object>() {
  return function createRule<
    C extends keyof Contexts & Category,
    S extends z.ZodType | undefined = undefined,
    M extends string = never,
  >(spec: RuleSpec<C, Contexts[C], S, M>): Rule<Contexts[C], OptionsOf<S>> {
    type O = OptionsOf<S>;
    const parse = (input: unknown): { ok: true; options: O } | { ok: false; error: string } => {
      if (!spec.options) return { ok: true, options: {} as O };
      const result = spec.options.safeParse(input ?? {});
      return result.success
        ? { ok: true, options: result.data as O }
        : {
            ok: false,
            error: result.error.issues.map((i) => `${i.path.join('.') || '(options)'}: ${i.message}`).join('; '),
          };
    };
    const parsed = parse({});
    if (!parsed.ok)
      throw new Error(`rule ${spec.id}: its options schema needs a default for every field (${parsed.error})`);
    const defaults = parsed.options;
    const messages: Record<string, string> = spec.messages ?? {};
    const useOf = (options: O): RuleUse<O, M> => ({
      options,
      message(key, data = {}) {
        const template = messages[key];
        if (template === undefined) throw new Error(`rule ${spec.id} has no message "${key}"`);
        return fillTemplate(template, { ...(options as Record<string, unknown>), ...data });
      },
    });
    // Made once: a check with the default options (nearly every check) allocates nothing of its own per run.
    const defaultUse = useOf(defaults);
    const meta: RuleMeta<O> = {
      id: spec.id,
      category: spec.category,
      severity: spec.severity,
      ...(spec.escalation
        ? {
            escalation: {
              to: spec.escalation.to,
              when: fillTemplate(spec.escalation.when, defaults as Record<string, unknown>),
            },
          }
        : {}),
      docs: withExcerpts(spec.docs),
      url: docsUrl(spec.id),
      defaults,
      messages,
      ...(spec.fixable ? { fixable: spec.fixable } : {}),
    };
    return {
      meta,
      parseOptions: parse,
      check(ctx, options = defaults) {
        const raws = spec.check(ctx, options === defaults ? defaultUse : useOf(options));
        for (const raw of raws)
          if (raw.quickFix && !offers(spec.fixable, raw.quickFix.kind))
            throw new Error(`rule ${spec.id} attached a ${raw.quickFix.kind} but its meta does not declare it fixable`);
        return raws;
      },
    };
  };
}

function offers(fixable: Fixable | undefined, kind: 'fix' | 'suggestion'): boolean {
  return fixable === 'both' || fixable === kind;
}

/** "warn, error above 12": the severity column of the catalogue, written from the data. */
export function severityNote(meta: Pick<RuleMeta, 'severity' | 'escalation'>): string {
  return meta.escalation ? `${meta.severity}, ${meta.escalation.to} ${meta.escalation.when}` : meta.severity;
}
