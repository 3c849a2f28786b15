import { quote } from '../../../core/guards';
import { pointer } from '../../../json/pointer';
import { EVAL_FILE } from './shared';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const e002CasesNameCommands = createRule({
  id: 'E002',
  category: 'eval',
  severity: 'error',
  docs: {
    title: 'Cases name real commands',
    why: 'A case whose verb is not a command of the pack tests nothing and fails on every run.',
    ...ledgerExample('hcp.eval.json', {
      incorrect: { '/cases/0/verb': 'ls' },
      correct: {},
      show: ['/cases/0'],
    }),
  },
  check: ({ pack }) => {
    const commands = pack.model.commands.map((c) => c.key);
    return (pack.model.evalCases ?? [])
      .filter((c) => c.verb !== undefined && !commands.includes(c.verb))
      .map((c) => ({
        file: EVAL_FILE,
        pointer: pointer('cases', c.index, 'verb'),
        message: `Case ${quote(c.name ?? `#${c.index + 1}`)} names ${quote(c.verb)}, which is not a command of this pack (commands: ${commands.join(', ') || 'none'}).`,
        fix: commands.length
          ? `Set "verb" to one of ${commands.map((k) => `"${k}"`).join(', ')}, or remove the case.`
          : 'Remove the case, or add the command to surface.json.',
      }));
  },
});
