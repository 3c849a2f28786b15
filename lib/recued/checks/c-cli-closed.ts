import { closest } from '../closest';
import { CliBlockSchema, CliVersionSchema, TestedVersionsSchema } from '../schema';
import { quoteList } from '../vocabulary';
import { child, kindBlocks, recAt, type At, type Rec } from '../walk';
import { unknownKeyFix, type EditSource } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { REMOVED } from '@/lib/core/example';
import { compositionExample, INGREDIENT } from './example';

/** The cli block, its version and version.tested are closed; install entries have their own check. */
export const checkCliClosed = createRule({
  id: 'C-cli-closed',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'The cli block is closed',
    checks:
      'The cli block (and its version and version.tested) has no key beyond tool, probe, package_ref, entry_point, version, install (tested, outside; from, before).',
    why: 'The cli block is closed. A key it does not know is refused, so a typo cannot slip through.',
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/tool`]: REMOVED, [`${INGREDIENT}/cli/tol`]: 'opencode' },
      correct: {},
      fold: 1,
    }),
    fix: 'Correct the spelling or remove the key.',
  },
  // A key in other letter case has one right spelling (a fix); a typo's guess or a removal is for the author.
  fixable: 'both',
  check: (view) =>
    kindBlocks(view, 'cli').flatMap(({ block }) => {
      const version = recAt(block, 'version');
      const tested = version && recAt(version, 'tested');
      return [
        ...unknownKeys(view, block, CLI_KEYS, 'the cli block'),
        ...(version ? unknownKeys(view, version, VERSION_KEYS, 'cli.version') : []),
        ...(tested ? unknownKeys(view, tested, TESTED_KEYS, 'cli.version.tested') : []),
      ];
    }),
});

const CLI_KEYS = Object.keys(CliBlockSchema.shape);

const VERSION_KEYS = Object.keys(CliVersionSchema.shape);

const TESTED_KEYS = Object.keys(TestedVersionsSchema.shape);

function unknownKeys(src: EditSource, at: At<Rec>, known: string[], where: string): RawFinding[] {
  return Object.keys(at.value)
    .filter((key) => !known.includes(key))
    .map((key) => {
      const guess = closest(key, known);
      return {
        file: 'pack.json',
        pointer: child(at.ptr, key),
        message: `${where} has the unknown key "${key}"; the cli block is closed: a key it does not know is refused, so a typo cannot slip through.`,
        fix:
          guess && !(guess in at.value)
            ? `Rename "${key}" to "${guess}".`
            : `Remove "${key}"; ${where} knows ${quoteList(known)}.`,
        ...unknownKeyFix(src, child(at.ptr, key), key, known, at.value),
      };
    });
}
