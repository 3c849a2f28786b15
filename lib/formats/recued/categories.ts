import type { CategoryInfo } from '../../core/categories';
import { STRUCTURE_CATEGORY } from '../structure';
import type { RecuedFile } from './files';

/**
 * A Recued composition's categories: the shared structure one (pack.json parses and has the schema's shape) and its
 * composition checks. Plain data, like files.ts.
 */
export const RECUED_CATEGORY_TABLE = {
  structure: STRUCTURE_CATEGORY,
  composition: {
    id: 'composition',
    prefix: 'C-',
    label: 'Recued composition',
    blurb: 'pack.json compositions, checked as publish and install check them.',
    needs: ['pack.json'],
    layer: 'static',
    examples: 'pack.json',
    generalFix: 'Edit pack.json so it reads like the correct example, then run the composition check again.',
  },
} as const satisfies { [C in string]: CategoryInfo<C, RecuedFile> };

export type RecuedCategory = keyof typeof RECUED_CATEGORY_TABLE;

/** A composition's one layer: the static check, as publish and install run it. */
export const RECUED_LAYERS = ['static'] as const;
