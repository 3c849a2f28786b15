/**
 * An object-command grammar (`X [OPTIONS] OBJECT { COMMAND | help }`) whose objects are listed under a heading named
 * by the usage's own placeholder ("OBJECT"), each entry spelt with its shortest accepted form first (`g[eneral]`,
 * `c[onnection]`): the heading lists the CLI's first words, and each entry's name is the word spelt out.
 */

/** Placeholders that hold a value, never a command: their heading explains values (a "FILE" section), not words. */
const VALUE_SLOT = /^(options?|flags?|files?|paths?|args?|arguments?|dirs?|directory|names?|values?)$/i;

/**
 * Whether `heading` is the placeholder in the command slot of the CLI's first usage line: the first operand after
 * any optional groups, written in capitals, with a command after it (`{ COMMAND | help }`, `COMMAND`, `<command>`).
 */
export function objectSlotHeading(heading: string, usage: readonly string[]): boolean {
  const slot = /^\S+\s+(?:\[[^\]]*\]\s+)*([A-Z][A-Z_-]{2,})\s+(.*)$/.exec(usage[0] ?? '');
  if (!slot || VALUE_SLOT.test(slot[1]) || slot[1] !== heading.trim().replace(/:$/, '')) return false;
  return /^(?:\{\s*)?(?:\[\s*)?(?:COMMAND|<command>|SUBCOMMAND)\b/i.test(slot[2]);
}

/** `g[eneral]  …` → `general  …`: an entry whose name shows its shortest form, spelt out; any other line as it was. */
export function shortFormSpelled(entry: string): string {
  return entry.replace(/^([a-z][\w-]*)\[([a-z][\w-]*)\](?=\s|$)/, '$1$2');
}
