import type { HelpPage } from './help-types';

/** A word a usage line uses for the command itself, or for the options: never the operand a command comes after. */
const NOT_AN_OPERAND = /^(OPTIONS?|COMMANDS?|SUBCOMMANDS?|CMD|ARGS?|ARGUMENTS?|PARAMETERS?|FLAGS?)$/i;

/**
 * The operand every command of a CLI comes after (`parted [OPTION]... [DEVICE [COMMAND [PARAMETERS]...]...]`: `parted
 * DEVICE print`), in the one form that says so: the command's placeholder bracketed inside the operand's, so the
 * operand may be left out only with the command. A grammar's `OBJECT { COMMAND | help }` names the commands
 * themselves and does not match. Null when no usage line of the top page has that shape.
 */
export function operandBeforeCommand(top: Pick<HelpPage, 'usage'>): string | null {
  for (const line of top.usage) {
    const m = /\[\s*<?([A-Za-z][\w-]*)>?\s+\[\s*<?(?:sub)?(?:command|cmd)s?>?\b/i.exec(line);
    if (m && !NOT_AN_OPERAND.test(m[1])) return m[1];
  }
  return null;
}
