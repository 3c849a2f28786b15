import { probePointer, shown } from './shared';
import { createRule } from '../create';
import { probeExample } from '../example';

export const r007NoColour = createRule({
  id: 'R007',
  category: 'probe',
  severity: 'warn',
  docs: {
    title: 'No ANSI colour when stdout is not a TTY or `NO_COLOR` is set',
    why: 'Escape codes cost tokens, break JSON and string matching, and mean the CLI ignores NO_COLOR (clig.dev).',
    ...probeExample({
      incorrect: {
        purpose: 'read',
        verb: 'status',
        argv: ['ledger', 'status', '--json'],
        exit_code: 0,
        stdout: '{ "ok": true, "link": "\u001b[32mhealthy\u001b[0m" }',
      },
      correct: {
        purpose: 'read',
        verb: 'status',
        argv: ['ledger', 'status', '--json'],
        exit_code: 0,
        stdout: '{ "ok": true, "link": "healthy" }',
      },
    }),
  },
  // The runtime strips every escape sequence where the output enters the engine and records what it found.
  check: (ctx) => {
    const coloured = ctx.observations.filter((o) => o.escapes?.colour || o.escapes?.control);
    if (!coloured.length) return [];
    const first = coloured[0];
    const more = coloured.length > 1 ? ` (and ${coloured.length - 1} other run${coloured.length > 2 ? 's' : ''})` : '';
    const what = first.escapes?.colour
      ? 'ANSI colour codes'
      : 'terminal escape sequences (cursor moves, titles, links)';
    return [
      {
        file: 'surface.json',
        pointer: probePointer(first),
        message: `${shown(first)} printed ${what} with NO_COLOR=1, TERM=dumb and no TTY${more}.`,
        fix: 'Colour only when stdout is a TTY and NO_COLOR is unset (check process.stdout.isTTY and NO_COLOR before colouring).',
      },
    ];
  },
});
