import { ARTIFACT_TYPE, MANIFEST_VERSION } from '../vocabulary';
import { get, has, show, str } from '../walk';
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

export const checkPublisherHandle = createRule({
  id: 'C-publisher-handle',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'publisher is your signed-in handle',
    checks: 'publisher equals the studio\'s signed-in handle (a setting, default "local").',
    why: 'publisher must be the handle you are signed in as when you publish.',
    ...compositionExample('acme-tasks', {
      incorrect: { '/publisher': 'your-publisher-handle' },
      correct: {},
    }),
    fix: "Set publisher to your handle, or sign in as the pack's publisher.",
  },
  // A suggestion: signing in as the pack's publisher is the other right answer, and only the author knows which.
  fixable: 'suggestion',
  check: (ctx) => {
    const { root, publisher: signedIn } = ctx;
    const publisher = str(root, 'publisher');
    if (publisher === undefined || publisher === signedIn) return [];
    return [
      {
        file: 'pack.json',
        pointer: '/publisher',
        message: `publisher is ${show(publisher)}, but you are signed in as "${signedIn}"; publisher must be the handle you are signed in as when you publish.`,
        fix: `Set "publisher": "${signedIn}", or sign in as "${publisher}".`,
        ...offer('suggestion', `Set "publisher": "${signedIn}"`, setAt(ctx, '/publisher', signedIn)),
      },
    ];
  },
});
