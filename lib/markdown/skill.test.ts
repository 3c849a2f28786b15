import { describe, expect, it } from 'vitest';
import { cellText, lineAt, parseSkill, skillLine } from './skill';

const doc = parseSkill(
  [
    '# HCP — Ledger',
    '',
    'Lead line one',
    'continues here.',
    '',
    '## Hot path',
    '',
    '| Command | Use |',
    '|---|---|',
    '| `list` | entries |',
    '| **status** | health |',
    '',
    '```bash',
    '# not a heading',
    'ledger list --json',
    '```',
    '',
    '## Anti-patterns',
    '- one',
    '- two',
  ].join('\n'),
);

describe('parseSkill', () => {
  it('finds the title and the lead paragraph', () => {
    expect(doc.title).toEqual({ level: 1, text: 'HCP — Ledger', line: 1 });
    expect(doc.lead).toEqual({ text: 'Lead line one continues here.', line: 3 });
  });

  it('ignores headings inside fenced code', () => {
    expect(doc.headings.map((h) => h.text)).toEqual(['HCP — Ledger', 'Hot path', 'Anti-patterns']);
    expect(doc.code[0]).toMatchObject({ lang: 'bash', line: 13, lines: ['# not a heading', 'ledger list --json'] });
  });

  it('reads tables without their separator row, under their section', () => {
    expect(doc.tables).toHaveLength(1);
    expect(doc.tables[0].section?.text).toBe('Hot path');
    expect(doc.tables[0].rows.map((r) => cellText(r.cells[0]))).toEqual(['list', 'status']);
  });

  it('collects bullets per section', () => {
    const anti = doc.sections.find((s) => s.heading.text === 'Anti-patterns')!;
    expect(anti.bullets.map((b) => b.text)).toEqual(['one', 'two']);
  });

  it('never throws on odd input', () => {
    for (const text of ['', '#', '```', '|', '# T\n|a|\n```\nunclosed', '\u0000'.repeat(100)])
      expect(() => parseSkill(text)).not.toThrow();
    expect(parseSkill('no title').lead).toBeNull();
  });
});

describe('parseSkill lines', () => {
  const crlf = '# T\r\n\r\nLead.\r\n\u00a0## Indented by a no-break space\r\n- a\r\nlast\r';

  it('reads each line from the text as `text.split(/\\r?\\n/)` cuts it, without splitting', () => {
    const d = parseSkill(crlf);
    const split = crlf.split(/\r?\n/);
    expect(d.lineTotal).toBe(split.length);
    expect(d.lines).toEqual(split);
    expect(Array.from({ length: d.lineTotal + 1 }, (_, i) => skillLine(d, i + 1))).toEqual([...split, undefined]);
  });

  it('reads any line of a long Skill, past the marks it keeps (one line start in 32)', () => {
    const long = Array.from({ length: 100 }, (_, i) =>
      i % 7 === 0 ? `- item ${i}\r` : i % 5 === 0 ? '' : `line ${i}`,
    ).join('\n');
    const d = parseSkill(long);
    expect(d.lineMarks).toHaveLength(4);
    expect(Array.from({ length: 101 }, (_, i) => skillLine(d, i + 1))).toEqual([...long.split(/\r?\n/), undefined]);
    expect([0, 1.5, -1].map((n) => skillLine(d, n))).toEqual([undefined, undefined, undefined]);
  });

  it('gives the line of any offset in the text, past the marks, as counting line ends before it does', () => {
    const long = Array.from({ length: 100 }, (_, i) => (i % 5 === 0 ? '' : `line ${i}\r`)).join('\n');
    const d = parseSkill(long);
    const expected = Array.from(long, (_, at) => long.slice(0, at).split('\n').length);
    expect(Array.from(long, (_, at) => lineAt(d, at))).toEqual(expected);
  });

  it('parses a line that starts with any whitespace `trim` strips, as before', () => {
    const d = parseSkill(crlf);
    expect(d.headings.map((h) => [h.text, h.line])).toEqual([
      ['T', 1],
      ['Indented by a no-break space', 4],
    ]);
    expect(d.lead).toEqual({ text: 'Lead.', line: 3 });
  });

  it('keeps prose and blank lines inside a fence, and closes it only at its marker', () => {
    const d = parseSkill('~~~\nplain\n\n```\n~~~\nafter');
    expect(d.code).toEqual([{ lang: '', line: 1, lines: ['plain', '', '```'] }]);
  });

  it('ends a section at the next heading of its level or above, with the bullets of its subsections', () => {
    const d = parseSkill('# A\n- a\n## B\n- b\n### C\n- c\n## D\n- d\n# E');
    expect(d.sections.map((s) => [s.heading.text, s.start, s.end, s.bullets.map((b) => b.text).join('')])).toEqual([
      ['A', 2, 8, 'abcd'],
      ['B', 4, 6, 'bc'],
      ['C', 6, 6, 'c'],
      ['D', 8, 8, 'd'],
      ['E', 10, 9, ''],
    ]);
  });
});

describe('cellText', () => {
  it('drops the markers around a name but keeps the underscores inside it', () => {
    expect(cellText('`approve_scripts`')).toBe('approve_scripts');
    expect(cellText('**`issue.list`**')).toBe('issue.list');
    expect(cellText('_list_')).toBe('list');
    expect(cellText('[`pr_view`](#pr)')).toBe('pr_view');
  });
});

describe('parseSkill line starts, found on demand', () => {
  it('gives a deep offset its line before any line was read, then any earlier line', () => {
    const long = Array.from({ length: 500 }, (_, i) => (i % 6 === 0 ? '' : `line ${i}${i % 4 ? '' : '\r'}`)).join('\n');
    const split = long.split(/\r?\n/);
    const d = parseSkill(long);
    const deepOffset = long.indexOf('line 487');
    expect(lineAt(d, deepOffset)).toBe(long.slice(0, deepOffset).split('\n').length);
    expect([3, 40, 488, 500].map((n) => skillLine(d, n))).toEqual([3, 40, 488, 500].map((n) => split[n - 1]));
    const starts = [0];
    for (const line of long.split('\n')) starts.push(starts[starts.length - 1] + line.length + 1);
    expect(d.lineMarks).toEqual(starts.filter((_, i) => i < split.length && i % 32 === 0));
  });
});
