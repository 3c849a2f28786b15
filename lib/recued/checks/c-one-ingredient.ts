import { fieldsOf } from '../../core/tolerant';
import type { Ingredient } from '../schema';
import { arr, child, show, str } from '../walk';
import { createRule } from './create';
import { COMPOSITION, compositionExample } from './example';

export const checkOneIngredient = createRule({
  id: 'C-one-ingredient',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'One ingredient per composition',
    checks: "Each composition's ingredients list has exactly one entry.",
    why: 'One composition describes one surface, so ingredients has one entry only. Two API versions that do not work together are two packs; the second depends on the first and does not add a second ingredient.',
    ...compositionExample('acme-tasks', {
      incorrect: {
        [`${COMPOSITION}/ingredients/1`]: {
          slug: 'acme-v2',
          kind: 'http',
          http: { base: 'https://api.acme.example', connection: 'acme' },
          entities: {},
        },
      },
      correct: {},
      show: [`${COMPOSITION}/ingredients`],
      fold: 2,
    }),
    fix: 'Keep one ingredient; move the other into a second pack that depends on this one.',
  },
  check: ({ compositions }) =>
    compositions.flatMap((composition) => {
      const ingredients = arr(composition.value, 'ingredients');
      if (!ingredients || ingredients.length === 1) return [];
      const name = str(composition.value, 'slug') ? `composition ${show(composition.value.slug)}` : 'this composition';
      const pointer = child(composition.ptr, 'ingredients');
      if (ingredients.length === 0)
        return [
          {
            file: 'pack.json',
            pointer,
            message: `${name} has no ingredient; one composition describes one surface, so ingredients has exactly one entry.`,
            fix: 'Add the one ingredient (http, cli or storage) this composition talks to.',
          },
        ];
      const slugs = ingredients.map((i, n) => {
        const slug = str(fieldsOf<Ingredient>(i), 'slug');
        return slug === undefined ? `#${n}` : show(slug);
      });
      return [
        {
          file: 'pack.json',
          pointer,
          message: `${name} has ${ingredients.length} ingredients (${slugs.join(', ')}); one composition describes one surface, so ingredients has one entry only.`,
          fix: `Keep ${slugs[0]} here. For ${slugs.slice(1).join(', ')}, make a second pack that depends on this one; do not add a second ingredient.`,
        },
      ];
    }),
});
