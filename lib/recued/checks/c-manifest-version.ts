import { MANIFEST_VERSION } from '../vocabulary';
import { get, has, show } from '../walk';
import { offer, setAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample } from './example';

export const checkManifestVersion = createRule({
  id: 'C-manifest-version',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'manifest_version is 2',
    checks: 'The envelope declares "manifest_version": 2.',
    why: 'A composition sits inside a version 2 pack envelope; publish and install check exactly that.',
    ...compositionExample('acme-tasks', {
      incorrect: { '/manifest_version': 1 },
      correct: {},
      show: ['/manifest_version', '/artifact_type'],
    }),
    fix: 'Set "manifest_version": 2.',
  },
  fixable: 'fix',
  check: (ctx) => {
    const { root } = ctx;
    if (!root || get(root, 'manifest_version') === MANIFEST_VERSION) return [];
    const actual = has(root, 'manifest_version') ? `is ${show(root.manifest_version)}` : 'is missing';
    return [
      {
        file: 'pack.json',
        pointer: '/manifest_version',
        message: `manifest_version ${actual}; a pack's envelope is manifest_version ${MANIFEST_VERSION}, and publish and install check exactly that.`,
        fix: `Set "manifest_version": ${MANIFEST_VERSION}.`,
        ...offer(
          'fix',
          `Set "manifest_version": ${MANIFEST_VERSION}`,
          setAt(ctx, '/manifest_version', MANIFEST_VERSION),
        ),
      },
    ];
  },
});
