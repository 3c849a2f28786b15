import { arr, child, isRec, operationName, show, str } from '../walk';
import type { Check } from './types';

export const checkOperationIngredient: Check = ({ operations }) =>
  operations.flatMap((op) => {
    const ingredient = str(op.value, 'ingredient');
    if (ingredient === undefined) return [];
    const slugs = (arr(op.composition.value, 'ingredients') ?? []).flatMap((i) => (isRec(i) && typeof i.slug === 'string' ? [i.slug] : []));
    if (slugs.includes(ingredient)) return [];
    return [
      {
        pointer: child(op.ptr, 'ingredient'),
        message: `operation ${operationName(op)} names ingredient ${show(ingredient)}, but its composition's ingredient is ${slugs.map((s) => show(s)).join(', ') || 'missing'}; an operation is called on the surface its composition names.`,
        fix: slugs.length ? `Set "ingredient": ${show(slugs[0])}.` : 'Add the ingredient to the composition, then name its slug here.',
      },
    ];
  });
