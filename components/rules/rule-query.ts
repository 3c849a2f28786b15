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
