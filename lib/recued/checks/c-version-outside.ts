import { VERSION_OUTSIDE, orList } from '../vocabulary';
import { child, has, show } from '../walk';
import { listedValueFix } from '../quick-fix';
import { createRule } from './create';
import { compositionExample, INGREDIENT } from './example';
import { versionBlocks } from './cli-version-shared';

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
