import type { TextEdit } from '../../core/finding';
import { offer, setAt, type EditSource } from '../quick-fix';
import { child, kindBlocks, show, str, type IngredientNode, type PackView } from '../walk';
import { createRule } from './create';
import { compositionExample, INGREDIENT, operation } from './example';

/** Advice (warn): the document says both forms work today. */
export const checkBaseOriginOnly = createRule({
  id: 'C-base-origin-only',
  category: 'composition',
  severity: 'warn',
  docs: {
    title: 'Keep http.base origin-only',
    checks: "An http ingredient's base has no path, query or fragment.",
    why: 'When the base ends with a version prefix and an operation path starts with /, the prefix gets dropped; that is how web addresses join. Both forms work today, but origin-only is the rule everyone follows and it never surprises anyone.',
    ...compositionExample('acme-tasks', {
      incorrect: {
        [`${INGREDIENT}/http/base`]: 'https://api.acme.example/v1',
        [operation(0, 'bind', 'path_template')]: '/tasks',
        [operation(1, 'bind', 'path_template')]: '/tasks/{{task_id}}/complete',
      },
      correct: {},
    }),
    fix: 'Move the prefix from base into each path_template.',
  },
  // A suggestion: moving the prefix changes which URL each operation calls (today the prefix is dropped).
  fixable: 'suggestion',
  check: (view) =>
    kindBlocks(view, 'http').flatMap(({ ingredient, block }) => {
      const base = str(block.value, 'base');
      if (base === undefined) return [];
      let url: URL;
      try {
        url = new URL(base);
      } catch {
        return [];
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
      const extra = url.pathname.replace(/\/$/, '') + url.search + url.hash;
      if (!extra) return [];
      return [
        {
          file: 'pack.json',
          pointer: child(block.ptr, 'base'),
          message:
            `http.base is ${show(base)}, which is not origin-only. When the base ends with a prefix ("${extra}") and an operation path starts with /, ` +
            `the prefix gets dropped; that is just how web addresses join together. Origin-only is the rule everyone follows.`,
          fix: `Set "base": "${url.origin}" and start each path_template with "${url.pathname.replace(/\/$/, '')}".`,
          ...(url.search || url.hash
            ? {}
            : offer(
                'suggestion',
                `Set "base": "${url.origin}" and prefix each path_template with "${url.pathname.replace(/\/$/, '')}"`,
                moveBasePrefix(view, ingredient, block.ptr, url),
              )),
        },
      ];
    }),
});

/** base set to its origin, and the prefix put in front of the path_template of each rest operation on this ingredient. */
function moveBasePrefix(
  view: PackView & EditSource,
  ingredient: IngredientNode,
  basePtr: string,
  url: URL,
): TextEdit[] {
  const prefix = url.pathname.replace(/\/$/, '');
  const slug = str(ingredient.value, 'slug');
  const paths = view.operations.flatMap((op) => {
    const template = str(op.bind?.value, 'path_template');
    if (
      op.composition !== ingredient.composition ||
      str(op.value, 'ingredient') !== slug ||
      str(op.bind?.value, 'kind') !== 'rest' ||
      template === undefined
    )
      return [];
    return setAt(
      view,
      child(op.bind!.ptr, 'path_template'),
      prefix + (template.startsWith('/') ? template : `/${template}`),
    );
  });
  const base = setAt(view, basePtr, url.origin);
  return base.length ? [...base, ...paths] : [];
}
