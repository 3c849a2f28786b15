import { leftAlignedDashEntries } from './dash-column';
import { withoutNamespaceHeadings } from './namespace-groups';
import { objectSlotHeading, shortFormSpelled } from './object-slot';
import { stripEscapes } from '../terminal/escapes';
import { flagsInSummary, mergeFlags, parseFlagSpec } from './flags';
import type { HelpCommand, HelpFlag, HelpForm, HelpLayout, HelpPage, HelpPositional } from './help-types';
import { usageTokens } from './usage';

/**
 * Reads one help page. Every layout wrap knows (cobra, argparse, click, commander, yargs, clap, git, npm, man)
 * is a title line followed by indented `name  description` entries, so one section walker reads them all; the
 * layout only names what it saw. Pure: text in, data out.
 */
export function parseHelp(raw: string, options: { bin?: string } = {}): HelpPage {
  const text = indentedCommandHeadings(
    manSubsections(underlinedHeadings(leftAlignedDashEntries(withoutNamespaceHeadings(dedented(normalise(raw)))))),
  );
  const lines = text.split('\n');
  const bin = options.bin ? binBase(options.bin) : undefined;
  let walker = new SectionWalker(bin);
  for (const line of lines) walker.line(line);
  // certbot's `certbot [SUBCOMMAND] [options]` over "manage certificates:", "manage your account:": where the usage
  // takes a command and no section is called one, the sections of named entries are the command listing
  const takesCommand = (line: string) =>
    COMMAND_PLACEHOLDER.test(line) && (!bin || line.trim().split(/\s+/)[0] === bin || walker.usage.includes(line));
  if (!walker.commands.length && [...walker.usage, ...lines].some(takesCommand)) {
    const topical = new SectionWalker(bin, true);
    for (const line of lines) topical.line(line);
    if (topical.commands.length >= 2) walker = topical;
  }
  const page = walker.page();
  if (!page.commands.length && options.bin) page.commands.push(...programLines(text, binBase(options.bin)));
  if (!page.commands.length && options.bin) page.commands.push(...usageListing(text, binBase(options.bin)));
  unnestPlaceholders(page.commands);
  const verbs = verbGrammar(text);
  if (verbs.length) {
    // the grammar's verbs alone (a man page's `list   Print the ruleset…` entry) are words of it, not commands
    const said = new Set(verbs.map((c) => c.path[0]));
    const kept = page.commands.filter((c) => !(c.path.length === 1 && said.has(c.path[0])));
    page.commands.splice(0, page.commands.length, ...kept);
    for (const c of verbs) if (!kept.some((k) => k.path.join(' ') === c.path.join(' '))) page.commands.push(c);
  }
  const grammar = [
    ...grammarCommands(text, page.usage),
    ...(page.commands.length ? [] : usageModes(page, options.bin)),
  ];
  for (const command of grammar)
    if (!page.commands.some((c) => c.path[0] === command.path[0])) page.commands.push(command);
  const helpForms = helpFormsIn(text);
  const layout = grammar.length
    ? grammar.every((c) => c.mode)
      ? 'flag-mode'
      : 'grammar'
    : detectLayout(text, page, walker.prefixedEntries, walker.gridLines);
  // a help page listing a `help` command of its own: `X help NAME` asks that command, never runs NAME (a man page's
  // lists are not the CLI's own: aws's `help` there is a topic)
  if (
    layout !== 'man' &&
    !helpForms.includes('prefix-help') &&
    page.commands.some((c) => c.path.length === 1 && c.path[0] === 'help')
  )
    helpForms.push('prefix-help');
  const helpFlag = helpFlagIn(text);
  return { ...page, ...(helpForms.length ? { helpForms } : {}), ...(helpFlag ? { helpFlag } : {}), layout };
}

/** The option a page says to put before a command's name for its help: `specify -H followed by a command name`. */
function helpFlagIn(text: string): string | undefined {
  return /(?:^|[\s(])(-[A-Za-z]|--help)\s+(?:followed by (?:a|the) (?:sub)?command(?: name)?|<(?:sub)?command>|COMMAND)\b/m.exec(
    text,
  )?.[1];
}

/**
 * Headings drawn as underlines or rules (`Commands` over `--------`, `=== High level commands`, a title over
 * `=====`) become `Title:` lines, the one heading form the walker reads.
 */
function underlinedHeadings(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const rule = /^\s*([=~-])\1{2,}\s*$/.test(line);
    const previous = out[out.length - 1];
    if (rule && previous?.trim() && !/^\s*[-=~]/.test(previous)) {
      out[out.length - 1] = `${previous.trim().replace(/:$/, '')}:`;
      continue;
    }
    const framed = /^={2,}\s+(\S.{0,70}?)\s*(?:={2,})?\s*$/.exec(line);
    out.push(framed ? `${framed[1].replace(/:$/, '')}:` : line);
  }
  return out.join('\n');
}

/**
 * A page indented as a whole (meow's: `  Usage`, `  Commands` at two spaces, their entries at four) moves to the
 * margin, where the walker reads headings; a page with any line at the margin is left as it is.
 */
function dedented(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length);
  const least = indents.length ? Math.min(...indents) : 0;
  return least >= 2 ? lines.map((l) => l.slice(least)).join('\n') : text;
}

/**
 * A command listing's heading indented like its entries (lvm's `  Available lvm commands:`, virsh's `  commands
 * (non interactive mode):`) moves to the margin, where the walker reads headings; its entries stay indented.
 * Only a heading that names commands, on a page with no heading at the margin.
 */
function indentedCommandHeadings(text: string): string {
  const lines = text.split('\n');
  // only on a page that draws no heading at the margin: elsewhere an indented heading is a part's own
  if (lines.some((l) => /^[A-Z][A-Za-z ]{1,40}:?\s*$/.test(l))) return text;
  return lines
    .map((line) => {
      const indent = line.length - line.trimStart().length;
      const trimmed = line.trim();
      if (indent < 2 || indent > 4 || !trimmed.endsWith(':') || !isHeading(trimmed)) return line;
      return classify(trimmed) === 'commands' && /\bcommands\b/i.test(trimmed) ? trimmed : line;
    })
    .join('\n');
}

/**
 * A man page's subsections (`   Operation mode` at three spaces, its entries deeper) become `Title:` headings, so
 * xz's or nft's command sections read like a help page's. Only in a man page (its `NAME(1) … NAME(1)` header).
 */
function manSubsections(text: string): string {
  const lines = text.split('\n');
  const first = lines.find((l) => l.trim()) ?? '';
  if (!MAN_HEADER.test(first.trim())) return text;
  return lines
    .map((line, i) => {
      if (!/^ {3}[A-Za-z][\w ,/&()'-]{2,60}$/.test(line) || /[.:]$/.test(line.trim())) return line;
      if (line.trim().split(/\s+/).length > 6) return line;
      const next = lines.slice(i + 1).find((l) => l.trim());
      return next && next.length - next.trimStart().length > 3 ? `${line.trim()}:` : line;
    })
    .join('\n');
}

/**
 * Modes a CLI's usage lines spell one per line (`ssh-keygen -l [-f file]`, `ssh-keygen -R hostname`,
 * `cmake --build <dir>`): three or more lines, each starting with a different bare flag. Each flag is a flag-mode
 * command, described by the page's own entry for it; a placeholder right after it is its value.
 */
function usageModes(page: Omit<HelpPage, 'layout'>, bin: string | undefined): HelpCommand[] {
  const modes = new Map<string, HelpCommand>();
  for (const line of page.usage) {
    // crontab's `crontab [ -u user ] [ -i ] { -e | -l | -r }`: a required choice of flags, each a mode
    for (const choice of line.matchAll(/\{\s*(-[A-Za-z][\w-]*(?:\s*\|\s*-[A-Za-z][\w-]*)+)\s*\}/g))
      for (const flag of choice[1].split('|').map((f) => f.trim())) {
        if (modes.has(flag)) continue;
        const described = page.flags.find((f) => f.long === flag || f.short === flag);
        const long = described?.long ?? flag;
        modes.set(flag, {
          path: [long],
          aliases: long === flag ? [] : [flag],
          // `-r	(delete user's crontab)`: the brackets are the page's typography, not the words'
          ...(described?.description ? { description: described.description.replace(/^\((.*)\)$/, '$1') } : {}),
          section: 'usage',
          fromGrammar: true,
          mode: described?.long && described.short ? { short: described.short } : {},
        });
      }
    // ethtool: `ethtool [ FLAGS ] -S|--statistics DEVNAME   Show adapter statistics` (a description after a gap)
    const [spec, ...said] = line.replace(/^\s*(usage|or)\s*:\s*/i, '').split(/\s{3,}/);
    const words = usageTokens(spec);
    if (!bin || binBase(words[0] ?? '') !== binBase(bin)) continue;
    const tokens = withoutLeadingOptions(
      words.slice(1).filter((t, i, all) => !(/^\[\s*[A-Z]+\s*\]$/.test(t) && i < all.length - 1)),
    );
    const names = (tokens[0] ?? '').split('|');
    const flag = names.find((n) => n.startsWith('--')) ?? names[0];
    if (!flag || !names.every((n) => /^--?[A-Za-z][\w-]*$/.test(n)) || modes.has(flag)) continue;
    const next = tokens[1];
    const value =
      next && /^(<[^<>]+>|[A-Z][A-Z0-9_]*|[a-z]+_[a-z_]+)$/.test(next) ? next.replace(/[<>]/g, '') : undefined;
    const described = page.flags.find((f) => names.includes(f.long ?? '') || names.includes(f.short ?? ''));
    const long = described?.long ?? flag;
    const description = described?.description ?? (said.join(' ').trim() || undefined);
    modes.set(flag, {
      path: [long],
      aliases: names.filter((n) => n !== long),
      ...(description ? { description } : {}),
      section: 'usage',
      fromGrammar: true,
      mode: { ...(value ? { value } : {}), ...(described?.long && described.short ? { short: described.short } : {}) },
    });
  }
  return modes.size >= 3 ? [...modes.values()] : [];
}

/**
 * A usage line's words past the optional flags it opens with (`at [-V] -l [-o timeformat]` → `-l …`): the mode a line
 * spells is the first flag it requires. A line that requires none keeps its words (it names no mode).
 */
function withoutLeadingOptions(tokens: readonly string[]): string[] {
  const first = tokens.findIndex((t) => !/^\[\s*-[^\]]*\]$/.test(t));
  return first > 0 && tokens[first].startsWith('-') ? tokens.slice(first) : [...tokens];
}

/** `(or select) - `, `(alias: validate)`: a listing entry's own longer name, ahead of its description. */
const LONG_NAME = /^\((?:or|alias:?|aka)\s+([a-z][a-z0-9-]*)\)\s*(?:[-:–]\s+)?/;

/**
 * A second word that follows two or more different commands (mariadb-admin's `create databasename`, `drop
 * databasename`) is their argument, not a subcommand of each: `config get`, `config set` nest, `create NAME` does
 * not. The entry keeps its first word, the word becomes its argument.
 */
function unnestPlaceholders(commands: HelpCommand[]): void {
  const heads = new Map<string, Set<string>>();
  for (const c of commands)
    if (c.path.length === 2) heads.set(c.path[1], (heads.get(c.path[1]) ?? new Set()).add(c.path[0]));
  for (const c of commands) {
    // a usage line of its own spells its words out (`btrfs balance status`, `btrfs scrub status`): a path
    if (c.fromUsage || c.treeChild || c.path.length !== 2 || (heads.get(c.path[1])?.size ?? 0) < 2) continue;
    const word = c.path.pop()!;
    c.argsSpec = `<${word}>${c.argsSpec ? ` ${c.argsSpec}` : ''}`;
  }
}

/**
 * Commands listed one per line at the margin with the program in front and no heading (cbt's `cbt ls    List
 * tables…`): three or more such lines, each with its description after a gap.
 */
function programLines(text: string, bin: string): HelpCommand[] {
  const out: HelpCommand[] = [];
  for (const line of text.split('\n')) {
    const m = /^(?:\S*\/)?(\S+) ([a-z][\w-]*) {2,}(\S.*)$/.exec(line);
    if (!m || m[1] !== bin || out.some((c) => c.path[0] === m[2])) continue;
    out.push({ path: [m[2]], aliases: [], description: m[3].trim(), section: 'commands' });
  }
  return out.length >= 3 ? out : [];
}

/**
 * Commands a page lists as one usage line each, the program, its bracketed options, then the command's word
 * (pactl's `pactl [options] stat`, `pactl [options] get-default-(sink|source)`, pass's `pass [ls] [subfolder]`,
 * timew's `timew delete @<id> [@<id> ...]` aligned under its `Usage: ` at seven spaces):
 * three or more lines with different
 * words. Each word is the CLI's own (fromGrammar), `a-(b|c)` spelled out, the rest of the line its arguments; their
 * help is never asked for (fromUsage): a CLI that lists its commands this way may run one on `NAME --help`.
 */
function usageListing(text: string, bin: string): HelpCommand[] {
  const out: HelpCommand[] = [];
  const escaped = bin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const line = new RegExp(
    `^\\s{0,8}(?:(?:[Uu]sage|or):\\s*)?(?:\\S*/)?${escaped}(?:(?:\\s+\\[[^\\]]*\\])*\\s+([a-z][\\w-]*(?:\\([a-z|-]+\\)[\\w-]*)*)|\\s+\\[([a-z][\\w-]*)\\])(?:\\s+(.*))?$`,
  );
  const rows = text.split('\n');
  rows.forEach((row, i) => {
    const m = line.exec(row);
    const word = m?.[1] ?? m?.[2];
    // `pass [ls] [subfolder]`: a command word may be optional (the default), never a placeholder (`[options]`)
    if (!word || /^((sub)?commands?|cmd|options?|flags?|args|arguments)$/.test(word)) return;
    // the line below, deeper and no usage line itself, describes it (`btrfs balance start …` / `Balance chunks…`)
    const next = rows.slice(i + 1).find((r) => r.trim());
    const deeper = !!next && next.length - next.trimStart().length > row.length - row.trimStart().length;
    const description = next && deeper && !line.test(next) ? next.trim() : undefined;
    const rest = (m?.[3] ?? '').trim().split(/\s+/).filter(Boolean);
    const path = [word];
    // a described line's plain words after the first are its path (`btrfs balance start`); an example's are values
    while (description && path.length < 3 && rest.length && /^[a-z][a-z0-9-]*$/.test(rest[0])) path.push(rest.shift()!);
    const args = rest.join(' ');
    // a usage line's arguments are placeholders; prose that starts with the program ("rsync is a file transfer
    // program") or an example (`gem install rake`, `gem list --local`) has words and values instead; a line that
    // takes `<command>` is the CLI's general usage, not a command's
    if (args && (!placeholdersOnly(args) || /<(sub)?command>|<group>|\b(SUB)?COMMAND\b/.test(args))) return;
    for (const name of spelledOut(word)) {
      const named = [name, ...path.slice(1)];
      if (out.some((c) => c.path.join(' ') === named.join(' '))) continue;
      out.push({
        path: named,
        aliases: [],
        ...(description ? { description } : {}),
        ...(args ? { argsSpec: args } : {}),
        section: 'usage',
        fromGrammar: true,
        fromUsage: true,
      });
    }
  });
  return new Set(out.map((c) => c.path[0])).size >= 3 ? out : [];
}

/**
 * ipset's `list [SETNAME]` at the margin of its "Commands:" section, its description on the deeper line below: a
 * command word, then placeholders only (or nothing), never a sentence or a group title. The word may be followed by
 * a sub-command's words (kingpin's `check config [<flags>] <config-files>...`, its description on the line below)
 * and by a description after a gap of two spaces (`activate-zone-key ZONE KEY-ID      Activate the key…`); an
 * operand spelt in lower case after the placeholders (`add-record ZONE NAME TYPE [ttl] content`) is one too.
 */
const MARGIN_SUBWORDS = 2;

function marginEntry(left: string): boolean {
  if (/(?<!\.\.)[.!?,;]$/.test(left)) return false; // a sentence's end, not a repeated operand's `...`
  const m = /^([a-z][\w-]*)((?:\s+[a-z][\w-]*)*)(?:\s+(.*))?$/.exec(left);
  if (!m) return false;
  const words = m[2].trim().split(/\s+/).filter(Boolean);
  const args = m[3]?.trim();
  if (!args) return words.length <= MARGIN_SUBWORDS;
  // lower-case words after a placeholder are operands, not more sub-command words
  return words.length <= MARGIN_SUBWORDS && /^([[<{]|--?\w|#?[A-Z][A-Z0-9_-]*\b)/.test(args) && operandsOnly(args);
}

/** Placeholders, or a lower-case operand among them (`ZONE NAME TYPE [ttl] content`), and nothing else. */
function operandsOnly(args: string): boolean {
  let bare = args;
  for (let i = 0; i < 3; i++) bare = bare.replace(/\[[^[\]]*\]/g, ' ');
  return bare
    .split(/\s+/)
    .filter(Boolean)
    .every((t) => placeholdersOnly(t) || /^[a-z][\w/-]*(\.\.\.)?$/.test(t) || /^--?[\w.-]+(=\S+)?$/.test(t));
}

/** `NAME|#N 1|0`, `pass-name [pass-length]`, `<uri>`, `FILE...`: only placeholders, outside the optional parts. */
function placeholdersOnly(args: string): boolean {
  let bare = args;
  for (let i = 0; i < 3; i++) bare = bare.replace(/\[[^[\]]*\]/g, ' ');
  return bare
    .split(/\s+/)
    .filter(Boolean)
    .every((t) =>
      /^([@%+]?<[^<>]+>(\.\.\.)?|\{[^{}]*\}|#?[A-Z][A-Z0-9_-]*(\.\.\.)?|[a-z]+(-[a-z]+)+(\.\.\.)?|\S*\|\S*|#\w+)$/.test(
        t,
      ),
    );
}

/**
 * A grammar of verbs over objects, one line each (nft's man page: `{list | flush} ruleset [family]`, `{delete |
 * list | flush} table [family] table`): each verb with its object is a command, the rest its arguments. Three or
 * more such lines. Named by structure, and never run for their help (fromUsage): `nft flush ruleset --help` is a
 * command line, not a help request.
 */
function verbGrammar(text: string): HelpCommand[] {
  const out: HelpCommand[] = [];
  let lines = 0;
  for (const row of text.split('\n')) {
    const m = /^\s*\{\s*([a-z][\w-]*(?:\s*\|\s*[a-z][\w-]*)+)\s*\}\s+([a-z][\w-]*)(?:\s+(.*))?$/.exec(row);
    if (!m) continue;
    lines++;
    const args = m[3] ? manPlaceholders(m[3].trim()) : undefined;
    for (const verb of m[1].split('|').map((v) => v.trim()))
      if (!out.some((c) => c.path[0] === verb && c.path[1] === m[2]))
        out.push({
          path: [verb, m[2]],
          aliases: [],
          // what it does is its verb, first (its name ends with the object): risk and rank are read from that word
          verb,
          // its own words only: the line's other verbs (`delete`) would be read as what this one does
          description: `${verb.charAt(0).toUpperCase()}${verb.slice(1)} the ${m[2]}.`,
          ...(args ? { argsSpec: args } : {}),
          section: 'grammar',
          fromGrammar: true,
          fromUsage: true,
        });
  }
  return lines >= 3 ? out : [];
}

/**
 * A man page's arguments with their italics lost (`[family] table chain`): each plain word outside brackets and
 * braces is a placeholder (`<table> <chain>`); what is inside them stays as printed.
 */
function manPlaceholders(args: string): string {
  let depth = 0;
  return args
    .split(/(\s+)/)
    .map((token) => {
      const before = depth;
      for (const ch of token) depth += ch === '[' || ch === '{' ? 1 : ch === ']' || ch === '}' ? -1 : 0;
      return before === 0 && /^[a-z][\w-]*$/.test(token) ? `<${token}>` : token;
    })
    .join('');
}

/** `get-default-(sink|source)` as the words it stands for: `get-default-sink`, `get-default-source`. */
function spelledOut(word: string): string[] {
  const m = /\(([^()]*)\)/.exec(word);
  if (!m) return [word];
  return m[1].split('|').flatMap((alt) => spelledOut(word.slice(0, m.index) + alt + word.slice(m.index + m[0].length)));
}

/** Placeholders a grammar line defines as the command word: `OBJECT := { address | link | route }`. */
const GRAMMAR_NAMES = /^(OBJECT|COMMAND|CMD|ACTION|SUBCOMMAND|VERB|MODE|OPERATION)S?$/;

/**
 * Commands a usage grammar defines (`where OBJECT := { address | link | … }`): the alternatives of a placeholder
 * that is a command word by name or stands right after the program in the first usage line (`ip [ OPTIONS ] OBJECT
 * { COMMAND | help }`). Each is the CLI's own word (fromGrammar).
 */
function grammarCommands(text: string, usage: readonly string[]): HelpCommand[] {
  const out: HelpCommand[] = [];
  const firstTail = usageTokens(usage[0] ?? '')
    .slice(1)
    .filter((t) => !t.startsWith('[') && !t.startsWith('-'));
  for (const m of text.matchAll(/\b([A-Z][A-Z_-]*)\s*:=\s*\{([^}]*)\}/g)) {
    const name = m[1];
    if (!GRAMMAR_NAMES.test(name) && firstTail[0] !== name) continue;
    for (const word of m[2].split('|').map((w) => w.trim()))
      if (/^[a-z][\w-]*$/.test(word) && word !== 'help' && !out.some((c) => c.path[0] === word))
        out.push({ path: [word], aliases: [], section: name, fromGrammar: true });
  }
  return out;
}

/**
 * The help forms a page names: `help <topic>` / `help COMMAND` (supervisorctl, fossil: `X help NAME`),
 * `{ COMMAND | help }` after a placeholder (ip: `X OBJECT help`), `try "tc -help"` (a single-dash -help).
 */
function helpFormsIn(text: string): HelpForm[] {
  const forms: HelpForm[] = [];
  // `Use “gio help COMMAND”` (curly quotes), `gsutil help <command or topic>`
  if (
    /\bhelp\s+(<(topic|command|cmd|action|subcommand)\b[^<>\n]{0,20}>|\[?(COMMAND|TOPIC|ACTION|SUBCOMMAND)\]?)(?=[\s)'".,`’”]|$)/m.test(
      text,
    )
  )
    forms.push('prefix-help');
  if (/\{\s*(COMMAND|ACTION)\s*\|\s*help\s*\}/.test(text)) forms.push('suffix-help');
  if (/(^|[\s"'`])-help\b/m.test(text)) forms.push('single-dash');
  // `npm <command> -h`, `Use "gh <command> <subcommand> --help"`, `Run 'docker COMMAND --help'`
  // quilt: `quilt [--trace] command [-h] ...`
  if (/(<(sub)?command>|\[(sub)?command\]|\b(SUB)?COMMAND|\bcommand|<cmd>)\s+\[?(-h|--help)\b/.test(text))
    forms.push('dash-help');
  return forms;
}

/**
 * Terminal escapes, backspace over-striking (man pages) and CRs removed by the one stripper (help read from a file
 * or pasted never went through the runtime), and tabs expanded, so columns line up.
 */
export function normalise(text: string): string {
  return stripEscapes(text).replace(/\t/g, '        ');
}

export function binBase(bin: string): string {
  return bin.replace(/^.*[\\/]/, '').replace(/\.(m?js|cjs|py|sh)$/, '');
}

type SectionKind = 'none' | 'usage' | 'commands' | 'flags' | 'positionals' | 'name' | 'examples' | 'aliases' | 'other';

interface Entry {
  indent: number;
  descColumn: number | null;
  target: { description?: string };
}

const MAN_HEADER = /^\S+\(\d?\w*\)\s{2,}.*\S+\(\d?\w*\)\s*$/;
const INLINE_USAGE = /^\s*(usage|or)\s*:\s*(\S.*)$/i;
/**
 * A name in a command listing: `build`, `build,` (an alias follows), `auth:` (gh), `set-url`, `migrate:make`
 * (commander's and oclif's topic:command). Lower case first: a
 * capitalised word in a listing is prose ("This APT has…", "GROUP is one of the following:"), never a command.
 */
const COMMAND_NAME = /^[a-z](?:[\w.-]*[\w-])?(?::[a-z][\w-]*)*[,:]?$/;
/**
 * apt's `list - list packages based on package names`, cryptsetup's `open <device> [<name>] - open device as <name>`,
 * 7-Zip's `a : Add files to archive`: a name, its arguments, a spaced dash or colon, the description; or the colon
 * right after the name (wg's `show: Shows the current configuration…`).
 */
const DASHED_ENTRY = /^([a-z][\w.-]*)(?:((?:\s+[<[{(][^\n]*?)?)\s+[-:]|:)\s+(\S.*)$/;
/** A bullet before an entry of a man page's list (aws's `o s3`), after the indent. */
const BULLET = /^(\s*)(?:[o*•+]|\+o)\s+(?=\S)/;
/** A man page's running footer or header on a line of its own: `S3()`, `GIT-STATUS(1)`. */
const MAN_FOOTER = /^\S+\(\d?\w*\)$/;
/** npm's `access, adduser, audit,` lists. */
const COMMA_LIST = /^[a-z][\w-]*(,\s*[a-z][\w-]*)*,?$/;
/**
 * rrdtool's `Valid commands: create, update, updatev, graph,` (more names on the indented lines after it): a
 * heading naming commands with its list of names on the same line, at the margin.
 */
const INLINE_COMMAND_LIST = /^((?:[A-Za-z]+ ){0,2}(?:sub)?commands)(?: are)?:\s+([a-z][\w-]*(?:,\s*[a-z][\w-]*)+,?)$/i;

class SectionWalker {
  private kind: SectionKind = 'none';
  /** The heading of the section being read, as printed (its colon dropped). */
  private section: string | undefined;
  /** The section lists groups (GROUPS, services): its entries run nothing alone. */
  private groupSection = false;
  private sawSection = false;
  private usagePending = false;
  private blankBefore = false;
  private last: Entry | null = null;
  private braceIndent: number | null = null;
  /**
   * The entries below argparse's subparsers metavar in "positional arguments" (khard's `SUBCOMMAND`, then `list
   * (ls)   list all contacts`): argparse prints them from the parser's own choices, so each is the CLI's word, as a
   * brace group's names are, and needs no live check (khard answers every `NAME --help` with its missing config).
   */
  private subparserBlock = false;
  /** The open entries of a command tree drawn by indentation (treeChild), shallowest first. */
  private tree: { indent: number; path: string[] }[] = [];
  private description: string[] = [];
  private descriptionClosed = false;
  /** The paragraph being read opened with a line that is no description: the rest of it is not one either. */
  private skipParagraph = false;
  /**
   * The section is a heading's own list (`Valid commands: create, update,`): its names are the CLI's words, as an
   * argparse brace group's are, never prose, and need no live check (rrdtool's commands take no `--help`).
   */
  private inlineList = false;
  /** Commands the section being read has listed so far. */
  private sectionEntries = 0;
  /** The indent of an entry line the walker could not read: the deeper line after it is its description. */
  private unreadEntryIndent: number | null = null;
  /** The line before this one, blank lines skipped: a heading may finish the sentence it began. */
  private previousLine = '';
  readonly usage: string[] = [];
  readonly commands: HelpCommand[] = [];
  readonly flags: HelpFlag[] = [];
  readonly positionals: HelpPositional[] = [];
  readonly examples: string[] = [];
  readonly aliases: string[][] = [];
  prefixedEntries = 0;

  /**
   * @param topical the page's usage takes a command but no heading names commands: a section of other words ("manage
   * certificates:") lists them, its flags are flags
   */
  constructor(
    private readonly bin?: string,
    private readonly topical = false,
  ) {}

  line(line: string) {
    const trimmed = line.trim();
    if (!trimmed) {
      this.blankBefore = true;
      this.skipParagraph = false;
      if (this.description.length) this.descriptionClosed = true;
      if (this.kind === 'usage' && !this.usagePending) this.kind = 'none';
      return;
    }
    const indent = line.length - line.trimStart().length;
    const previous = this.previousLine;
    this.previousLine = trimmed;
    const blank = this.blankBefore;
    this.blankBefore = false;
    if ((MAN_HEADER.test(trimmed) && !this.sawSection) || MAN_FOOTER.test(trimmed)) return;

    const inline = INLINE_USAGE.exec(line);
    if (inline && indent <= 3) {
      if (/^or$/i.test(inline[1]) && this.usage.length === 0) return;
      this.enter('usage');
      this.usage.push(inline[2].trim());
      this.usagePending = false;
      return;
    }
    const inlineList = indent <= 3 ? INLINE_COMMAND_LIST.exec(trimmed) : null;
    if (inlineList) {
      this.enter('commands', inlineList[1]);
      this.inlineList = true;
      for (const name of inlineList[2].split(',').map((n) => n.trim()))
        if (name) this.addCommand({ ...this.listed([name], this.section), fromGrammar: true });
      return;
    }
    if (indent === 0 && this.kind === 'commands' && this.programPrefix(trimmed)) {
      this.commandEntry(trimmed, undefined, 0, null); // git-lfs: `git lfs checkout:`, its description below
      return;
    }
    const angled = /^<([A-Za-z][A-Za-z ]{2,30})>$/.exec(trimmed); // 7-Zip's `<Commands>`, `<Switches>`
    if ((indent <= 1 && isHeading(trimmed)) || (indent === 0 && angled)) {
      let heading = angled ? angled[1] : trimmed.replace(/:$/, '');
      let kind = classify(heading);
      if (kind === 'other' && this.topical && isTopicHeading(heading)) kind = 'commands';
      // a group title inside a command listing (hg's "Repository creation:") goes on listing commands
      // a list of something else ("FUNCTION LIST" after a man page's "VERB LIST") is a section of its own
      if (
        kind === 'other' &&
        this.kind === 'commands' &&
        !this.topical &&
        isGroupTitle(heading) &&
        !/\blist:?$/i.test(heading)
      )
        kind = 'commands';
      // mu's "… where <command>" / "is one of:": a sentence whose subject, the commands, ended the line before
      if (kind === 'other' && /^(is|are) (one|any) of( the following)?$/i.test(heading) && namesCommands(previous)) {
        kind = 'commands';
        heading = 'commands';
      }
      // getent's "Supported databases:" under `getent [OPTION...] database [key ...]`: the operand's values
      const operand = kind === 'other' ? operandListed(heading, this.usage) : false;
      if (operand) kind = 'commands';
      // nmcli-like `X [OPTIONS] OBJECT { COMMAND | help }` with its objects under "OBJECT"
      if (kind === 'other' && objectSlotHeading(heading, this.usage)) kind = 'commands';
      this.enter(kind, heading);
      this.operandSection = operand ? heading : undefined;
      this.usagePending = this.kind === 'usage';
      return;
    }
    if (this.kind === 'examples') return this.exampleLine(trimmed);
    if (this.kind === 'aliases') {
      for (const alias of trimmed.split(',')) if (alias.trim()) this.aliases.push(usageTokens(alias));
      return;
    }
    if (indent === 0) return this.flushLine(trimmed);
    this.indented(line, trimmed, indent, blank);
  }

  /** A line at the margin that is not a heading: a git group title, a description, or the end of a section. */
  private flushLine(trimmed: string) {
    switch (this.kind) {
      case 'commands': {
        // A grid of names at the margin (openssl, fossil, supervisorctl) or `git lfs checkout:` entries (git-lfs)
        if (
          !/\s-\s/.test(trimmed) &&
          (this.gridLine(trimmed, 0) || this.programPrefix(usageTokens(trimmed).join(' ')))
        ) {
          if (this.programPrefix(trimmed)) this.commandEntry(trimmed, undefined, 0, null);
          return;
        }
        if (trimmed.startsWith('-') && !isSentence(trimmed)) {
          this.indented(trimmed, trimmed, 0, false); // flag-mode commands at the margin of their section
          return;
        }
        // at the margin like the entries before it (a description wrapped to the margin follows an indented one)
        const margin = this.marginSplit(trimmed);
        if (marginEntry(margin.left) && (this.sectionEntries === 0 || this.last?.indent === 0)) {
          this.commandEntry(margin.left, margin.right, 0, margin.rightColumn);
          return;
        }
        // A sentence at the margin ends the listing ("See apt(8) for more information."); a group title
        // ("start a working area (see also: git help tutorial)") does not, and the listing goes on.
        // but a sentence right under the heading, before any entry, is the heading's note (iptables' "Either long
        // or short options are allowed.")
        if (isSentence(trimmed) && this.sectionEntries > 0) this.kind = 'other';
        this.last = null;
        return;
      }
      case 'usage':
        // argp's "Usage: getent [OPTION...] database [key ...]" then "Get entries from administrative database.":
        // the sentence right after the one usage line, no grammar in it, says what the CLI does
        if (
          this.usage.length === 1 &&
          !this.description.length &&
          /^[A-Z][a-z]/.test(trimmed) &&
          isSentence(trimmed) &&
          !/[[\]<>{}|]/.test(trimmed)
        ) {
          this.addDescription(trimmed);
          return;
        }
        if (this.usagePending || this.usage.length) {
          this.usage.push(trimmed);
          this.usagePending = false;
        }
        return;
      case 'none':
        // `git lfs status [<options>]` opening the page: the program's words, then the command's: a usage line
        if (!this.usage.length && !this.sawSection && this.startsWithProgram(trimmed)) {
          this.usage.push(trimmed);
          return;
        }
        this.addDescription(trimmed);
        return;
      case 'flags':
        if (trimmed.startsWith('-')) {
          this.indented(trimmed, trimmed, 0, false); // a man page's flags at the margin of their section
          return;
        }
        if (trimmed.startsWith('[')) {
          this.flags.push(...flagsInSummary(trimmed)); // npm prints its options as a bracketed summary at the margin
          return;
        }
        this.kind = 'none';
        this.last = null;
        return;
      default:
        this.kind = 'none';
        this.last = null;
    }
  }

  private indented(line: string, trimmed: string, indent: number, blank: boolean) {
    switch (this.kind) {
      case 'usage': {
        // curl: `Usage: curl [options...] <url>` then its flags, one per line, with no heading
        if (trimmed.startsWith('-') && /\S\s{2,}\S/.test(trimmed) && this.usage.length) {
          this.enter('flags');
          break;
        }
        const last = this.usage.length - 1;
        const bin = last >= 0 ? usageTokens(this.usage[last])[0] : undefined;
        // argparse wraps a long usage line; clap and cobra start each alternative with the bin again
        if (last >= 0 && !blank && !this.usagePending && indent >= 6 && usageTokens(trimmed)[0] !== bin)
          this.usage[last] += ' ' + trimmed;
        // ip: its usage alternatives are paragraphs, each starting with the program again
        else if (!blank || this.usagePending || (bin && usageTokens(trimmed)[0] === bin)) {
          this.usage.push(trimmed.replace(/^\$\s+/, ''));
          this.usagePending = false;
        } else {
          this.kind = 'none';
          this.addDescription(trimmed);
        }
        return;
      }
      case 'name':
        if (/^\S+\s+-$/.test(trimmed)) return; // aws: "s3 -", a NAME with nothing after the dash
        this.addDescription(trimmed.includes(' - ') ? trimmed.slice(trimmed.indexOf(' - ') + 3) : trimmed);
        return;
      case 'none':
        if (!trimmed.startsWith('-')) {
          this.addDescription(trimmed);
          return;
        }
        this.enter('flags'); // git's -h lists its options right after the usage, with no heading
        break;
      case 'other': {
        // borg's "required arguments:" holds `<command>` and its subcommands; anything else here is not read
        const left = splitEntry(line).left;
        if (this.braceIndent === null && !/^(\{|<(sub)?commands?>$|<actions?>$)/.test(left)) return;
        if (this.braceIndent !== null && indent <= this.braceIndent && !left.startsWith('{')) return;
        break;
      }
    }
    if (this.kind === 'commands' && this.treeChild(trimmed, indent)) return;
    if (this.continues(indent, trimmed) || (this.kind === 'flags' && this.last && !trimmed.startsWith('-'))) {
      const target = this.last!.target;
      const text = trimmed.replace(BULLET, '$1');
      target.description = target.description ? `${target.description} ${text}` : text;
      return;
    }
    const { left, right, rightColumn } = splitEntry(line.replace(BULLET, '$1'));
    // argparse with a metavar for its subparsers (`TYPE`, `COLLECTION_ACTION`) lists them one deeper, as for braces
    const metavar = this.kind === 'positionals' && /^[A-Z][A-Z_]*$/.test(left);
    if (left.startsWith('{') || ((metavar || /^(<(sub)?commands?>|<actions?>|(SUB)?COMMAND)$/.test(left)) && !right)) {
      this.braceIndent = indent; // argparse subparsers: {install,list} then one entry per subcommand
      this.subparserBlock = metavar;
      this.last = null;
      // rdiff-backup lists its actions in the braces alone: each name is a command. A name in argparse's choices
      // is the CLI's own word at any depth (`meson wrap {list,status,…}`), never prose: no live check needed.
      if (left.startsWith('{') && this.kind !== 'flags')
        for (const name of left.replace(/[{}]/g, '').split(','))
          if (COMMAND_NAME.test(name.trim()))
            this.addCommand({ ...this.listed([name.trim()], this.section), fromGrammar: true });
      return;
    }
    // the brace entry's own description, far right of it ("call 'X <action> --help' for more information")
    if (this.braceIndent !== null && indent >= this.braceIndent + 8 && !this.last) return;
    if (
      this.kind === 'commands' ||
      ((this.kind === 'positionals' || this.kind === 'other') && this.braceIndent !== null && indent > this.braceIndent)
    )
      this.commandEntry(left, right, indent, rightColumn);
    else if (this.kind === 'flags') this.flagEntry(left, right, indent, rightColumn);
    else if (this.kind === 'positionals') this.positionalEntry(left, right, indent, rightColumn);
  }

  private continues(indent: number, trimmed: string): boolean {
    const last = this.last;
    if (!last || indent <= last.indent) return false;
    if (this.braceIndent !== null && indent <= this.braceIndent + 4 && last.descColumn !== null) return false;
    if (last.descColumn === null || indent >= last.descColumn - 2) return true;
    // commander wraps a long description at a column of its own, left of where it began (`Run all migrations that
    // have not yet` / `been run.`): a deeper line with no gap in it, after a description that stopped mid-sentence
    const said = last.target.description;
    return !!said && !/[.!?:]$/.test(said) && !/\S\s{2,}\S/.test(trimmed) && !trimmed.startsWith('-');
  }

  private commandEntry(left: string, right: string | undefined, indent: number, column: number | null) {
    if (this.unreadEntryIndent !== null) {
      const below = indent > this.unreadEntryIndent;
      this.unreadEntryIndent = null;
      if (below) return;
    }
    // a man page's reference to the command's own page: bundler's `bundle exec(1) bundle-exec.1.html`
    if (this.bin) left = left.replace(MAN_REFERENCE, '');
    left = shortFormSpelled(left); // `g[eneral]`: the shortest form the CLI accepts, then the rest of the word
    if (left.startsWith('-') && this.kind === 'commands' && this.topical && !/command/i.test(this.section ?? ''))
      return this.flagEntry(left, right, indent, column);
    if (left.startsWith('-') && this.kind === 'commands') return this.modeEntry(left, right, indent, column);
    // yargs (and mpc) print the program before each command: `mpc add <uri>    Add a song to the queue`, a line
    // prose never makes, so the word is the CLI's own (no `NAME --help` needed, where the CLI may have none)
    const said = usageTokens(left);
    const repeated = !!this.bin && said.length > 1 && said[0] === this.bin && !!right;
    const prefixed = this.programPrefix(left);
    if (prefixed) left = prefixed;
    const dashed = right ? null : DASHED_ENTRY.exec(left);
    if (dashed) [left, right] = [`${dashed[1]}${dashed[2] ?? ''}`, dashed[3]];
    // a grid whose first gap splitEntry took for a description's (quilt's tab-indented `add  fold  mail …`)
    if (this.gridLine(right ? `${left}  ${right}` : left, indent)) return;
    if (!right && COMMA_LIST.test(left) && left.includes(',')) {
      for (const name of left
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean))
        this.addCommand({ ...this.listed([name], this.section), ...(this.inlineList ? { fromGrammar: true } : {}) });
      this.last = null;
      return;
    }
    let tokens = usageTokens(left);
    if (this.bin && tokens.length > 1 && tokens[0] === this.bin) {
      tokens = tokens.slice(1);
      this.prefixedEntries++;
    }
    if (!tokens.length || !COMMAND_NAME.test(tokens[0].split('|')[0])) {
      this.last = null;
      // aspell's `[dump] dicts | filters | modes` with its description on the deeper line below: that line is no
      // entry of its own ("lists available dictionaries")
      if (!right && /^[[(<]/.test(left)) this.unreadEntryIndent = indent;
      return;
    }
    // commander's `migrate:list|migrate:status`: the name, then its aliases
    const [first, ...others] = tokens[0].split('|');
    const path = [first.replace(/[,:]$/, '')];
    const aliases: string[] = others.filter((o) => COMMAND_NAME.test(o));
    let i = 1;
    if (tokens[0].endsWith(',')) {
      while (i < tokens.length) {
        const alias = tokens[i++];
        aliases.push(alias.replace(/,$/, ''));
        if (!alias.endsWith(',')) break;
      }
    }
    while (i < tokens.length && /^[a-z][a-z0-9_-]*$/.test(tokens[i])) path.push(tokens[i++]);
    // xmlstarlet's `sel   (or select)  - Select data…`: the CLI's own long name for an abbreviated command
    // mu's `add     - add message to database`: the dash after the gap is no part of the description
    if (right && /^[-–]\s+\S/.test(right)) right = right.replace(/^[-–]\s+/, '');
    const longer = right ? LONG_NAME.exec(right) : null;
    if (longer) right = right!.slice(longer[0].length).trim() || undefined;
    const command: HelpCommand = {
      path,
      aliases,
      ...(longer && longer[1] !== path[path.length - 1] ? { longName: longer[1] } : {}),
      ...(right ? { description: right } : {}),
      ...(i < tokens.length ? { argsSpec: tokens.slice(i).join(' ') } : {}),
      ...(this.section ? { section: this.section } : {}),
      ...(this.groupSection ? { group: true } : {}),
      ...(repeated || this.subparserEntry(left, indent) ? { fromGrammar: true } : {}),
    };
    const added = this.addCommand(command);
    this.last = { indent, descColumn: column, target: added };
  }

  /** A listing entry for `path` with the section and group the walker is in. */
  /**
   * An entry of the subparsers block as argparse prints it: one step below the metavar, one name and its aliases in
   * brackets (`list (ls)`), never a sentence of a positional's description (httpie's `METHOD`, then prose).
   */
  private subparserEntry(left: string, indent: number): boolean {
    if (!this.subparserBlock || this.braceIndent === null) return false;
    const step = indent - this.braceIndent;
    return step > 0 && step <= 4 && /^[a-z][\w-]*(?: \([a-z][\w-]*(?:, [a-z][\w-]*)*\))?$/.test(left.trim());
  }

  /**
   * A command tree drawn by indentation (kingpin's compact listing: `  config` with no description, then `    show*`
   * and `    routes [<flags>]`, then `      test [<flags>] [<labels>...]`): a deeper line that is a name and
   * placeholders only, under an entry with no description, is that entry's child; `*` marks the default child.
   * Returns whether the line was read so.
   */
  private treeChild(trimmed: string, indent: number): boolean {
    const m = /^([a-z][\w-]*)\*?(?:\s+(.*))?$/.exec(trimmed);
    if (!m || (m[2] && !(/^([[<{]|--?\w|#?[A-Z][A-Z0-9_-]*\b)/.test(m[2]) && operandsOnly(m[2])))) return false;
    while (this.tree.length && this.tree[this.tree.length - 1].indent >= indent) this.tree.pop();
    if (!this.tree.length) {
      const last = this.last;
      if (!last || last.target.description || indent <= last.indent || indent > last.indent + 4) return false;
      if (!('path' in last.target)) return false;
      this.tree.push({ indent: last.indent, path: (last.target as HelpCommand).path });
    }
    const path = [...this.tree[this.tree.length - 1].path, m[1]];
    const added = this.addCommand({
      ...this.listed(path, this.section),
      treeChild: true,
      ...(m[2] ? { argsSpec: m[2] } : {}),
    });
    this.tree.push({ indent, path });
    this.last = { indent, descColumn: null, target: added };
    return true;
  }

  private listed(path: string[], section: string | undefined): HelpCommand {
    return {
      path,
      aliases: [],
      ...(section ? { section } : {}),
      ...(this.groupSection ? { group: true } : {}),
    };
  }

  /**
   * A flag listed as a command (gpg's `-k, --list-keys  list keys` under "Commands:", tar's `-t, --list` under
   * "Main operation mode:"): a flag-mode command named by its long flag, with the value the flag takes.
   */
  private modeEntry(left: string, right: string | undefined, indent: number, column: number | null) {
    // iptables' `--append  -A chain		Append to chain`: the long flag, a gap, the short one with its value, a gap,
    // the description; read as `-A, --append chain`
    const spaced =
      /^--[\w-]+$/.test(left) && right ? /^(-[A-Za-z0-9])((?: [^\s-][^\s]*)*)(?:\s{2,}(\S.*))?$/.exec(right) : null;
    if (spaced) [left, right] = [`${spaced[1]}, ${left}${spaced[2]}`, spaced[3]];
    const flag = parseFlagSpec(left, right);
    // under a subsection named for a command the page lists (a man page's `cut` under VERBS), the flags are that
    // command's own options, not modes of the CLI
    const owner = this.section?.replace(/:$/, '');
    if (!flag || (owner && this.commands.some((c) => !c.mode && c.path.length === 1 && c.path[0] === owner))) {
      this.last = null;
      return;
    }
    const name = flag.long ?? flag.short!;
    const command: HelpCommand = {
      ...this.listed([name], this.section),
      ...(right ? { description: right } : {}),
      mode: {
        ...(flag.value ? { value: flag.value } : {}),
        ...(flag.valueOptional ? { valueOptional: true } : {}),
        ...(flag.joined ? { joined: true } : {}),
        ...(flag.short && flag.long ? { short: flag.short } : {}),
      },
    };
    const added = this.addCommand(command);
    this.last = { indent, descColumn: column, target: added };
  }

  /** The line starts with the program as a person types it: `tool`, or `git lfs` for the bin git-lfs. */
  private startsWithProgram(text: string): boolean {
    if (!this.bin) return false;
    const tokens = text.split(/\s+/);
    const words = tokens[0] === this.bin ? [this.bin] : this.bin.split('-');
    // `jq - commandline JSON processor [version 1.6]` names the program, it is no usage line
    if (/\s[-–:]\s/.test(text)) return false;
    return tokens.length > words.length && words.every((w, i) => tokens[i] === w) && !/[.!?]$/.test(text);
  }

  /**
   * A margin line split into its entry and description: at a gap of two spaces, or, where the entry's arguments
   * filled the gap (pdnsutil's `import-tsig-key NAME ALGORITHM KEY Import TSIG key`), at the description column of
   * the entry before it, when one space stands right before that column.
   */
  private marginSplit(trimmed: string): { left: string; right?: string; rightColumn: number | null } {
    const split = splitEntry(trimmed);
    const column = this.last?.indent === 0 ? this.last.descColumn : null;
    if (split.right || column === null || trimmed.length <= column || trimmed[column - 1] !== ' ') return split;
    if (trimmed[column] === ' ') return split;
    return { left: trimmed.slice(0, column).trimEnd(), right: trimmed.slice(column), rightColumn: column };
  }

  /**
   * `git lfs checkout:` in git-lfs's help: an entry that repeats the program's words (the bin's name split at its
   * dash) before the command's name and ends with a colon. Returns the entry without them.
   */
  private programPrefix(left: string): string | null {
    if (!this.bin) return null;
    const words = this.bin.split('-');
    const tokens = left.trim().split(/\s+/);
    if (tokens.length <= words.length || !words.every((w, i) => tokens[i] === w)) return null;
    if (!tokens[tokens.length - 1].endsWith(':') && tokens.length !== words.length + 1) return null;
    return tokens.slice(words.length).join(' ').replace(/:$/, '');
  }

  /**
   * A grid of names (openssl's "Standard commands", fossil's, supervisorctl's): three or more command names on one
   * line, two or more spaces apart, no descriptions; or two, in the columns of the grid line before it. Under a
   * heading that calls itself a list (a man page's "VERB LIST", "COMMAND LIST") the names may be filled like a
   * paragraph, one space apart: four or more on a line, nothing but names.
   */
  gridLines = 0;
  private gridColumns: number[] = [];
  /** A heading that lists the values of the usage's first operand (operandListed). */
  private operandSection: string | undefined;
  /** The list heading whose names were filled like a paragraph. */
  private filledIn: string | undefined;
  private gridLine(text: string, indent: number): boolean {
    const cells = [...text.matchAll(/\S+/g)];
    const names = cells.every((m) => COMMAND_NAME.test(m[0]) && !m[0].endsWith(':') && !m[0].endsWith(','));
    const listHeading =
      !!this.section && (/\blist$/i.test(this.section.replace(/:$/, '')) || this.operandSection === this.section);
    // a filled list's later lines may hold fewer names (`cut head sort` before the next heading)
    const filled = listHeading && (cells.length >= 4 || (cells.length >= 2 && this.filledIn === this.section));
    const spaced = filled || cells.every((m, i) => i === 0 || /\s{2,}$/.test(text.slice(0, m.index)));
    const columns = cells.map((m) => m.index! + indent);
    const aligned = cells.length >= 2 && columns.every((c) => this.gridColumns.includes(c));
    if (!names || !spaced || !(cells.length >= 3 || aligned)) return false;
    if (filled) {
      this.gridColumns = [];
      this.filledIn = this.section;
    }
    this.gridColumns = columns.length >= this.gridColumns.length ? columns : this.gridColumns;
    this.gridLines++;
    const operand = this.operandSection === this.section ? { operandValue: true } : {};
    for (const m of cells) this.addCommand({ ...this.listed([m[0]], this.section), ...operand });
    this.last = null;
    return true;
  }

  private addCommand(command: HelpCommand): HelpCommand {
    this.sectionEntries++;
    const key = command.path.join(' ');
    const seen = this.commands.find((c) => c.path.join(' ') === key);
    if (seen) {
      seen.description ??= command.description;
      return seen;
    }
    this.commands.push(command);
    return command;
  }

  private flagEntry(left: string, right: string | undefined, indent: number, column: number | null) {
    if (left.startsWith('[')) {
      this.flags.push(...flagsInSummary(left + (right ? ` ${right}` : '')));
      this.last = null;
      return;
    }
    const flag = parseFlagSpec(left, right);
    if (!flag) {
      this.last = null;
      return;
    }
    this.flags.push(flag);
    this.last = { indent, descColumn: column, target: flag };
  }

  private positionalEntry(left: string, right: string | undefined, indent: number, column: number | null) {
    const m = /^<?([A-Za-z][\w-]*)>?(\.\.\.)?$/.exec(left) ?? /^\[([A-Za-z][\w-]*)\](\.\.\.)?$/.exec(left);
    if (!m) {
      this.last = null;
      return;
    }
    const positional: HelpPositional = {
      name: m[1],
      required: !left.startsWith('['),
      variadic: !!m[2],
      ...(right ? { description: right } : {}),
    };
    this.positionals.push(positional);
    this.last = { indent, descColumn: column, target: positional };
  }

  /** An Examples section's command lines (`$ kubectl get pods`, `  git log -p`); prose between them is skipped. */
  private exampleLine(trimmed: string) {
    const line = trimmed.replace(/^\$\s+/, '');
    if (this.bin && line.split(/\s+/)[0] === this.bin) this.examples.push(line);
  }

  private enter(kind: SectionKind, heading?: string) {
    this.kind = kind;
    this.inlineList = false;
    this.sectionEntries = 0;
    this.unreadEntryIndent = null;
    this.section = heading;
    this.groupSection = kind === 'commands' && !!heading && /^(groups?|(available )?services)$/i.test(heading);
    this.last = null;
    this.braceIndent = null;
    this.subparserBlock = false;
    this.tree = [];
    if (kind !== 'usage' && kind !== 'name') this.sawSection = true;
    if (this.description.length) this.descriptionClosed = true;
  }

  private addDescription(text: string) {
    if (this.descriptionClosed || (this.sawSection && this.kind !== 'name') || this.skipParagraph) return;
    if (this.description.length === 0 && !looksLikeProse(text)) {
      this.skipParagraph = true;
      return;
    }
    this.description.push(text);
  }

  page(): Omit<HelpPage, 'layout'> {
    // `lvs - Display information about logical volumes`: a page that opens with its name, as a man page's NAME does
    const description = firstSentence(this.description.join(' ').replace(/^\s*[a-z][\w.:-]* - (?=\S)/, ''));
    return {
      ...(description ? { description } : {}),
      usage: this.usage,
      commands: this.commands,
      flags: mergeFlags(this.flags),
      positionals: this.positionals,
      examples: this.examples,
      aliases: this.aliases,
    };
  }
}

/** A title line: `Commands:`, `Basic Commands (Beginner):`, `positional arguments:`, `CORE COMMANDS`, `OPTIONS`. */
/**
 * A heading that names the values of the first operand of the CLI's one usage line, which takes no command (getent's
 * "Supported databases:" under `getent [OPTION...] database [key ...]`; "Valid formats:" under `X format`).
 */
function operandListed(heading: string, usage: readonly string[]): boolean {
  // one usage line (a description may follow it): a CLI with several has modes, not one operand
  const program = usage[0]?.split(/\s/)[0];
  if (!program || usage.filter((line) => line.split(/\s/)[0] === program).length !== 1) return false;
  const operand = /^\S+\s+(?:\[[^\]]*\]\s+)*<?([a-z][a-z_-]{2,})>?(?:\s|$)/.exec(usage[0])?.[1];
  if (!operand || /^(sub)?commands?$|^args?$|^files?$|^paths?$/.test(operand)) return false;
  // a qualifier says it lists values (a man page's bare "FILTERS" section explains them)
  return new RegExp(`^(?:supported|available|valid|known)\\s+${operand}s$`, 'i').test(heading.trim());
}

function isHeading(trimmed: string): boolean {
  if (trimmed.startsWith('-')) return false; // git-lfs's `--porcelain:` is a flag, its description below
  if (trimmed.endsWith(':') && trimmed.length <= 80 && !/\s{2,}/.test(trimmed)) return true;
  // mariadb-admin's "Where command is a one or more of: (Commands may be shortened)": a note after the colon
  if (/^\S[^()]{2,60}:\s*\([^()]{0,60}\)$/.test(trimmed) && !/\s{2,}/.test(trimmed)) return true;
  // git help -a: "Main Porcelain Commands", "Low-level Commands / Interrogators"
  if (/^[A-Z][\w/&() -]{0,60}\bCommands\b[\w/&() -]*$/.test(trimmed) && !/\s{2,}/.test(trimmed)) return true;
  // gbp --list-cmds: "Available commands in /usr/lib/python3/dist-packages/gbp/scripts", a listing's own title
  if (/^(Available|All|Known|Supported) (sub)?commands\b[^.!?]{0,70}$/.test(trimmed) && !/\s{2,}/.test(trimmed))
    return true;
  // openssl: "Standard commands", "Cipher commands (see the `enc' command for more details)"
  if (/^[A-Z][\w -]{0,40}\bcommands( \([^)]*\))?$/.test(trimmed) && !/\s{2,}/.test(trimmed)) return true;
  // meow's `Usage`, `Commands`, `Options`: a capitalised word or three that name a section, with no colon
  if (/^[A-Z][a-z]+(?: [a-z]+){0,2}$/.test(trimmed) && classify(trimmed) !== 'other') return true;
  return /^[A-Z][A-Z0-9 ()/&-]{2,40}$/.test(trimmed);
}

/** A heading that names commands in any of the words CLIs use: commands, actions, operations, verbs, groups. */
export function namesCommandsHeading(heading: string): boolean {
  return classify(heading) === 'commands';
}

function classify(heading: string): SectionKind {
  const h = heading.toLowerCase().replace(/:$/, '');
  if (/^(usage|synopsis)\b/.test(h)) return 'usage';
  if (/^name$/.test(h)) return 'name';
  if (/^examples?\b/.test(h)) return 'examples';
  if (/^aliases$/.test(h)) return 'aliases';
  if (/positional arguments|^arguments/.test(h)) return 'positionals';
  if (NOT_COMMANDS.test(h) && !(/\btopics?\b/.test(h) && /\bcommands\b/.test(h))) return 'other';
  // smartctl's "SHOW INFORMATION OPTIONS": options that each show something are the CLI's read modes
  if (/^(show|display)\b.*\boptions$|\binformation options$/.test(h)) return 'commands';
  // before commands: terraform's "Global options (use these before the subcommand, if any):" lists flags
  if (/\b(options|flags|optional arguments|switches|modifiers)\b/.test(h)) return 'flags';
  if (/\b(sub)?commands?\b|^groups?$|\bservices$/.test(h)) return 'commands';
  // cryptsetup's "<action> is one of:", rdiff-backup's "possible actions:", tar's "Main operation mode:"
  if (/\b(actions?|operation modes?|operations?|modes? of operation|main operation mode|verbs|verb list)\b/.test(h))
    return 'commands';
  return 'other';
}

/** `exec(1) bundle-exec.1.html` at an entry's end: the man section of the command's own page and its link. */
const MAN_REFERENCE = /(?<=[a-z])\(\d[a-z]*\)(?:\s+\S+\.html?)?\s*$/;

/** A usage line that takes a command: `[SUBCOMMAND]`, `COMMAND`, `<command>`. */
const COMMAND_PLACEHOLDER = /(\[|<|\b)(SUB)?COMMANDS?\b|<(sub)?command>|\[(sub)?command\]/;

/** A lower-case heading naming a topic ("manage certificates", "obtain, install, and renew certificates"). */
function isTopicHeading(heading: string): boolean {
  return /^[a-z][a-z ,/&-]{2,60}$/.test(heading) && !NOT_COMMANDS.test(heading);
}

/** A line that ends naming the commands (`where <command>`, `COMMAND`, `the commands`). */
function namesCommands(line: string): boolean {
  return /(<(sub)?commands?>|\b(SUB)?COMMANDS?|\b(sub)?commands?)\W*$/.test(line);
}

/** Sections that list no commands, whatever they hold: aliases, help topics, the environment, examples. */
const NOT_COMMANDS = /\b(alias(es)?|topics?|environment|examples?|see also)\b/i;

/** A short title naming a group of commands (hg's "Repository creation", "Change navigation"), not a section of its own. */
function isGroupTitle(heading: string): boolean {
  // virsh's "Host and Hypervisor (help keyword 'host')": the note in brackets is no part of the title's length
  const title = heading.replace(/\s*\([^()]*\)/g, '').trim();
  return title.split(/\s+/).length <= 5 && !/[.!?]$/.test(title) && !NOT_COMMANDS.test(title);
}

/** A line of prose: several words ending with a full stop. */
function isSentence(text: string): boolean {
  return /[.!]$/.test(text) && text.split(/\s+/).length >= 4;
}

/** `left  description` split at the first gap of two spaces or more (a single-space gap keeps `-o, --output string`). */
function splitEntry(line: string): { left: string; right?: string; rightColumn: number | null } {
  const indent = line.length - line.trimStart().length;
  const body = line.slice(indent);
  const gap = /\s{2,}/.exec(body);
  if (!gap) return { left: body.trimEnd(), rightColumn: null };
  const right = body.slice(gap.index + gap[0].length).trimEnd();
  return {
    left: body.slice(0, gap.index),
    ...(right ? { right } : {}),
    rightColumn: right ? indent + gap.index + gap[0].length : null,
  };
}

/**
 * A description line reads as words about the tool, not as a usage line, a version banner (`apt 2.6.1 (amd64)`),
 * a pointer elsewhere, or the help talking about itself ("The available commands for execution are listed below.").
 */
function looksLikeProse(text: string): boolean {
  if (/[<[{]/.test(text) || /^\S+@\d/.test(text) || /^\S+\/\d+\.\d+/.test(text)) return false;
  if (/^\S+\s+v?\d+\.\d+/.test(text)) return false;
  if (/^(use|see|run|for more|type)\b/i.test(text)) return false;
  if (/\b(listed|shown|given) (below|first)\b|\bthe following (commands|options)\b/i.test(text)) return false;
  return /[a-z]{3,}/i.test(text) && text.split(/\s+/).length >= 2;
}

/** Help text as one sentence for a description: first letter up, a full stop at the end. */
export function asSentence(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  const up = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(up) ? up : `${up}.`;
}

export function firstSentence(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  const m = /^(.+?[.!?])(\s|$)/.exec(t);
  return (m ? m[1] : t).slice(0, 300);
}

/** Symfony Console's own words: its help flag's description, or its `list` command's help (composer, artisan). */
export const SYMFONY_SIGN =
  /When no command is given display help for the list command|The list command lists all commands/;

function detectLayout(
  text: string,
  page: Omit<HelpPage, 'layout'>,
  prefixedEntries: number,
  gridLines = 0,
): HelpLayout {
  const firstLine = text.split('\n').find((l) => l.trim()) ?? '';
  if (gridLines >= 2) return 'grid';
  if (page.commands.length && page.commands.every((c) => c.mode)) return 'flag-mode';
  if (MAN_HEADER.test(firstLine.trim())) return 'man';
  if (/^\s+(GROUP|COMMAND) is one of the following:$/m.test(text) || /^GCLOUD WIDE FLAGS$/m.test(text)) return 'gcloud';
  if (/These are common .* commands/i.test(text)) return 'git';
  if (SYMFONY_SIGN.test(text)) return 'symfony';
  if (/^All commands:/m.test(text) && /^\s+[a-z][\w-]*, [a-z]/m.test(text)) return 'npm';
  if (
    /^Available Commands:/m.test(text) ||
    /^Use "\S+( \S+)* (\[command\]|<command>) --help"/m.test(text) ||
    /^Run '\S+( \S+)* COMMAND --help'/m.test(text) ||
    (/^USAGE$/m.test(text) && /^FLAGS$/m.test(text))
  )
    return 'cobra';
  if (prefixedEntries > 0 || /\[boolean\]/.test(text)) return 'yargs';
  if (/^usage: /m.test(text) && /^(positional arguments|options|optional arguments):/m.test(text)) return 'argparse';
  if (/Show this message and exit\./.test(text)) return 'click';
  if (/display help for command/.test(text) || (/^Usage: .*\[options\]/m.test(text) && /^Commands:/m.test(text)))
    return 'commander';
  if ((/^Usage: /m.test(text) && /Print help/.test(text)) || /^(SUBCOMMANDS|FLAGS|OPTIONS):/m.test(text)) return 'clap';
  if (page.commands.length && page.usage.length) return 'generic';
  return 'generic';
}
