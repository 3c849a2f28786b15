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
  /**
   * Where every LINE_MARK_EVERY-th line starts in `text` (lines 1, 33, 65, …): `skillLine` reads a line from the mark
   * before it. Found on demand, only as far as a read needs (all of them on a read of this field).
   */
  readonly lineMarks: readonly number[];
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
  /** Lines met so far: once a line is counted, its own 1-based number. */
  let lineNo = 0;
  const headings: Heading[] = [];
  /** Where each heading's line starts in the text, by the heading's index (the lead is read from the title's). */
  const headingStarts: number[] = [];
  const code: CodeBlock[] = [];
  const tables: Table[] = [];
  const bulletsAt: { text: string; line: number }[] = [];
  let fence: { marker: string; block: CodeBlock } | null = null;
  let table: Table | null = null;

  for (let start = 0; ;) {
    let newline = text.indexOf('\n', start);
    if (!fence) {
      // A run of prose and blank lines outside a fence is only counted: one `indexOf` and one character a line, the
      // least a line can cost, since a 1 MB Skill is mostly such lines (line starts are found later, on demand).
      const before = lineNo;
      while (newline >= 0 && plainStart(text.charCodeAt(start))) {
        lineNo++;
        start = newline + 1;
        newline = text.indexOf('\n', start);
      }
      if (lineNo !== before) table = null;
    }
    lineNo++;
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
          headingStarts.push(start);
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
  const titleIndex = headings.findIndex((h) => h.level === 1);
  const title = headings[titleIndex] ?? null;
  const ends = sectionEnds(headings, lineTotal);
  const sections: Section[] = headings.map((heading, idx) => ({
    heading,
    start: heading.line + 1,
    end: ends[idx],
    bullets: bulletsAt.slice(firstFrom(bulletsAt, heading.line + 1), firstFrom(bulletsAt, ends[idx] + 1)),
  }));
  const lead = title ? findLead(text, title, headingStarts[titleIndex], headings, lineTotal) : null;
  let lines: string[] | undefined;
  const doc: SkillDoc = {
    text,
    get lines() {
      return (lines ??= splitLines(text));
    },
    lineTotal,
    get lineMarks() {
      return marksOf(doc).all();
    },
    title,
    lead,
    headings,
    sections,
    tables,
    code,
  };
  return doc;
}

/**
 * Where every LINE_MARK_EVERY-th line starts (lines 1, 33, 65, …), found on first need and only as far as needed: the
 * parse only counts lines, so a check that reports nothing deep in a 1 MB Skill never walks its line starts again.
 */
class LineMarks {
  private readonly starts = [0];
  private complete = false;

  constructor(private readonly text: string) {}

  /** The start of the mark-th marked line, found on demand; undefined past the text's last line. */
  at(mark: number): number | undefined {
    while (this.starts.length <= mark && this.extend());
    return this.starts[mark];
  }

  /** The index of the last mark at or before `offset`. */
  before(offset: number): number {
    while (this.starts[this.starts.length - 1] <= offset && this.extend());
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  all(): readonly number[] {
    while (this.extend());
    return this.starts;
  }

  /** Adds the next mark, LINE_MARK_EVERY line ends on; false once the text has no more. */
  private extend(): boolean {
    if (this.complete) return false;
    let start = this.starts[this.starts.length - 1];
    for (let i = 0; i < LINE_MARK_EVERY; i++) {
      const newline = this.text.indexOf('\n', start);
      if (newline < 0) {
        this.complete = true;
        return false;
      }
      start = newline + 1;
    }
    this.starts.push(start);
    return true;
  }
}

/** Each parsed Skill's marks, made on the first read of a line by number or of an offset's line. */
const marksByDoc = new WeakMap<Pick<SkillDoc, 'text'>, LineMarks>();

function marksOf(doc: Pick<SkillDoc, 'text'>): LineMarks {
  let marks = marksByDoc.get(doc);
  if (!marks) marksByDoc.set(doc, (marks = new LineMarks(doc.text)));
  return marks;
}

/** Line `n` (1-based) of the Skill as `lines[n - 1]` holds it, cut from the text alone; undefined past the end. */
export function skillLine(doc: Pick<SkillDoc, 'text' | 'lineTotal'>, n: number): string | undefined {
  if (!Number.isInteger(n) || n < 1 || n > doc.lineTotal) return undefined;
  // The last line (S009 asks whether it is empty) is found from the end, without walking the text.
  if (n === doc.lineTotal) return cutLine(doc.text, doc.text.lastIndexOf('\n') + 1, -1);
  let start = marksOf(doc).at(Math.floor((n - 1) / LINE_MARK_EVERY))!;
  for (let past = (n - 1) % LINE_MARK_EVERY; past > 0; past--) start = doc.text.indexOf('\n', start) + 1;
  return cutLine(doc.text, start, doc.text.indexOf('\n', start));
}

/**
 * The 1-based line that holds the character at `offset` of the Skill's text: from the mark at or before it, counting
 * at most LINE_MARK_EVERY line ends, so a rule that found a word in the text needs no `lines`.
 */
export function lineAt(doc: Pick<SkillDoc, 'text'>, offset: number): number {
  const marks = marksOf(doc);
  const mark = marks.before(offset);
  let line = mark * LINE_MARK_EVERY + 1;
  for (let end = doc.text.indexOf('\n', marks.at(mark)); end >= 0 && end < offset;) {
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
  return start === (newline < 0 ? text.length : newline) || plainStart(text.charCodeAt(start));
}

/** The first character of a line that ends at a `\n`: that `\n` itself (a blank line), a letter or a digit. */
function plainStart(code: number): boolean {
  const c = code | 0x20; // folds A-Z onto a-z, and `\n` (0x0a) onto 0x2a, which is neither
  return code === 0x0a || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
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

/** The first paragraph after the title, before any other heading, table or fence; read from the title's line on. */
function findLead(
  text: string,
  title: Heading,
  titleStart: number,
  headings: readonly Heading[],
  lineTotal: number,
): SkillDoc['lead'] {
  const nextHeading = headings.find((h) => h.line > title.line)?.line ?? lineTotal + 1;
  let lineNo = title.line;
  let start = titleStart;
  /** Moves to the next line; false at the next heading or past the end. */
  const next = () => {
    const newline = text.indexOf('\n', start);
    start = newline < 0 ? text.length : newline + 1;
    return ++lineNo < nextHeading;
  };
  const trimmed = () => cutLine(text, start, text.indexOf('\n', start)).trim();
  while (next() && trimmed() === '');
  const leadLine = lineNo;
  const parts: string[] = [];
  for (let t = trimmed(); lineNo < nextHeading && t !== ''; t = next() ? trimmed() : '') {
    if (t.startsWith('|') || FENCE.test(t)) break;
    parts.push(t);
  }
  return parts.length ? { text: parts.join(' '), line: leadLine } : null;
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
