import type { CategoryInfo } from '../core/categories';

/**
 * The category every format shares: its structure layer (the files exist, parse and agree) and the findings on
 * packstudio.json, the suppressions file every format has. Plain data, like each format's files.ts and
 * categories.ts: the engines import it, and each format's category table lists it first.
 */
export const STRUCTURE_CATEGORY = {
  id: 'structure',
  prefix: 'L-',
  label: 'Lint',
  blurb: 'The structure layer: the files exist, parse and agree with each other. Always an error.',
  needs: [],
  layer: 'structure',
  generalFix: 'Make the files agree as the correct example does, then run the check again.',
} as const satisfies CategoryInfo;
