import { pointer } from '../../json/pointer';
import { placeholderNames, selectsJson } from '../argv';
import { cliConfirmFlag } from '../command-names';
import { createNote } from './note';

const STANDALONE = /^\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}$/;
const SWITCH = /^--?no-colou?r$/;

/**
 * A switch in cli[] right before an optional argument's placeholder: the runtime drops "the flag before" a missing
 * value (DECISIONS), so `["show", "-json", "{{path}}"]` loses -json whenever path is left out. A value flag
 * (`--memo {{memo}}`) should go with its value; a switch (the JSON flag, a confirm flag, -no-color) should not.
 */
export const droppedFlagNote = createNote({
  id: 'studio/dropped-flag',
  title: 'No switch is dropped with a missing optional value',
  why: 'A missing optional value drops its token and the flag before it. When that flag is a switch of its own (the JSON flag, a "do not ask" flag), the call silently changes: it prints text, or it prompts and hangs.',
  check: ({ pack }) =>
    pack.model.commands.flatMap((c) => {
      const cli = c.cli ?? [];
      return cli.flatMap((token, i) => {
        const name = STANDALONE.exec(token)?.[1];
        const before = cli[i - 1];
        if (!name || !before || placeholderNames(before).length || c.required.includes(name)) return [];
        const isSwitch = selectsJson([before]) || cliConfirmFlag([before]) !== undefined || SWITCH.test(before);
        if (!isSwitch) return [];
        return [
          {
            file: 'surface.json' as const,
            pointer: pointer('verbs', c.key, 'cli', i - 1),
            message: `In ${JSON.stringify(c.key)}, ${JSON.stringify(before)} comes right before the optional ${JSON.stringify(token)}: whenever ${name} is left out, the runtime drops ${JSON.stringify(before)} too.`,
            fix: `Move ${JSON.stringify(before)} before the other flags (or into json_flag), so no placeholder follows it.`,
          },
        ];
      });
    }),
});
