import { describe, expect, it } from 'vitest';
import { markdownText as cell } from './escape';
import { markdownFormatter } from './markdown';
import { cliContext, hcpReport, recuedReport } from './test-fixtures';

describe('markdown', () => {
  const out = markdownFormatter.format([hcpReport], cliContext);

  it('headed by score, grade and counts, then a table of errors and warnings with their fixes', () => {
    const lines = out.split('\n');
    expect(lines[0]).toBe('## Pack Studio check: ledger');
    expect(lines[2]).toBe('**84/100**, grade **D** · 1 error, 1 warning, 1 note · ❌ not ready to share');
    expect(lines[4]).toBe('| | Rule | Where | Finding | Fix |');
    expect(lines[6]).toBe(
      '| ❌ error | [L-extra_verb](https://studio.example/rules/L-extra_verb) | `policy.json` `/verbs/refund` line 9 | policy verb "refund" not in pack manifest | Remove the "refund" row. |',
    );
    expect(lines[7]).toMatch(/^\| ⚠️ warning \| \[M001\]/);
    expect(out).toContain('> **probe** did not run: bin "ledger" not allow-listed');
  });

  it('notes, categories, layers, probes and eval are folded in <details>', () => {
    const folded = out.slice(out.indexOf('<details>'));
    expect(out.indexOf('<details>')).toBeGreaterThan(out.indexOf('| ⚠️ warning'));
    expect(folded).toContain('<details><summary>1 note</summary>');
    expect(folded).toContain(
      '| ℹ️ note | [S002](https://studio.example/rules/S002) | `HARNESS.md`  line 1 | A note \\<b>& more\\</b> | Nothing \\| much |',
    );
    expect(folded).toContain('<details><summary>Category scores</summary>');
    expect(folded).toContain('| `ledger --help` | 0 | 12 | 40 | no |');
    expect(folded).toContain('<details><summary>Eval: 1 passed, 1 failed (p50 5 ms, p95 7 ms)</summary>');
    expect(folded).toContain('| shows | `show` | FAIL: exit 2 | 7 | 3 |');
    expect(out.match(/<details>/g)!.length).toBe(out.match(/<\/details>/g)!.length);
  });

  it('several packs open with the summary table; a clean unscored pack has no finding table', () => {
    const many = markdownFormatter.format([hcpReport, recuedReport], cliContext);
    expect(many.split('\n').slice(0, 6)).toEqual([
      '## Pack Studio check',
      '',
      '| Pack | Format | Grade | Score | Errors | Warnings |',
      '|---|---|---|---|---|---|',
      '| ledger | hcp | D | 84 | 1 | 1 |',
      '| acme-tasks | recued | – | – | 0 | 0 |',
    ]);
    const clean = markdownFormatter.format([recuedReport], cliContext);
    expect(clean.split('\n')[2]).toBe('0 errors, 0 warnings, 0 notes · ✅');
    expect(clean).not.toContain('| Rule |');
  });

  it('a cell cannot break its row', () => {
    expect(cell('a | b\nc')).toBe('a \\| b<br>c');
  });
});
