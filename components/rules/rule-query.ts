/** What the rule index's search box filters on; kept apart from the catalogue so the client bundle stays small. */
export interface SearchableRule {
  id: string;
  title: string;
  severityNote: string;
  why: string;
}

/** Every word of the query appears (case-insensitive) in the id, the title, the severity or the why. */
export function matchesQuery(rule: SearchableRule, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${rule.id} ${rule.title} ${rule.severityNote} ${rule.why}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** A group of the index as the filter sees it: its rules, each with a severity. */
type FilterableGroup = { entries: (SearchableRule & { severity: string })[] };

/**
 * Each group with only the rules that match the query and a shown severity (groups stay, maybe empty), the counts
 * before and after, and whether a filter is on at all (a query, or one of the `severities` turned off).
 */
export function filterRuleGroups<G extends FilterableGroup>(
  groups: readonly G[],
  query: string,
  shown: ReadonlySet<string>,
  severities: number,
): { filtered: G[]; total: number; count: number; filtering: boolean } {
  const filtered = groups.map((g) => ({
    ...g,
    entries: g.entries.filter((e) => shown.has(e.severity) && matchesQuery(e, query)),
  }));
  const total = groups.reduce((n, g) => n + g.entries.length, 0);
  const count = filtered.reduce((n, g) => n + g.entries.length, 0);
  return { filtered, total, count, filtering: query.trim() !== '' || shown.size < severities };
}
