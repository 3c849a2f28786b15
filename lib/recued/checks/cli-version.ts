import { VERSION_OUTSIDE, orList } from '../vocabulary';
import { compareVersions, isVersion, versionCore } from '../versions';
import type { CliVersion } from '../schema';
import { child, has, kindBlocks, recAt, show, type At, type PackView } from '../walk';
import { listedValueFix, offer, setAt } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, INGREDIENT } from './example';

const RULE = 'a version is one to four whole numbers joined by dots';

function versionBlocks(view: PackView): { version: At<CliVersion>; tested: At<CliVersion['tested']> | null }[] {
  return kindBlocks(view, 'cli').flatMap(({ block }) => {
    const version = recAt(block, 'version');
    return version ? [{ version, tested: recAt(version, 'tested') }] : [];
  });
}

export const checkVersionFormat = createRule({
  id: 'C-version-format',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Tested versions are one to four whole numbers',
    checks: 'version.tested.from and version.tested.before match 1 to 4 whole numbers joined by dots.',
    why: 'A version is one to four whole numbers joined by dots.',
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/version/tested/from`]: 'v1.18.35-beta' },
      correct: {},
      show: [`${INGREDIENT}/cli/version/tested`],
    }),
    fix: 'Drop prefixes and suffixes such as "v" and "-beta".',
  },
  // A fix for a bare "v" prefix ("v1.2.3" is 1.2.3); dropping a suffix such as "-beta" names another version, so a suggestion.
  fixable: 'both',
  check: (view) =>
    versionBlocks(view).flatMap(({ tested }) => {
      if (!tested) return [];
      const hits: RawFinding[] = [];
      for (const key of ['from', 'before'] as const) {
        if (!has(tested.value, key)) continue;
        const value = tested.value[key];
        if (isVersion(value)) continue;
        const core = typeof value === 'string' ? versionCore(value) : undefined;
        hits.push({
          file: 'pack.json',
          pointer: child(tested.ptr, key),
          message: `version.tested.${key} is ${show(value)}; ${RULE} (like "1.18.35").`,
          fix: core ? `Write "${key}": "${core}".` : `Write "${key}" as a version such as "1.0.0".`,
          ...(core
            ? offer(
                value === `v${core}` || value === `V${core}` ? 'fix' : 'suggestion',
                `Write "${key}": "${core}"`,
                setAt(view, child(tested.ptr, key), core),
              )
            : {}),
        });
      }
      return hits;
    }),
});

export const checkVersionOrder = createRule({
  id: 'C-version-order',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'from is below before',
    checks: 'version.tested.from is numerically below version.tested.before (part by part, so 1.10 > 1.9).',
    why: 'from is the oldest version you tested and counts; before is the first version you did not test. from must be below before.',
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/version/tested`]: { from: '2.0.0', before: '1.18' } },
      correct: {},
    }),
    fix: 'Set before to the first version you did not test.',
  },
  check: (view) =>
    versionBlocks(view).flatMap(({ tested }) => {
      const from = tested?.value.from;
      const before = tested?.value.before;
      if (!tested || !isVersion(from) || !isVersion(before) || compareVersions(from, before) < 0) return [];
      return [
        {
          file: 'pack.json',
          pointer: child(tested.ptr, 'from'),
          message: `version.tested.from "${from}" is not below before "${before}"; from is the oldest version you tested and before is the first you did not, so from must be below before (compared number by number).`,
          fix: `Set "before" to the first version you did not test, above "${from}", or lower "from".`,
        },
      ];
    }),
});

export const checkVersionOutside = createRule({
  id: 'C-version-outside',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'version.outside is refuse or warn',
    checks: 'version.outside is "refuse" or "warn".',
    why: "It says what happens when the owner's version is not tested or cannot be read: refuse stops the action; warn lets it run and its log says so. It is only the pack's default; the owner can choose per program.",
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/version/outside`]: 'block' },
      correct: {},
      show: [`${INGREDIENT}/cli/version`],
    }),
    fix: 'Set outside to "refuse" or "warn".',
  },
  // "Refuse" has one spelling (a fix); choosing between refuse and warn is the author's (a suggestion of "refuse").
  fixable: 'both',
  check: (view) =>
    versionBlocks(view).flatMap(({ version }) => {
      const outside = version.value.outside;
      if ((VERSION_OUTSIDE as readonly unknown[]).includes(outside)) return [];
      const actual = has(version.value, 'outside') ? `is ${show(outside)}` : 'is missing';
      return [
        {
          file: 'pack.json',
          pointer: child(version.ptr, 'outside'),
          message: `version.outside ${actual}; it is ${orList(VERSION_OUTSIDE)}: what happens when the owner's version is not tested or cannot be read. Refuse stops the action; warn lets it run and logs it.`,
          fix: 'Set "outside": "refuse" (or "warn" to let untested versions run with a log line).',
          ...listedValueFix(view, child(version.ptr, 'outside'), outside, VERSION_OUTSIDE, 'refuse'),
        },
      ];
    }),
});
