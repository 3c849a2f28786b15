import { closest } from '../closest';
import { INSTALL_MANAGERS, isOneOf, orList, quoteList } from '../vocabulary';
import { child, has, show } from '../walk';
import { listedValueFix } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, INGREDIENT } from './example';
import { installEntries } from './install-shared';

export const checkInstallManager = createRule({
  id: 'C-install-manager',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Install manager is on the list',
    checks: 'manager is brew, winget, scoop, apt, dnf, npm, pip, pipx, cargo or go.',
    why: 'Recued shows a command for each manager only on systems where it runs, so it must know the manager.',
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/install/0/manager`]: 'yarn' },
      correct: {},
      show: [`${INGREDIENT}/cli/install/0`],
    }),
    fix: 'Use a listed manager, or a { docs } link.',
  },
  fixable: 'both',
  check: (view) =>
    installEntries(view).flatMap((entry): RawFinding[] => {
      if (!has(entry.value, 'manager') || isOneOf(INSTALL_MANAGERS, entry.value.manager)) return [];
      const manager = entry.value.manager;
      const guess = typeof manager === 'string' ? closest(manager, INSTALL_MANAGERS) : undefined;
      return [
        {
          file: 'pack.json',
          pointer: child(entry.ptr, 'manager'),
          message: `install manager ${show(manager)} is not one Recued shows commands for; manager is ${orList(INSTALL_MANAGERS)}.`,
          fix: guess
            ? `Set "manager": "${guess}".`
            : `Use one of ${quoteList(INSTALL_MANAGERS)}, or replace the entry with { "docs": "https://…" }.`,
          ...listedValueFix(view, child(entry.ptr, 'manager'), manager, INSTALL_MANAGERS),
        },
      ];
    }),
});
