import { describe, expect, it } from 'vitest';
import { cellText, parseSkill } from './skill';

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

describe('cellText', () => {
  it('drops the markers around a name but keeps the underscores inside it', () => {
    expect(cellText('`approve_scripts`')).toBe('approve_scripts');
    expect(cellText('**`issue.list`**')).toBe('issue.list');
    expect(cellText('_list_')).toBe('list');
    expect(cellText('[`pr_view`](#pr)')).toBe('pr_view');
  });
});
