import { ARTIFACT_TYPE } from '../vocabulary';
import { get, has, show } from '../walk';
import { offer, setAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample } from './example';

export const checkArtifactType = createRule({
  id: 'C-artifact-type',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'artifact_type is "pack"',
    checks: 'The envelope declares "artifact_type": "pack".',
    why: 'A pack is a box that holds recipes and ingredients; the composition is the capability half of that box.',
    ...compositionExample('acme-tasks', {
      incorrect: { '/artifact_type': 'composition' },
      correct: {},
      show: ['/manifest_version', '/artifact_type'],
    }),
    fix: 'Set "artifact_type": "pack".',
  },
  fixable: 'fix',
  check: (ctx) => {
    const { root } = ctx;
    if (!root || get(root, 'artifact_type') === ARTIFACT_TYPE) return [];
    const actual = has(root, 'artifact_type') ? `is ${show(root.artifact_type)}` : 'is missing';
    return [
      {
        file: 'pack.json',
        pointer: '/artifact_type',
        message: `artifact_type ${actual}; a composition sits inside a pack, whose envelope says "artifact_type": "${ARTIFACT_TYPE}".`,
        fix: `Set "artifact_type": "${ARTIFACT_TYPE}".`,
        ...offer('fix', `Set "artifact_type": "${ARTIFACT_TYPE}"`, setAt(ctx, '/artifact_type', ARTIFACT_TYPE)),
      },
    ];
  },
});
