/** A category of rules, named by the format that owns it (lib/formats/<id>/categories.ts). */
export type Category = string;

/** One row of a format's category table: what the rule index, the engine and the report read about a category. */
export interface CategoryInfo<Id extends string = Category, File extends string = string> {
  id: Id;
  /** What the ids of the category's rules start with (`M`, `L-`): a finding's id says its category. */
  prefix: string;
  label: string;
  /** One line for the rule index. */
  blurb: string;
  /** The files a rule of the category reads; the engine skips it while one is missing or does not parse. */
  needs: readonly File[];
  /** The layer (`Report.layers`) whose run reports the category's findings: one of its format's layers. */
  layer: string;
  /** The file the rule pages' examples come from, when there is one. */
  examples?: File;
  /** The rule index's advice for a rule whose meta gives no fix of its own; each finding still has its exact fix. */
  generalFix: string;
}

/**
 * The category a rule id's prefix names among `categories`: the longest prefix wins (`L-` before a bare `L`), so
 * ids of different categories never collide as long as no two categories share a prefix.
 */
export function categoryOfId<C extends Pick<CategoryInfo, 'prefix'>>(
  categories: readonly C[],
  id: string,
): C | undefined {
  let best: C | undefined;
  for (const c of categories)
    if (id.startsWith(c.prefix) && (best === undefined || c.prefix.length > best.prefix.length)) best = c;
  return best;
}
