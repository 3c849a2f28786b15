import { closest } from '../closest';
import { isOneOf, quoteList } from '../vocabulary';
import { shapeKeys, type FieldName } from '../../core/tolerant';
import { InstallCommandSchema, InstallDocsSchema, type InstallEntry } from '../schema';
import { child, has, type At } from '../walk';
import type { TextEdit } from '../../core/finding';
import { appendAt, offer, removeAt, unknownKeyFix, type EditSource } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, INGREDIENT } from './example';
import { installEntries } from './install-shared';

/** An entry with manager or package is a command; one with docs alone is a link. */
export const checkInstallEntryShape = createRule({
  id: 'C-install-entry-shape',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'An install entry is a command or a docs link',
    checks: 'Each install entry is exactly { manager, package, systems? } or { docs }.',
    why: 'Each install entry is { manager, package, systems } or { docs }. Recued shows the command; it never runs it.',
    ...compositionExample('opencode', {
      incorrect: {
        [`${INGREDIENT}/cli/install`]: [{ manager: 'npm', package: 'opencode-ai', docs: 'https://opencode.ai/docs' }],
      },
      correct: {},
    }),
    fix: 'Split mixed entries; remove unknown keys.',
  },
  // Splitting a mixed entry keeps both halves (a fix); an unknown key's rename or removal is for the author.
  fixable: 'both',
  check: (view) =>
    installEntries(view).flatMap((entry): RawFinding[] => {
      const keys = Object.keys(entry.value);
      const isCommand = has(entry.value, 'manager') || has(entry.value, 'package');
      if (!isCommand && !has(entry.value, 'docs'))
        return [
          {
            file: 'pack.json',
            pointer: entry.ptr,
            message: `install entry has ${keys.length ? `only ${quoteList(keys)}` : 'no keys'}; ${SHAPE}.`,
            fix: 'Write { "manager": "npm", "package": "…" } or { "docs": "https://…" }.',
          },
        ];
      const allowed: FieldName<InstallEntry>[] = isCommand ? COMMAND_KEYS : DOCS_KEYS;
      const hits: RawFinding[] = keys
        .filter((key) => !isOneOf(allowed, key))
        .map((key) => {
          const guess = closest(key, allowed);
          const mixed = isCommand && key === 'docs';
          return {
            file: 'pack.json',
            pointer: child(entry.ptr, key),
            message: mixed
              ? `install entry mixes a command (manager, package) with "docs"; ${SHAPE}, never both.`
              : `install entry has the unknown key "${key}"; ${SHAPE}, and nothing else.`,
            fix: mixed
              ? 'Move the docs link into its own entry: { "docs": "https://…" }.'
              : guess && !has(entry.value, guess)
                ? `Rename "${key}" to "${guess}".`
                : `Remove "${key}".`,
            ...(mixed
              ? offer('fix', 'Move "docs" into its own install entry', splitDocs(view, entry))
              : unknownKeyFix(view, child(entry.ptr, key), key, allowed, entry.value)),
          };
        });
      if (isCommand)
        for (const key of ['manager', 'package'] as const)
          if (!has(entry.value, key))
            hits.push({
              file: 'pack.json',
              pointer: child(entry.ptr, key),
              message: `install entry has no "${key}"; ${SHAPE}, and a command needs both manager and package.`,
              fix: `Add "${key}".`,
            });
      return hits;
    }),
});

const SHAPE = 'each install entry is { manager, package, systems } or { docs }';

const COMMAND_KEYS = shapeKeys(InstallCommandSchema);

const DOCS_KEYS = shapeKeys(InstallDocsSchema);

/** A mixed entry split in two: its "docs" removed, and a { docs } entry of its own appended to the install list. */
function splitDocs(src: EditSource, entry: At<InstallEntry>): TextEdit[] {
  const remove = removeAt(src, child(entry.ptr, 'docs'));
  const append = appendAt(src, entry.ptr.slice(0, entry.ptr.lastIndexOf('/')), { docs: entry.value.docs });
  return remove.length && append.length ? [...remove, ...append] : [];
}
