import { ANSI, probePointer, shown } from './shared';
import { createRule } from '../create';

export const r007NoColour = createRule({
  id: 'R007',
  category: 'probe',
  severity: 'warn',
  docs: {
    title: 'No ANSI colour when stdout is not a TTY or `NO_COLOR` is set',
    why: 'Escape codes cost tokens, break JSON and string matching, and mean the CLI ignores NO_COLOR (clig.dev).',
    incorrect: '$ NO_COLOR=1 tool status | cat -v\n^[[32mok^[[0m',
    correct: '$ NO_COLOR=1 tool status | cat -v\nok',
  },
  check: (ctx) => {
    const coloured = ctx.observations.filter((o) => ANSI.test(o.stdout) || ANSI.test(o.stderr));
    if (!coloured.length) return [];
    const first = coloured[0];
    const more = coloured.length > 1 ? ` (and ${coloured.length - 1} other run${coloured.length > 2 ? 's' : ''})` : '';
    return [{
      file: 'surface.json',
      pointer: probePointer(first),
      message: `${shown(first)} printed ANSI colour codes with NO_COLOR=1, TERM=dumb and no TTY${more}.`,
      fix: 'Colour only when stdout is a TTY and NO_COLOR is unset (check process.stdout.isTTY and NO_COLOR before colouring).',
    }];
  },
});
