import type { SkillLine } from '../../core/agent-readiness';
import type { SkillDoc } from '../../markdown/skill';
import { commandFromBin } from './command-start';
import { shellCommands, type ShellWord } from './shell-words';
import { usageWords } from './usage';

/** A command line of the pack's CLI as the Skill writes it, split into words, with where it stands. */
export interface TaughtLine {
  line: number;
  /** The text of the file's line it is on (to find a word's column). */
  rawLine: string;
  /** Where the command starts in that line (0-based): a code span's start, or the line's indent. */
  offset: number;
  source: SkillLine['source'];
  /** The command as written: continuation lines joined, the prompt dropped, whitespace collapsed. */
  text: string;
  /** The bin as written, then the rest. */
  bin: string;
  words: ShellWord[];
  /** Shell variables the Skill binds itself before this command (`for p in`, `read who`, `n=5`): values, not placeholders. */
  bound: ReadonlySet<string>;
}

/** Shells and prompts a fenced line may start with: `$ ledger list`, `> ledger list`. */
const PROMPT = /^\s*(?:\$|>|%|PS>)\s+/;
const CODE_SPAN = /(`+)([^`]+?)\1/g;
/** Fenced blocks of output, data or another language: what they hold is not typed at a shell. */
const NOT_SHELL = new Set(
  (
    'text txt plaintext plain output out log json jsonc json5 jsonl ndjson yaml yml toml ini xml html css csv diff ' +
    'python py javascript js typescript ts tsx jsx go rust rs ruby rb java kotlin c cpp h csharp cs php sql graphql ' +
    'markdown md mermaid dockerfile hcl terraform'
  ).split(' '),
);

/**
 * Every command line of the CLI the Skill teaches: each simple command (of a list or a pipeline) on each line of a
 * fenced block (a trailing `\` joins the next), each inline code span, and each hot-path table cell that reads as a
 * command line. A command counts when its program, after any `NAME=value` and any wrapper (sudo, env, npx…), is
 * one of `bins`; anything else (cd, export, other tools) is not the pack's. A block that shows prompts is a session:
 * its lines without a prompt are what the CLI printed.
 */
export function taughtLines(doc: SkillDoc, bins: ReadonlySet<string>): TaughtLine[] {
  const out: TaughtLine[] = [];
  const add = (
    line: number,
    rawLine: string,
    offset: number,
    source: SkillLine['source'],
    command: string,
    bound: ReadonlySet<string> = NONE,
  ) => {
    for (const simple of shellCommands(command)) {
      const taught = readCommand(simple.words, bins);
      if (taught) out.push({ line, rawLine, offset: offset + simple.start, source, bound, ...taught });
    }
  };
  const fenced = new Set<number>();
  for (const block of doc.code) {
    if (NOT_SHELL.has(block.lang.toLowerCase())) continue;
    const session = block.lines.some((l) => PROMPT.test(l));
    const bound = new Set<string>();
    for (let i = 0; i < block.lines.length; i++) {
      const start = i;
      let text = block.lines[i]!;
      // A continuation line may show the shell's second prompt (`> `).
      while (/\\\s*$/.test(text) && i + 1 < block.lines.length)
        text = text.replace(/\\\s*$/, ' ') + block.lines[++i]!.replace(/^\s*>\s+/, '');
      const line = block.line + 1 + start;
      for (let l = line; l <= block.line + 1 + i; l++) fenced.add(l);
      const prompt = PROMPT.exec(text);
      if (session && !prompt) continue; // output
      const raw = doc.lines[line - 1] ?? text;
      const indent = raw.length - raw.trimStart().length;
      const at = prompt ? Math.max(0, raw.indexOf(block.lines[start]!)) + prompt[0].length : indent;
      const command = text.slice(prompt?.[0].length ?? 0);
      for (const name of boundBy(command)) bound.add(name);
      add(line, raw, at, 'fence', command, new Set(bound));
    }
  }
  const tableLines = new Set(doc.tables.flatMap((t) => t.rows.map((r) => r.line)));
  doc.lines.forEach((raw, i) => {
    const line = i + 1;
    if (fenced.has(line) || doc.code.some((b) => b.line === line)) return;
    const source = tableLines.has(line) ? 'table' : 'inline';
    for (const m of raw.matchAll(CODE_SPAN)) {
      // In a table, `\|` is a pipe as GitHub renders the cell; a `$ ` prompt in inline code is a prompt.
      const code = source === 'table' ? unescapePipes(m[2]!) : m[2]!;
      const prompt = PROMPT.exec(code)?.[0].length ?? 0;
      add(line, raw, m.index + m[1]!.length + prompt, source, code.slice(prompt));
    }
    // A table cell that is a command line without backticks (prose that starts with the CLI's name is not).
    if (source === 'table')
      for (const cell of cellsOf(raw)) {
        if (cell.text.includes('`') || readsAsProse(cell.text)) continue;
        add(line, raw, cell.offset, 'table', cell.text);
      }
  });
  return out.sort((a, b) => a.line - b.line || a.offset - b.offset);
}

const NONE: ReadonlySet<string> = new Set();
/** `for NAME in`, `read [-r] NAME…`, `[export|local] NAME=`: where a shell line binds a variable. */
const BINDS = [
  /\bfor\s+([A-Za-z_]\w*)\s+in\b/g,
  /\bread\s+(?:-\w+\s+)*((?:[A-Za-z_]\w*\s*)+)/g,
  /(?:^|[\s;&|(])(?:export\s+|local\s+|readonly\s+|declare\s+)?([A-Za-z_]\w*)=/g,
];

/** The shell variables a command line binds. */
function boundBy(command: string): string[] {
  return BINDS.flatMap((re) => [...command.matchAll(re)].flatMap((m) => m[1]!.trim().split(/\s+/)));
}

function readCommand(
  words: readonly ShellWord[],
  bins: ReadonlySet<string>,
): Pick<TaughtLine, 'text' | 'bin' | 'words'> | null {
  const command = commandFromBin(words, bins);
  if (!command) return null;
  return { text: command.map((w) => w.raw).join(' '), bin: command[0]!.text, words: usageWords(command.slice(1)) };
}

/**
 * A table cell of prose rather than a command: a word ending a clause or a sentence (`inputs,` `output.`), or
 * more than a few words with no flag and no placeholder among them ("ledger keeps a local ledger for you").
 */
function readsAsProse(cell: string): boolean {
  const words = cell.split(/\s+/);
  if (words.some((w) => /[a-z][,.;:!?]$/i.test(w))) return true;
  return words.length > 4 && !words.some((w) => /^-|^[<{$]/.test(w));
}

const unescapePipes = (text: string) => text.replace(/\\\|/g, '|');

/** A row's cells, split at pipes a backslash does not escape (GitHub's table rule), each unescaped. */
function cellsOf(row: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  const pipe = (from: number) => {
    for (let i = from; i < row.length; i++) if (row[i] === '|' && row[i - 1] !== '\\') return i;
    return -1;
  };
  let start = pipe(0) + 1;
  while (start > 0 && start < row.length) {
    const end = pipe(start);
    const cell = row.slice(start, end === -1 ? row.length : end);
    const trimmed = cell.trim();
    if (trimmed) out.push({ text: unescapePipes(trimmed), offset: start + cell.indexOf(trimmed) });
    if (end === -1) break;
    start = end + 1;
  }
  return out;
}
