import { compareVersions, isVersion } from '../versions';
import { child } from '../walk';
import { createRule } from './create';
import { compositionExample, INGREDIENT } from './example';
import { versionBlocks } from './cli-version-shared';

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
