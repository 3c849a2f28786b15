import type { HelpPage } from './help-types';

/** A man page's option that says it is another program of the same page: at's `-l  Is an alias for atq.` */
const ALIAS_FOR = /^\s*(?:is\s+)?an?\s+alias\s+(?:for|of)\s+[`'"]?([a-z][\w-]*)/i;

/** True when a page's commands are flag modes and one of them has no description to judge it by. */
export function undescribedModes(page: HelpPage): boolean {
  return page.commands.length > 0 && page.commands.every((c) => c.mode) && page.commands.some((c) => !c.description);
}

/**
 * Flag modes the help names but does not describe (at's usage lines: `at -c job`, `at [-V] -l …`), described by the
 * man page's own entry for the flag (`-c  cats the jobs listed on the command line to standard output`). An entry
 * that only says it is an alias of a sibling program (`-l  Is an alias for atq.`) takes that program's own entry in
 * the same page (`atq  lists the user's pending jobs…`): what it does is what that one does. Descriptions only fill
 * what the help left empty; nothing else changes.
 */
export function describeModesFromMan(page: HelpPage, man: HelpPage, manText: string): HelpPage {
  const commands = page.commands.map((c) => {
    if (!c.mode || c.description) return c;
    const names = [c.path[c.path.length - 1], ...c.aliases, c.mode.short].filter(Boolean);
    const entry = man.flags.find((f) => names.includes(f.long ?? '') || names.includes(f.short ?? ''));
    const said = entry?.description?.trim();
    if (!said) return c;
    const alias = ALIAS_FOR.exec(said)?.[1];
    const description = (alias && entryOf(manText, alias)) || said;
    return { ...c, description };
  });
  return { ...page, commands };
}

/**
 * A name's own entry in a man page's text (`       atq     lists the user's pending jobs, …`): the name alone at
 * the start of an indented line, a gap, then what it does, with the deeper lines that carry it on.
 */
function entryOf(text: string, name: string): string | undefined {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s+)(\S+)(\s{2,}|\t+)(\S.*)$/.exec(lines[i]);
    if (!m || m[2] !== name) continue;
    const column = m[1].length + m[2].length + m[3].length;
    const said = [m[4].trim()];
    for (const next of lines.slice(i + 1)) {
      if (!next.trim() || next.length - next.trimStart().length < column) break;
      said.push(next.trim());
    }
    return said.join(' ').replace(/‐ /g, '').replace(/\s+/g, ' ');
  }
  return undefined;
}
