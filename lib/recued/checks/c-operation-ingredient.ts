import { child, itemStrings, operationName, show, str } from '../walk';
import { offer, setAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample, INGREDIENT, operation } from './example';

export const checkOperationIngredient = createRule({
  id: 'C-operation-ingredient',
  category: 'composition',
  severity: 'error',
  docs: {
    title: "An operation names its composition's ingredient",
    checks: 'Each operation\'s "ingredient" is the slug of the ingredient in the same composition.',
    why: 'A composition names one surface and lists the operations a recipe may call on that surface.',
    ...compositionExample('acme-tasks', {
      incorrect: { [operation(0, 'ingredient')]: 'acme' },
      correct: {},
      show: [`${INGREDIENT}/slug`, operation(0)],
      fold: 1,
    }),
    fix: "Set ingredient to the composition's ingredient slug.",
  },
  // A fix when the composition has its one ingredient (the only surface the op can be called on); with several, a suggestion.
  fixable: 'both',
  check: (ctx) =>
    ctx.operations.flatMap((op) => {
      const ingredient = str(op.value, 'ingredient');
      if (ingredient === undefined) return [];
      const slugs = itemStrings(op.composition.value, 'ingredients', 'slug');
      if (slugs.includes(ingredient)) return [];
      return [
        {
          file: 'pack.json',
          pointer: child(op.ptr, 'ingredient'),
          message: `operation ${operationName(op)} names ingredient ${show(ingredient)}, but its composition's ingredient is ${slugs.map((s) => show(s)).join(', ') || 'missing'}; an operation is called on the surface its composition names.`,
          fix: slugs.length
            ? `Set "ingredient": ${show(slugs[0])}.`
            : 'Add the ingredient to the composition, then name its slug here.',
          ...(slugs.length
            ? offer(
                slugs.length === 1 ? 'fix' : 'suggestion',
                `Set "ingredient": ${show(slugs[0])}`,
                setAt(ctx, child(op.ptr, 'ingredient'), slugs[0]),
              )
            : {}),
        },
      ];
    }),
});
