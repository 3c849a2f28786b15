import { CATEGORY_TABLE, categoryOfId, type Category, type CategoryInfo } from './core/categories';
import type { Severity } from './core/finding';
import { severityNote, type Escalation, type RuleMeta } from './core/rule';
import { LINT_RULES } from './hcp/lint/rules';
import { EVAL_RULE_METAS } from './hcp/rules/eval/index';
import { STATIC_RULES } from './hcp/rules/index';
import { PROBE_RULE_METAS } from './hcp/rules/probe/index';
import { RECUED_RULES } from './recued/checks/index';
import { SUPPRESSION_RULE_METAS } from './suppress/rules';

/**
 * Every check the studio can report, in one list: the 61 HCP rules, the lint kinds (L-<kind>) and Recued's
 * composition checks. The rule pages, the rule index and every finding's docs link read this module only.
 */
export type CatalogueGroupId = Category;

/** A group of the rule index is a category of CATEGORY_TABLE. */
export interface CatalogueGroup extends Pick<CategoryInfo, 'prefix' | 'label' | 'blurb'> {
  id: CatalogueGroupId;
  /** The file the group's examples come from, when there is one. */
  file?: string;
}

/** The order the rule index shows the categories in: the files an author writes first, runtime layers, then lint and Recued. */
const INDEX_ORDER: readonly Category[] = ['manifest', 'policy', 'skill', 'probe', 'eval', 'structure', 'composition'];

export const CATALOGUE_GROUPS: readonly CatalogueGroup[] = INDEX_ORDER.map((id) => {
  const info: CategoryInfo = CATEGORY_TABLE[id];
  return {
    id,
    prefix: info.prefix,
    label: info.label,
    blurb: info.blurb,
    ...(info.examples ? { file: info.examples } : {}),
  };
});

export interface CatalogueEntry {
  id: string;
  group: CatalogueGroupId;
  /** The default severity; escalation says when one finding rises above it. */
  severity: Severity;
  escalation?: Escalation;
  /** The catalogue's severity column, written from the data ("warn, error above 12"), or the bare severity. */
  severityNote: string;
  /** What it checks: the catalogue sentence. */
  title: string;
  /** More on what it looks at, where the catalogue sentence is short (Recued checks). */
  checks?: string;
  why: string;
  incorrect: string;
  correct: string;
  /** A general fix; each finding also carries its own, naming the pack's values. */
  fix: string;
  /** True when the check's own metadata gave the fix; false when its meta has none and the group's general advice stands in. */
  ownFix: boolean;
  /** Messages as the check prints them (lint kinds). */
  messages: string[];
  /** The file the examples come from. */
  file?: string;
  docs: string;
}

/** A rule whose meta has no fix (probe and eval rules, for now) gets its group's general one; each finding still has its exact fix. */
const GENERAL_FIX: Record<CatalogueGroupId, string> = {
  manifest: 'Edit surface.json so the command reads like the correct example, then run the check again.',
  policy: 'Edit the row in policy.json so it reads like the correct example, then run the check again.',
  skill: 'Edit HARNESS.md so it reads like the correct example, then run the check again.',
  probe:
    "Change the CLI, or the command's cli[] in surface.json, so the run behaves like the correct example; then run the check with probe again.",
  eval: 'Edit hcp.eval.json (or the command it exercises) so it reads like the correct example, then run the check with eval again.',
  structure: 'Make the files agree as the correct example does, then run the check again.',
  composition: 'Edit pack.json so it reads like the correct example, then run the composition check again.',
};

/** The group a rule id belongs to, by its prefix (C-json-syntax is a structure finding but a composition page). */
export function groupOf(id: string): CatalogueGroupId | undefined {
  return categoryOfId(id);
}

export function catalogueGroup(id: CatalogueGroupId): CatalogueGroup {
  return CATALOGUE_GROUPS.find((g) => g.id === id)!;
}

function fromMeta(meta: RuleMeta, group: CatalogueGroupId): CatalogueEntry {
  const ownFix = meta.docs.fix?.trim() ? meta.docs.fix : undefined;
  return {
    id: meta.id,
    group,
    severity: meta.severity,
    ...(meta.escalation ? { escalation: meta.escalation } : {}),
    severityNote: severityNote(meta),
    title: meta.docs.title,
    ...(meta.docs.checks ? { checks: meta.docs.checks } : {}),
    why: meta.docs.why,
    incorrect: meta.docs.incorrect,
    correct: meta.docs.correct,
    fix: ownFix ?? GENERAL_FIX[group],
    ownFix: ownFix !== undefined,
    messages: [...(meta.docs.printed ?? [])],
    file: meta.docs.file ?? catalogueGroup(group).file,
    docs: meta.url,
  };
}

function ruleMetas(): RuleMeta[] {
  return [...STATIC_RULES.map((r) => r.meta), ...PROBE_RULE_METAS, ...EVAL_RULE_METAS];
}

function build(): CatalogueEntry[] {
  const rules = ruleMetas().flatMap((meta) => {
    const group = groupOf(meta.id);
    return group ? [fromMeta(meta, group)] : [];
  });
  // packstudio.json's own findings are lint-kind ids (L-…): the structure group, beside lint's kinds.
  const lint = [...LINT_RULES.map((rule) => rule.meta), ...SUPPRESSION_RULE_METAS].map((meta) =>
    fromMeta(meta, 'structure'),
  );
  const recued = RECUED_RULES.map((rule) => fromMeta(rule.meta, 'composition'));
  const order = (e: CatalogueEntry) => CATALOGUE_GROUPS.findIndex((g) => g.id === e.group);
  const byId = (a: CatalogueEntry, b: CatalogueEntry) => (a.group === 'composition' ? 0 : a.id.localeCompare(b.id));
  return [...rules, ...lint, ...recued].sort((a, b) => order(a) - order(b) || byId(a, b));
}

let cached: CatalogueEntry[] | undefined;

/** Every entry, grouped in CATALOGUE_GROUPS order and sorted by id within a group. */
export function catalogue(): readonly CatalogueEntry[] {
  return (cached ??= build());
}

export function catalogueEntry(id: string): CatalogueEntry | undefined {
  return catalogue().find((e) => e.id === id);
}

export function catalogueByGroup(): { group: CatalogueGroup; entries: CatalogueEntry[] }[] {
  return CATALOGUE_GROUPS.map((group) => ({ group, entries: catalogue().filter((e) => e.group === group.id) }));
}

/** The entries before and after one in its group, for prev/next links. */
export function neighbours(id: string): { previous?: CatalogueEntry; next?: CatalogueEntry } {
  const entry = catalogueEntry(id);
  if (!entry) return {};
  const peers = catalogue().filter((e) => e.group === entry.group);
  const i = peers.indexOf(entry);
  return { previous: peers[i - 1], next: peers[i + 1] };
}
