import { VERSION_OUTSIDE, orList } from '../vocabulary';
import { compareVersions, isVersion, versionCore } from '../versions';
import { child, has, kindBlocks, recAt, show, type At, type PackView, type Rec } from '../walk';
import type { Check, Hit } from './types';

const RULE = 'a version is one to four whole numbers joined by dots';

function versionBlocks(view: PackView): { version: At<Rec>; tested: At<Rec> | null }[] {
  return kindBlocks(view, 'cli').flatMap(({ block }) => {
    const version = recAt(block, 'version');
    return version ? [{ version, tested: recAt(version, 'tested') }] : [];
  });
}

export const checkVersionFormat: Check = (view) =>
  versionBlocks(view).flatMap(({ tested }) => {
    if (!tested) return [];
    const hits: Hit[] = [];
    for (const key of ['from', 'before'] as const) {
      if (!has(tested.value, key)) continue;
      const value = tested.value[key];
      if (isVersion(value)) continue;
      const core = typeof value === 'string' ? versionCore(value) : undefined;
      hits.push({
        pointer: child(tested.ptr, key),
        message: `version.tested.${key} is ${show(value)}; ${RULE} (like "1.18.35").`,
        fix: core ? `Write "${key}": "${core}".` : `Write "${key}" as a version such as "1.0.0".`,
      });
    }
    return hits;
  });

export const checkVersionOrder: Check = (view) =>
  versionBlocks(view).flatMap(({ tested }) => {
    const from = tested?.value.from;
    const before = tested?.value.before;
    if (!tested || !isVersion(from) || !isVersion(before) || compareVersions(from, before) < 0) return [];
    return [
      {
        pointer: child(tested.ptr, 'from'),
        message: `version.tested.from "${from}" is not below before "${before}"; from is the oldest version you tested and before is the first you did not, so from must be below before (compared number by number).`,
        fix: `Set "before" to the first version you did not test, above "${from}", or lower "from".`,
      },
    ];
  });

export const checkVersionOutside: Check = (view) =>
  versionBlocks(view).flatMap(({ version }) => {
    const outside = version.value.outside;
    if ((VERSION_OUTSIDE as readonly unknown[]).includes(outside)) return [];
    const actual = has(version.value, 'outside') ? `is ${show(outside)}` : 'is missing';
    return [
      {
        pointer: child(version.ptr, 'outside'),
        message: `version.outside ${actual}; it is ${orList(VERSION_OUTSIDE)}: what happens when the owner's version is not tested or cannot be read. Refuse stops the action; warn lets it run and logs it.`,
        fix: 'Set "outside": "refuse" (or "warn" to let untested versions run with a log line).',
      },
    ];
  });
