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
  lines: string[];
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

export function parseSkill(text: string): SkillDoc {
  const lines = splitLines(text);
  const headings: Heading[] = [];
  const code: CodeBlock[] = [];
  const tables: Table[] = [];
  const bulletsAt: { text: string; line: number }[] = [];
  let fence: { marker: string; block: CodeBlock } | null = null;
  let table: Table | null = null;

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const lineNo = i + 1;
    const trimmed = raw.trim();
    if (fence) {
      if (trimmed.startsWith(fence.marker)) fence = null;
      else fence.block.lines.push(raw);
      continue;
    }
    // Markup starts with one of ` ~ # | - * + after the indent (`trim` and the patterns' `\s` strip the same characters),
    // so a prose line, most of a Skill, skips the patterns.
    const first = trimmed.charAt(0);
    const f = first === '`' || first === '~' ? FENCE.exec(raw) : null;
    if (f) {
      const block = { lang: f[2] ?? '', line: lineNo, lines: [] };
      code.push(block);
      fence = { marker: f[1], block };
      table = null;
      continue;
    }
    const h = first === '#' ? HEADING.exec(raw) : null;
    if (h) {
      headings.push({ level: h[1].length, text: h[2], line: lineNo });
      table = null;
      continue;
    }
    if (first === '|') {
      const cells = splitRow(trimmed);
      if (!table) {
        table = { line: lineNo, header: cells, rows: [], section: headings[headings.length - 1] ?? null };
        tables.push(table);
      } else if (!cells.every((c) => /^:?-{1,}:?$/.test(c))) table.rows.push({ cells, line: lineNo });
      continue;
    }
    table = null;
    const b = first === '-' || first === '*' || first === '+' ? BULLET.exec(raw) : null;
    if (b) bulletsAt.push({ text: b[1], line: lineNo });
  }

  const title = headings.find((h) => h.level === 1) ?? null;
  const sections: Section[] = headings.map((heading, idx) => {
    const next = headings.slice(idx + 1).find((h) => h.level <= heading.level);
    const end = next ? next.line - 1 : lines.length;
    return {
      heading,
      start: heading.line + 1,
      end,
      bullets: bulletsAt.filter((b) => b.line > heading.line && b.line <= end),
    };
  });

  return { text, lines, title, lead: findLead(lines, title, headings), headings, sections, tables, code };
}

/** `text.split(/\r?\n/)`, without a regex split (slow on a large Skill): split at `\n`, then drop one `\r` before each. */
function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (text.includes('\r'))
    for (let i = 0; i < lines.length - 1; i++) if (lines[i].endsWith('\r')) lines[i] = lines[i].slice(0, -1);
  return lines;
}

/** The first paragraph after the title, before any other heading, table or fence. */
function findLead(lines: string[], title: Heading | null, headings: Heading[]): SkillDoc['lead'] {
  if (!title) return null;
  const nextHeading = headings.find((h) => h.line > title.line)?.line ?? lines.length + 1;
  let i = title.line;
  while (i < nextHeading - 1 && lines[i].trim() === '') i++;
  const start = i;
  const parts: string[] = [];
  while (i < nextHeading - 1 && lines[i].trim() !== '') {
    const t = lines[i].trim();
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
