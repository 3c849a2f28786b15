import { docsUrl, type Severity } from './core/finding';
import { LINT_KIND_DOCS } from './hcp/lint/kind-docs';
import { LINT_KINDS, lintRuleId, type LintKind } from './hcp/lint/kinds';
import type { RuleMeta } from './hcp/rules/define';
import { EVAL_RULE_METAS } from './hcp/rules/eval/index';
import { STATIC_RULES } from './hcp/rules/index';
import { PROBE_RULE_METAS } from './hcp/rules/probe/index';
import { RECUED_RULE_IDS } from './recued/rule-ids';
import { RULES_META as RECUED_RULES_META } from './recued/rules-meta';

/**
 * Every check the studio can report, in one list: the 61 HCP rules, the lint kinds (L-<kind>) and Recued's
 * composition checks. The rule pages, the rule index and every finding's docs link read this module only.
 */
export type CatalogueGroupId = 'structure' | 'manifest' | 'policy' | 'skill' | 'probe' | 'eval' | 'composition';

export interface CatalogueGroup {
  id: CatalogueGroupId;
  /** What the ids of the group start with: M, P, S, R, E, L-, C-. */
  prefix: string;
  label: string;
  blurb: string;
  /** The file the group's examples come from, when there is one. */
  file?: string;
}

export const CATALOGUE_GROUPS: readonly CatalogueGroup[] = [
  { id: 'manifest', prefix: 'M', label: 'Manifest', blurb: 'surface.json: the commands, their arguments and how the pack binds.', file: 'surface.json' },
  { id: 'policy', prefix: 'P', label: 'Policy', blurb: 'policy.json: which commands write and which ask a person first.', file: 'policy.json' },
  { id: 'skill', prefix: 'S', label: 'Skill', blurb: 'HARNESS.md: what the agent reads before it calls anything.', file: 'HARNESS.md' },
  { id: 'probe', prefix: 'R', label: 'Probe', blurb: 'The wrapped CLI, run the way an agent runs it (check --probe).' },
  { id: 'eval', prefix: 'E', label: 'Eval', blurb: 'hcp.eval.json cases, replayed through the reference runtime.', file: 'hcp.eval.json' },
  { id: 'structure', prefix: 'L-', label: 'Lint', blurb: 'The structure layer: the files exist, parse and agree with each other. Always an error.' },
  { id: 'composition', prefix: 'C-', label: 'Recued composition', blurb: 'pack.json compositions, checked as publish and install check them.', file: 'pack.json' },
];

export interface CatalogueEntry {
  id: string;
  group: CatalogueGroupId;
  /** The default severity; severityNote says when it rises. */
  severity: Severity;
  /** The catalogue's severity column as written ("warn, error above 12"), or the bare severity. */
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

/** A rule's metadata as the static, probe, eval and Recued modules export it: RuleMeta, with or without its own fix. */
type MetaLike = Pick<RuleMeta, 'id' | 'severity' | 'title' | 'severityNote' | 'why' | 'incorrect' | 'correct' | 'fix'> & { docs?: string };

/** A rule whose meta has no fix (probe and eval rules, for now) gets its group's general one; each finding still has its exact fix. */
const GENERAL_FIX: Record<CatalogueGroupId, string> = {
  manifest: 'Edit surface.json so the command reads like the correct example, then run the check again.',
  policy: 'Edit the row in policy.json so it reads like the correct example, then run the check again.',
  skill: 'Edit HARNESS.md so it reads like the correct example, then run the check again.',
  probe: "Change the CLI, or the command's cli[] in surface.json, so the run behaves like the correct example; then run the check with probe again.",
  eval: 'Edit hcp.eval.json (or the command it exercises) so it reads like the correct example, then run the check with eval again.',
  structure: 'Make the files agree as the correct example does, then run the check again.',
  composition: 'Edit pack.json so it reads like the correct example, then run the composition check again.',
};

const GROUP_BY_PREFIX: Record<string, CatalogueGroupId> = { M: 'manifest', P: 'policy', S: 'skill', R: 'probe', E: 'eval' };

export function groupOf(id: string): CatalogueGroupId | undefined {
  if (id.startsWith('L-')) return 'structure';
  if (id.startsWith('C-')) return 'composition';
  return GROUP_BY_PREFIX[id.charAt(0)];
}

export function catalogueGroup(id: CatalogueGroupId): CatalogueGroup {
  return CATALOGUE_GROUPS.find((g) => g.id === id)!;
}

function fromMeta(meta: MetaLike, group: CatalogueGroupId): CatalogueEntry {
  const ownFix = meta.fix?.trim() ? meta.fix : undefined;
  return {
    id: meta.id,
    group,
    severity: meta.severity,
    severityNote: meta.severityNote ?? meta.severity,
    title: meta.title,
    why: meta.why,
    incorrect: meta.incorrect,
    correct: meta.correct,
    fix: ownFix ?? GENERAL_FIX[group],
    ownFix: ownFix !== undefined,
    messages: [],
    file: catalogueGroup(group).file,
    docs: meta.docs ?? docsUrl(meta.id),
  };
}

function fromLintKind(kind: LintKind): CatalogueEntry {
  const doc = LINT_KIND_DOCS[kind];
  const id = lintRuleId(kind);
  return {
    id,
    group: 'structure',
    severity: 'error',
    severityNote: 'error',
    title: LINT_KINDS[kind].title,
    why: doc.why,
    incorrect: doc.incorrect,
    correct: doc.correct,
    fix: doc.fix,
    ownFix: true,
    messages: doc.messages,
    file: doc.file,
    docs: docsUrl(id),
  };
}

function ruleMetas(): MetaLike[] {
  return [...STATIC_RULES.map((r) => r.meta), ...PROBE_RULE_METAS, ...EVAL_RULE_METAS];
}

function fromRecued(id: (typeof RECUED_RULE_IDS)[number]): CatalogueEntry {
  const meta = RECUED_RULES_META[id];
  return { ...fromMeta({ id, ...meta }, 'composition'), checks: meta.checks };
}

function build(): CatalogueEntry[] {
  const rules = ruleMetas().flatMap((meta) => {
    const group = groupOf(meta.id);
    return group ? [fromMeta(meta, group)] : [];
  });
  const lint = (Object.keys(LINT_KINDS) as LintKind[]).map(fromLintKind);
  const recued = RECUED_RULE_IDS.map(fromRecued);
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
