import { quote } from '../../../core/guards';
import { createRule } from '../create';
import { offer, renameCommandEdits } from '../../quick-fix';
import { REMOVED } from '../../../core/example';
import { ledgerExample, ledgerVerbs } from '../example';

export const COMMAND_NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

/** What is wrong with a command name, in words, or undefined when it is well formed. */
export function nameProblem(key: string): string | undefined {
  if (COMMAND_NAME.test(key)) return undefined;
  if (key === '') return 'is empty';
  if (/[A-Z]/.test(key)) return 'has upper case';
  if (/\s/.test(key)) return 'has spaces';
  if (key.includes('-')) return "uses '-' instead of '_'";
  if (/(^|\.)(\.|$)/.test(key)) return 'has an empty family segment';
  if (/(^|\.)[0-9_]/.test(key)) return 'has a segment that does not start with a letter';
  const bad = key.match(/[^a-z0-9_.]/)?.[0];
  return `uses ${quote(bad)}; families are separated by '.'`;
}

/** The well-formed name closest to a bad one: camelCase and '-' become '_', ':' '/' and spaces become '.'. */
export function suggestName(key: string): string | undefined {
  const name = key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[\s:/]+/g, '.')
    .replace(/-+/g, '_')
    .replace(/[^a-z0-9_.]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._0-9]+|\.+$/g, '')
    .replace(/\.[_0-9]+/g, '.');
  return COMMAND_NAME.test(name) ? name : undefined;
}

export const m002CommandNames = createRule({
  id: 'M002',
  category: 'manifest',
  severity: 'error',
  docs: {
    title: 'Command names are lower case with dot-separated families',
    why: 'The command name is the verb_key on the wire and the tool name hosts show; lower case with dot-separated families (`setup.status`, `issue.list`) reads the same everywhere and groups related commands.',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/setup.status': REMOVED, '/verbs/setupStatus': ledgerVerbs('setup.status')['setup.status'] },
      correct: {},
      fold: 1,
    }),
    fix: 'Rename the command to lower-case words joined by `_`, with families separated by `.` (`Setup-Status` becomes `setup.status`, `issueList` becomes `issue.list`), and use the new name in policy.json, the HARNESS.md hot-path table and hcp.eval.json too.',
  },
  fixable: 'fix',
  check: (pack) =>
    pack.model.commands.flatMap((c) => {
      const problem = nameProblem(c.key);
      if (!problem) return [];
      const better = suggestName(c.key);
      const rename = better
        ? `Rename ${quote(c.key)} to ${quote(better)}`
        : `Rename ${quote(c.key)} to lower-case words joined by '_', with families separated by '.' (e.g. "setup.status")`;
      return [
        {
          file: 'surface.json',
          pointer: c.pointer,
          message: `Command name ${quote(c.key)} ${problem}; names are lower case with dot-separated families, like "setup.status".`,
          fix: `${rename} in surface.json "verbs", policy.json "verbs", the HARNESS.md hot-path table and any hcp.eval.json case.`,
          // One edit set over all four files; not offered when the better name is taken (the rename would merge two commands).
          ...(better && !pack.model.commands.some((o) => o.key === better)
            ? offer(
                'fix',
                `Rename ${quote(c.key)} to ${quote(better)} in every file`,
                renameCommandEdits(pack, c.key, better),
              )
            : {}),
        },
      ];
    }),
});
