import type { SkillLine } from '../../core/agent-readiness';
import type { SkillDoc } from '../../markdown/skill';
import { shellWords, type ShellWord } from './shell-words';

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
}

/** Shells and prompts a fenced line may start with: `$ ledger list`, `> ledger list`. */
const PROMPT = /^\s*(?:\$|>|%|PS>)\s+/;
/** `FOO=bar ledger list`: environment assignments before the command. */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const CODE_SPAN = /(`+)([^`]+?)\1/g;

/**
 * Every command line of the CLI the Skill teaches: each line of a fenced block (a trailing `\` joins the next),
 * each inline code span, and each hot-path table cell that is a command line. A line counts when its first word
 * (after a prompt and any `NAME=value`) is one of `bins`; anything else (cd, export, other tools) is not the pack's.
 */
export function taughtLines(doc: SkillDoc, bins: ReadonlySet<string>): TaughtLine[] {
  const out: TaughtLine[] = [];
  const add = (line: number, rawLine: string, offset: number, source: SkillLine['source'], command: string) => {
    const taught = readLine(command, bins);
    if (taught) out.push({ line, rawLine, offset, source, ...taught });
  };
  const fenced = new Set<number>();
  for (const block of doc.code) {
    for (let i = 0; i < block.lines.length; i++) {
      const start = i;
      let text = block.lines[i]!;
      while (/\\\s*$/.test(text) && i + 1 < block.lines.length) text = text.replace(/\\\s*$/, ' ') + block.lines[++i]!;
      const line = block.line + 1 + start;
      for (let l = line; l <= block.line + 1 + i; l++) fenced.add(l);
      const raw = doc.lines[line - 1] ?? text;
      add(line, raw, raw.length - raw.trimStart().length, 'fence', text.replace(PROMPT, ''));
    }
  }
  const tableLines = new Set(doc.tables.flatMap((t) => t.rows.map((r) => r.line)));
  doc.lines.forEach((raw, i) => {
    const line = i + 1;
    if (fenced.has(line) || doc.code.some((b) => b.line === line)) return;
    const source = tableLines.has(line) ? 'table' : 'inline';
    for (const m of raw.matchAll(CODE_SPAN)) add(line, raw, m.index + m[1]!.length, source, m[2]!);
    // A table cell that is a command line without backticks.
    if (source === 'table')
      for (const cell of cellsOf(raw)) {
        if (cell.text.includes('`')) continue;
        add(line, raw, cell.offset, 'table', cell.text);
      }
  });
  return out.sort((a, b) => a.line - b.line || a.offset - b.offset);
}

function readLine(command: string, bins: ReadonlySet<string>): Pick<TaughtLine, 'text' | 'bin' | 'words'> | null {
  const words = shellWords(command);
  while (words.length && ASSIGNMENT.test(words[0]!.text) && !words[0]!.quoted) words.shift();
  const first = words[0];
  if (!first || !bins.has(first.text)) return null;
  return { text: words.map((w) => w.raw).join(' '), bin: first.text, words: words.slice(1) };
}

function cellsOf(row: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  let start = row.indexOf('|') + 1;
  while (start > 0 && start < row.length) {
    const end = row.indexOf('|', start);
    const cell = row.slice(start, end === -1 ? row.length : end);
    const text = cell.trim();
    if (text) out.push({ text, offset: start + cell.indexOf(text) });
    if (end === -1) break;
    start = end + 1;
  }
  return out;
}
