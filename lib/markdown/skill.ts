/** A line-based reading of HARNESS.md: headings, lead, tables, fenced code and bullets. Linear, never throws. */
export interface Heading {
  level: number;
  text: string;
  line: number;
}

export interface Section {
  heading: Heading;
  /** 1-based line numbers of the body, heading excluded. */
  start: number;
  end: number;
  bullets: { text: string; line: number }[];
}

export interface Table {
  line: number;
  header: string[];
  rows: { cells: string[]; line: number }[];
  section: Heading | null;
}

export interface CodeBlock {
  lang: string;
  line: number;
  lines: string[];
}

export interface SkillDoc {
  text: string;
  /**
   * Every line, without its `\n` or `\r\n`. Split on first read: a static check reads only the lines that hold
   * markup (through `skillLine`), so a 1 MB Skill of prose is never cut into thousands of strings.
   */
  readonly lines: string[];
  /** How many lines `lines` holds, known without splitting. */
  lineTotal: number;
  /** Where every LINE_MARK_EVERY-th line starts in `text` (lines 1, 33, 65, …): `skillLine` reads a line from the mark before it. */
  lineMarks: readonly number[];
  title: Heading | null;
  lead: { text: string; line: number } | null;
  headings: Heading[];
  sections: Section[];
  tables: Table[];
  code: CodeBlock[];
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+-]*)/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
/** One line start kept in this many: a mark for every line cost a 1 MB Skill's parse a third more. */
const LINE_MARK_EVERY = 32;

/**
 * One pass over the text, linear in its size: line ends are found with `indexOf` and a line is cut out of the text
 * only when the parse needs its text (it starts with markup, or sits in a fenced block).
 */
export function parseSkill(text: string): SkillDoc {
  const lineMarks: number[] = [];
  /** Lines met so far: once a line is counted, its own 1-based number. */
  let lineNo = 0;
  const headings: Heading[] = [];
  const code: CodeBlock[] = [];
  const tables: Table[] = [];
  const bulletsAt: { text: string; line: number }[] = [];
  let fence: { marker: string; block: CodeBlock } | null = null;
  let table: Table | null = null;

  for (let start = 0; ;) {
    let newline = text.indexOf('\n', start);
    if (!fence)
      // A run of prose and blank lines outside a fence: only where each starts is kept.
      while (newline >= 0 && startsPlain(text, start, newline)) {
        if (lineNo++ % LINE_MARK_EVERY === 0) lineMarks.push(start);
        table = null;
        start = newline + 1;
        newline = text.indexOf('\n', start);
      }
    if (lineNo++ % LINE_MARK_EVERY === 0) lineMarks.push(start);
    if (startsPlain(text, start, newline)) {
      // Prose or a blank line: it neither opens, closes nor continues any markup (a fence's marker starts ` or ~).
      if (fence) fence.block.lines.push(cutLine(text, start, newline));
      else table = null;
    } else {
      const raw = cutLine(text, start, newline);
      const trimmed = raw.trim();
      if (fence) {
        if (trimmed.startsWith(fence.marker)) fence = null;
        else fence.block.lines.push(raw);
      } else {
        // Markup starts with one of ` ~ # | - * + after the indent (`trim` and the patterns' `\s` strip the same
        // characters).
        const first = trimmed.charAt(0);
        const f = first === '`' || first === '~' ? FENCE.exec(raw) : null;
        const h = !f && first === '#' ? HEADING.exec(raw) : null;
        if (f) {
          const block = { lang: f[2] ?? '', line: lineNo, lines: [] };
          code.push(block);
          fence = { marker: f[1], block };
          table = null;
        } else if (h) {
          headings.push({ level: h[1].length, text: h[2], line: lineNo });
          table = null;
        } else if (first === '|') {
          const cells = splitRow(trimmed);
          if (!table) {
            table = { line: lineNo, header: cells, rows: [], section: headings[headings.length - 1] ?? null };
            tables.push(table);
          } else if (!cells.every((c) => /^:?-{1,}:?$/.test(c))) table.rows.push({ cells, line: lineNo });
        } else {
          table = null;
          const b = first === '-' || first === '*' || first === '+' ? BULLET.exec(raw) : null;
          if (b) bulletsAt.push({ text: b[1], line: lineNo });
        }
      }
    }
    if (newline < 0) break;
    start = newline + 1;
  }

  const lineTotal = lineNo;
  const title = headings.find((h) => h.level === 1) ?? null;
  const ends = sectionEnds(headings, lineTotal);
  const sections: Section[] = headings.map((heading, idx) => ({
    heading,
    start: heading.line + 1,
    end: ends[idx],
    bullets: bulletsAt.slice(firstFrom(bulletsAt, heading.line + 1), firstFrom(bulletsAt, ends[idx] + 1)),
  }));
  const lead = findLead({ text, lineMarks, lineTotal }, title, headings);
  let lines: string[] | undefined;
  return {
    text,
    get lines() {
      return (lines ??= splitLines(text));
    },
    lineTotal,
    lineMarks,
    title,
    lead,
    headings,
    sections,
    tables,
    code,
  };
}

/** Line `n` (1-based) of the Skill as `lines[n - 1]` holds it, cut from the text alone; undefined past the end. */
export function skillLine(doc: Pick<SkillDoc, 'text' | 'lineMarks' | 'lineTotal'>, n: number): string | undefined {
  if (!Number.isInteger(n) || n < 1 || n > doc.lineTotal) return undefined;
  let start = doc.lineMarks[Math.floor((n - 1) / LINE_MARK_EVERY)];
  for (let past = (n - 1) % LINE_MARK_EVERY; past > 0; past--) start = doc.text.indexOf('\n', start) + 1;
  return cutLine(doc.text, start, doc.text.indexOf('\n', start));
}

/**
 * The 1-based line that holds the character at `offset` of the Skill's text: from the mark at or before it (a 1 MB
 * Skill keeps about 400), counting at most LINE_MARK_EVERY line ends, so a rule that found a word in the text needs
 * no `lines`.
 */
export function lineAt(doc: Pick<SkillDoc, 'text' | 'lineMarks'>, offset: number): number {
  let mark = Math.max(doc.lineMarks.length - 1, 0);
  while (mark > 0 && doc.lineMarks[mark] > offset) mark--;
  let line = mark * LINE_MARK_EVERY + 1;
  for (let end = doc.text.indexOf('\n', doc.lineMarks[mark] ?? 0); end >= 0 && end < offset;) {
    line++;
    end = doc.text.indexOf('\n', end + 1);
  }
  return line;
}

/** The line from `start` to the `\n` at `newline` (-1: the text's end), one `\r` before that `\n` dropped. */
function cutLine(text: string, start: number, newline: number): string {
  if (newline < 0) return text.slice(start);
  const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
  return text.slice(start, end);
}

/** A blank line, or one whose first character is a letter or a digit: no markup can start it. */
function startsPlain(text: string, start: number, newline: number): boolean {
  if (start === (newline < 0 ? text.length : newline)) return true;
  const c = text.charCodeAt(start) | 0x20; // folds A-Z onto a-z
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
}

/** `text.split(/\r?\n/)`, without a regex split (slow on a large Skill): split at `\n`, then drop one `\r` before each. */
function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (text.includes('\r'))
    for (let i = 0; i < lines.length - 1; i++) if (lines[i].endsWith('\r')) lines[i] = lines[i].slice(0, -1);
  return lines;
}

/**
 * The last line of each heading's section: the line before the next heading of its level or above, else the last
 * line. One pass with a stack of the headings still open, so a Skill of many headings costs no more than their count.
 */
function sectionEnds(headings: readonly Heading[], lineTotal: number): number[] {
  const ends = headings.map(() => lineTotal);
  const open: number[] = [];
  headings.forEach((heading, idx) => {
    while (open.length && headings[open[open.length - 1]].level >= heading.level) ends[open.pop()!] = heading.line - 1;
    open.push(idx);
  });
  return ends;
}

/** The index of the first item at or after `line` in items sorted by line (binary search). */
function firstFrom(items: readonly { line: number }[], line: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid].line < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first paragraph after the title, before any other heading, table or fence. */
function findLead(
  doc: Pick<SkillDoc, 'text' | 'lineMarks' | 'lineTotal'>,
  title: Heading | null,
  headings: Heading[],
): SkillDoc['lead'] {
  if (!title) return null;
  const line = (i: number) => skillLine(doc, i + 1)!;
  const nextHeading = headings.find((h) => h.line > title.line)?.line ?? doc.lineTotal + 1;
  let i = title.line;
  while (i < nextHeading - 1 && line(i).trim() === '') i++;
  const start = i;
  const parts: string[] = [];
  while (i < nextHeading - 1 && line(i).trim() !== '') {
    const t = line(i).trim();
    if (t.startsWith('|') || FENCE.test(t)) break;
    parts.push(t);
    i++;
  }
  return parts.length ? { text: parts.join(' '), line: start + 1 } : null;
}

/** The cells of a table row: its outer pipes dropped, split at every pipe not escaped by a backslash. */
function splitRow(row: string): string[] {
  // String operations for `.replace(/^\|/, '').replace(/\|\s*$/, '')` (trimEnd and `\s` strip the same characters):
  // every table row passes through here.
  const opened = row.startsWith('|') ? row.slice(1) : row;
  const end = opened.trimEnd();
  const inner = end.endsWith('|') ? end.slice(0, -1) : opened;
  // Only a backslash can escape a pipe; without one, a plain split gives the same cells.
  return (inner.includes('\\') ? inner.split(/(?<!\\)\|/) : inner.split('|')).map((c) => c.trim());
}

/** `list` or **list** or [list](…) → list */
export function cellText(cell: string): string {
  // A link needs a `[`; most cells are a code span or plain text, so they skip that pattern.
  const unlinked = cell.includes('[') ? cell.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') : cell;
  // Only the markers around the name go: `approve_scripts` keeps its underscore (M002 names use `_`).
  let text = unlinked.trim();
  for (let m = WRAPPED.exec(text); m; m = WRAPPED.exec(text)) text = m[2].trim();
  return text.replace(/`/g, '').trim();
}

const WRAPPED = /^(\*\*|__|\*|_|`)(.*)\1$/;

export function findSection(doc: SkillDoc, name: RegExp): Section | undefined {
  return doc.sections.find((s) => name.test(s.heading.text));
}
