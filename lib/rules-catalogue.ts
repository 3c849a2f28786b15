import { categoryOfId, type Category, type CategoryInfo } from './core/categories';
import type { Severity } from './core/finding';
import { severityNote, type Escalation, type RuleMeta } from './core/rule';
import { packCategories, packFormats, registryGeneration } from './formats';

/**
 * Every check the studio can report, in one list: each registered format's rules (lib/formats/<id>: its `rules`),
 * grouped by category. The rule pages, the rule index, the formatters' rule docs and every finding's docs link read
 * this module only.
 */
export type CatalogueGroupId = Category;

/** A group of the rule index is a category of a format's table. */
export interface CatalogueGroup extends Pick<CategoryInfo, 'prefix' | 'label' | 'blurb'> {
  id: CatalogueGroupId;
  /** The file the group's examples come from, when there is one. */
  file?: string;
}

export interface CatalogueEntry {
  id: string;
  group: CatalogueGroupId;
  /** The format whose rules list it: the packs whose reports it describes (JUnit's cases of a pack). */
  format: string;
  /** The layer of the report whose run reports it: its group's (a JUnit case is skipped when that layer did not run). */
  layer: string;
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

/** The group a rule id belongs to, by its prefix (C-json-syntax is a structure finding but a composition page). */
export function groupOf(id: string): CatalogueGroupId | undefined {
  return categoryOfId(packCategories(), id)?.id;
}

function categoryOf(id: CatalogueGroupId): CategoryInfo {
  return packCategories().find((c) => c.id === id)!;
}

export function catalogueGroup(id: CatalogueGroupId): CatalogueGroup {
  return built().groups.find((g) => g.id === id)!;
}

/** A rule whose meta has no fix (probe and eval rules, for now) gets its group's general one; each finding still has its exact fix. */
function fromMeta(meta: RuleMeta, format: string): CatalogueEntry {
  const group = categoryOf(groupOf(meta.id)!);
  const ownFix = meta.docs.fix?.trim() ? meta.docs.fix : undefined;
  return {
    id: meta.id,
    group: group.id,
    format,
    layer: group.layer,
    severity: meta.severity,
    ...(meta.escalation ? { escalation: meta.escalation } : {}),
    severityNote: severityNote(meta),
    title: meta.docs.title,
    ...(meta.docs.checks ? { checks: meta.docs.checks } : {}),
    why: meta.docs.why,
    incorrect: meta.docs.incorrect,
    correct: meta.docs.correct,
    fix: ownFix ?? group.generalFix,
    ownFix: ownFix !== undefined,
    messages: [...(meta.docs.printed ?? [])],
    file: meta.docs.file ?? group.examples,
    docs: meta.url,
  };
}

interface Built {
  generation: number;
  groups: CatalogueGroup[];
  entries: CatalogueEntry[];
}

/**
 * The groups in the formats' index orders, one after the other (a category two formats share, once); the entries
 * grouped so, each format's in the order its `rules` gives within a group. Rebuilt when the registry changes.
 */
function build(): Built {
  const order = [...new Set(packFormats().flatMap((f) => f.indexOrder))];
  const groups = order.map((id): CatalogueGroup => {
    const info = categoryOf(id);
    return {
      id,
      prefix: info.prefix,
      label: info.label,
      blurb: info.blurb,
      ...(info.examples ? { file: info.examples } : {}),
    };
  });
  const all = packFormats().flatMap((f) => f.rules.filter((meta) => groupOf(meta.id)).map((m) => fromMeta(m, f.id)));
  const rank = (e: CatalogueEntry) => order.indexOf(e.group);
  return { generation: registryGeneration(), groups, entries: all.sort((a, b) => rank(a) - rank(b)) };
}

let cached: Built | undefined;

function built(): Built {
  if (cached?.generation !== registryGeneration()) cached = build();
  return cached;
}

/** The rule index's groups, in order. */
export function catalogueGroups(): readonly CatalogueGroup[] {
  return built().groups;
}

/** Every entry, grouped in catalogueGroups() order, each group in its format's order. */
export function catalogue(): readonly CatalogueEntry[] {
  return built().entries;
}

export function catalogueEntry(id: string): CatalogueEntry | undefined {
  return catalogue().find((e) => e.id === id);
}

export function catalogueByGroup(): { group: CatalogueGroup; entries: CatalogueEntry[] }[] {
  return catalogueGroups().map((group) => ({ group, entries: catalogue().filter((e) => e.group === group.id) }));
}

/** The entries before and after one in its group, for prev/next links. */
export function neighbours(id: string): { previous?: CatalogueEntry; next?: CatalogueEntry } {
  const entry = catalogueEntry(id);
  if (!entry) return {};
  const peers = catalogue().filter((e) => e.group === entry.group);
  const i = peers.indexOf(entry);
  return { previous: peers[i - 1], next: peers[i + 1] };
}
