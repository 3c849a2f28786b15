import { isVersion, versionCore } from '../versions';
import { child, has, show } from '../walk';
import { offer, setAt } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, INGREDIENT } from './example';
import { versionBlocks } from './cli-version-shared';

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

const RULE = 'a version is one to four whole numbers joined by dots';
