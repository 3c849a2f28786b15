import { arr, child, show, str, isRec } from '../walk';
import type { Check } from './types';

export const checkOneIngredient: Check = ({ compositions }) =>
  compositions.flatMap((composition) => {
    const ingredients = arr(composition.value, 'ingredients');
    if (!ingredients || ingredients.length === 1) return [];
    const name = str(composition.value, 'slug') ? `composition ${show(composition.value.slug)}` : 'this composition';
    const pointer = child(composition.ptr, 'ingredients');
    if (ingredients.length === 0)
      return [
        {
          pointer,
          message: `${name} has no ingredient; one composition describes one surface, so ingredients has exactly one entry.`,
          fix: 'Add the one ingredient (http, cli or storage) this composition talks to.',
        },
      ];
    const slugs = ingredients.map((i, n) => (isRec(i) && typeof i.slug === 'string' ? show(i.slug) : `#${n}`));
    return [
      {
        pointer,
        message: `${name} has ${ingredients.length} ingredients (${slugs.join(', ')}); one composition describes one surface, so ingredients has one entry only.`,
        fix: `Keep ${slugs[0]} here. For ${slugs.slice(1).join(', ')}, make a second pack that depends on this one; do not add a second ingredient.`,
      },
    ];
  });
