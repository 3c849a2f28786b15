import { describe, expect, it } from 'vitest';
import type { Finding } from '../core/finding';
import { diffFindings, diffReports, findingKey, partitionByBaseline } from './diff';
import { formatDiff } from './format-text';

function finding(over: Partial<Finding> = {}): Finding {
  return {
    id: 'M004',
    severity: 'warn',
    category: 'manifest',
    file: 'surface.json',
    pointer: '/commands/list',
    line: 10,
    column: 5,
    message: 'command "list" has no description',
    fix: 'Add a description.',
    docs: '/rules/M004',
    ...over,
  };
}

describe('findingKey', () => {
  it('is rule id + file + pointer, and ignores line, column and message', () => {
    expect(findingKey(finding())).toBe(findingKey(finding({ line: 99, column: 1, message: 'other words' })));
    expect(findingKey(finding())).not.toBe(findingKey(finding({ pointer: '/commands/show' })));
    expect(findingKey(finding())).not.toBe(findingKey(finding({ file: 'policy.json' })));
    expect(findingKey(finding())).not.toBe(findingKey(finding({ id: 'M005' })));
  });

  it('cannot be confused by separators inside the parts', () => {
    expect(findingKey(finding({ id: 'a', pointer: 'b/c' }))).not.toBe(findingKey(finding({ id: 'a/b', pointer: 'c' })));
  });
});

describe('diffFindings', () => {
  it('a finding that only moved lines is neither new nor fixed', () => {
    const d = diffFindings([finding()], [finding({ line: 14, column: 7 })]);
    expect(d.added).toEqual([]);
    expect(d.fixed).toEqual([]);
    expect(d.kept).toHaveLength(1);
    expect(d.kept[0].moved).toBe(true);
    expect(d.kept[0].after.line).toBe(14);
  });

  it('splits new, fixed and kept findings', () => {
    const stays = finding({ id: 'P002', file: 'policy.json', pointer: '/verbs/pay' });
    const goes = finding({ id: 'M004', pointer: '/commands/list' });
    const comes = finding({ id: 'S003', file: 'HARNESS.md', pointer: '# Lead' });
    const d = diffFindings([stays, goes], [comes, stays]);
    expect(d.added).toEqual([comes]);
    expect(d.fixed).toEqual([goes]);
    expect(d.kept).toEqual([{ before: stays, after: stays, moved: false }]);
  });

  it('counts findings sharing a key one by one, pairing equal messages first', () => {
    const a = finding({ message: 'first' });
    const b = finding({ message: 'second' });
    const d = diffFindings([a, b], [finding({ message: 'second', line: 30 })]);
    expect(d.fixed).toEqual([a]);
    expect(d.kept.map((k) => k.before.message)).toEqual(['second']);
    const more = diffFindings([a], [a, b]);
    expect(more.added).toEqual([b]);
  });

  it('a changed message at the same place is the same finding', () => {
    const d = diffFindings([finding({ message: 'old wording' })], [finding({ message: 'new wording' })]);
    expect(d.added).toEqual([]);
    expect(d.fixed).toEqual([]);
  });
});

describe('diffReports', () => {
  it('gives the score delta and both grades', () => {
    const d = diffReports({ score: 72, grade: 'C', findings: [finding()] }, { score: 96, grade: 'A', findings: [] });
    expect(d.score).toEqual({ before: 72, after: 96, delta: 24 });
    expect(d.grade).toEqual({ before: 'C', after: 'A' });
    expect(d.fixed).toHaveLength(1);
  });

  it('has no score delta when a side is not scored (a Recued composition)', () => {
    const d = diffReports(
      { score: null, grade: null, findings: [] },
      { score: null, grade: null, findings: [finding()] },
    );
    expect(d.score).toEqual({ before: null, after: null, delta: null });
    expect(d.added).toHaveLength(1);
    expect(formatDiff(d, { before: 'a', after: 'b' })).toMatch(/^score not scored → not scored$/m);
  });

  it('prints the score line and lists new and fixed findings', () => {
    const d = diffReports(
      { score: 96, grade: 'A', findings: [finding()] },
      {
        score: 88,
        grade: 'D',
        findings: [
          finding({ id: 'P001', file: 'policy.json', pointer: '/verbs/x', severity: 'error', message: 'x is a write' }),
        ],
      },
    );
    const text = formatDiff(d, { before: 'old.json', after: 'new.json' });
    expect(text).toMatch(/^score 96 → 88 \(-8\), grade A → D$/m);
    expect(text).toMatch(/old\.json → new\.json: 1 new finding, 1 fixed finding, 0 unchanged/);
    expect(text).toMatch(/New:\n {2}error {2}P001 {2}policy\.json \/verbs\/x:10:5\n {6}x is a write/);
    expect(text).toMatch(/Fixed:\n {2}warn {3}M004/);
  });
});

describe('partitionByBaseline', () => {
  it('only findings missing from the baseline are fresh; moved ones are known', () => {
    const old = [finding(), finding({ id: 'P002', file: 'policy.json', pointer: '/verbs/pay' })];
    const now = [finding({ line: 40 }), finding({ id: 'M021', pointer: '/commands/show/description' })];
    const { fresh, known } = partitionByBaseline(now, old);
    expect(fresh.map((f) => f.id)).toEqual(['M021']);
    expect(known.map((f) => [f.id, f.line])).toEqual([['M004', 40]]);
  });

  it('an empty baseline makes every finding fresh', () => {
    expect(partitionByBaseline([finding()], []).fresh).toHaveLength(1);
  });
});
