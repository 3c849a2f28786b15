import { quote } from '../../../core/guards';
import { createRule } from '../create';
import { ledgerExample, ledgerVerbs } from '../example';

/** Names that stand for "run anything", as a whole command name or as its last family segment (`repo.exec`). */
export const CATCH_ALL_NAMES: ReadonlySet<string> = new Set([
  'run',
  'exec',
  'execute',
  'shell',
  'sh',
  'bash',
  'zsh',
  'powershell',
  'eval',
  'cmd',
  'command',
  'raw',
  'call',
  'invoke',
  'do',
  'passthrough',
  'pass_through',
  'any',
]);

export function catchAllSegment(key: string): string | undefined {
  const last = key.slice(key.lastIndexOf('.') + 1).toLowerCase(); // the last family segment, as key.split('.').pop()
  return CATCH_ALL_NAMES.has(last) ? last : undefined;
}

export const m003CatchAll = createRule({
  id: 'M003',
  category: 'manifest',
  severity: 'error',
  docs: {
    title: 'No catch-all command (`run`, `exec`, `shell`, …)',
    why: 'The command set is closed: each command is named, has a Policy row and can be granted or refused on its own. A catch-all hands an agent the whole CLI behind one grant and one description.',
    ...ledgerExample('surface.json', {
      incorrect: {
        '/verbs/exec': { description: 'Run any ledger command with the given arguments.', cli: ['ledger', '{{args}}'] },
      },
      correct: { '/verbs/list': ledgerVerbs('list').list },
    }),
    fix: 'Replace the catch-all with one named command per hot-path subcommand, each with a fixed `cli[]` (e.g. `["gh", "issue", "list"]`) and its own policy.json row, then delete the catch-all from surface.json, policy.json and HARNESS.md.',
  },
  check: ({ model }) =>
    model.commands.flatMap((c) => {
      const word = catchAllSegment(c.key);
      if (!word) return [];
      const bin = model.cliBin ?? model.wrap?.bin ?? 'bin';
      return [
        {
          file: 'surface.json',
          pointer: c.pointer,
          message: `${quote(c.key)} is a catch-all command (${quote(word)}); a pack's command set is closed, so every command is named for what it does.`,
          fix: `Replace ${quote(c.key)} with one named command per hot-path subcommand listed by "${bin} --help", each with its own "cli": [${JSON.stringify(bin)}, "<subcommand>", …] and policy.json row, then delete ${quote(c.key)} from surface.json, policy.json and HARNESS.md.`,
        },
      ];
    }),
});
