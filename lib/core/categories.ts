import type { PackFileName } from './finding';

/** Which pack format a category's rules check. */
export type FormatId = 'hcp' | 'recued';

export interface CategoryInfo {
  /** What the ids of the category's rules start with: M, P, S, R, E, L-, C-. */
  prefix: string;
  label: string;
  /** One line for the rule index. */
  blurb: string;
  /** The files a rule of the category reads; the engine skips it while one is missing or does not parse. */
  needs: readonly PackFileName[];
  /** static: read from the files alone; runtime: needs a run of the CLI or the runtime. */
  layer: 'static' | 'runtime';
  /** The file the rule pages' examples come from, when there is one. */
  examples?: PackFileName;
  formats: readonly FormatId[];
}

/**
 * The one table of rule categories. Category unions, labels, the rule index's groups and which files a rule
 * needs all derive from it, so a new category is one row here.
 */
export const CATEGORY_TABLE = {
  structure: {
    prefix: 'L-',
    label: 'Lint',
    blurb: 'The structure layer: the files exist, parse and agree with each other. Always an error.',
    needs: [],
    layer: 'static',
    formats: ['hcp', 'recued'],
  },
  manifest: {
    prefix: 'M',
    label: 'Manifest',
    blurb: 'surface.json: the commands, their arguments and how the pack binds.',
    needs: ['surface.json'],
    layer: 'static',
    examples: 'surface.json',
    formats: ['hcp'],
  },
  policy: {
    prefix: 'P',
    label: 'Policy',
    blurb: 'policy.json: which commands write and which ask a person first.',
    needs: ['surface.json', 'policy.json'],
    layer: 'static',
    examples: 'policy.json',
    formats: ['hcp'],
  },
  skill: {
    prefix: 'S',
    label: 'Skill',
    blurb: 'HARNESS.md: what the agent reads before it calls anything.',
    needs: ['HARNESS.md'],
    layer: 'static',
    examples: 'HARNESS.md',
    formats: ['hcp'],
  },
  probe: {
    prefix: 'R',
    label: 'Probe',
    blurb: 'The wrapped CLI, run the way an agent runs it (check --probe).',
    needs: ['surface.json'],
    layer: 'runtime',
    formats: ['hcp'],
  },
  eval: {
    prefix: 'E',
    label: 'Eval',
    blurb: 'hcp.eval.json cases, replayed through the reference runtime.',
    needs: ['surface.json'],
    layer: 'runtime',
    examples: 'hcp.eval.json',
    formats: ['hcp'],
  },
  composition: {
    prefix: 'C-',
    label: 'Recued composition',
    blurb: 'pack.json compositions, checked as publish and install check them.',
    needs: ['pack.json'],
    layer: 'static',
    examples: 'pack.json',
    formats: ['recued'],
  },
} as const satisfies Record<string, CategoryInfo>;

export type Category = keyof typeof CATEGORY_TABLE;

/** Every category, in the table's order. */
export const CATEGORIES = Object.keys(CATEGORY_TABLE) as Category[];

/** The categories whose rules check a format. */
type CategoryOf<F extends FormatId> = {
  [C in Category]: F extends (typeof CATEGORY_TABLE)[C]['formats'][number] ? C : never;
}[Category];
export type HcpCategory = CategoryOf<'hcp'>;
export type RecuedCategory = CategoryOf<'recued'>;

export const HCP_CATEGORIES = CATEGORIES.filter((c): c is HcpCategory =>
  (CATEGORY_TABLE[c].formats as readonly FormatId[]).includes('hcp'),
);

export function categoryInfo(category: Category): CategoryInfo {
  return CATEGORY_TABLE[category];
}

/** The category a rule id's prefix names (L- before anything else, then the longest prefix). */
export function categoryOfId(id: string): Category | undefined {
  const byLength = [...CATEGORIES].sort((a, b) => CATEGORY_TABLE[b].prefix.length - CATEGORY_TABLE[a].prefix.length);
  return byLength.find((c) => id.startsWith(CATEGORY_TABLE[c].prefix));
}
