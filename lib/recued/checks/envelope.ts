import { ARTIFACT_TYPE, MANIFEST_VERSION } from '../vocabulary';
import { get, has, show, str } from '../walk';
import type { Check } from './types';

export const checkManifestVersion: Check = ({ root }) => {
  if (!root || get(root, 'manifest_version') === MANIFEST_VERSION) return [];
  const actual = has(root, 'manifest_version') ? `is ${show(root.manifest_version)}` : 'is missing';
  return [
    {
      pointer: '/manifest_version',
      message: `manifest_version ${actual}; a pack's envelope is manifest_version ${MANIFEST_VERSION}, and publish and install check exactly that.`,
      fix: `Set "manifest_version": ${MANIFEST_VERSION}.`,
    },
  ];
};

export const checkArtifactType: Check = ({ root }) => {
  if (!root || get(root, 'artifact_type') === ARTIFACT_TYPE) return [];
  const actual = has(root, 'artifact_type') ? `is ${show(root.artifact_type)}` : 'is missing';
  return [
    {
      pointer: '/artifact_type',
      message: `artifact_type ${actual}; a composition sits inside a pack, whose envelope says "artifact_type": "${ARTIFACT_TYPE}".`,
      fix: `Set "artifact_type": "${ARTIFACT_TYPE}".`,
    },
  ];
};

export const checkPublisherHandle: Check = ({ root }, ctx) => {
  const publisher = str(root, 'publisher');
  if (publisher === undefined || publisher === ctx.publisher) return [];
  return [
    {
      pointer: '/publisher',
      message: `publisher is ${show(publisher)}, but you are signed in as "${ctx.publisher}"; publisher must be the handle you are signed in as when you publish.`,
      fix: `Set "publisher": "${ctx.publisher}", or sign in as "${publisher}".`,
    },
  ];
};
