import { describe, expect, it } from 'vitest';
import { filterRuleGroups } from './rule-query';

const rule = (id: string, severity: string, title = id) => ({ id, severity, title, severityNote: '', why: '' });
const GROUPS = [
  { id: 'manifest', entries: [rule('M001', 'error', 'names a command'), rule('M002', 'warn', 'confirm a write')] },
  { id: 'skill', entries: [rule('S001', 'info', 'a confirm line')] },
];
const ALL = new Set(['error', 'warn', 'info']);

describe('filterRuleGroups', () => {
  it('with no query and every severity keeps every rule and says no filter is on', () => {
    const out = filterRuleGroups(GROUPS, '  ', ALL, ALL.size);
    expect(out.filtered).toEqual(GROUPS);
    expect(out).toMatchObject({ total: 3, count: 3, filtering: false });
  });

  it('keeps the rules matching every word of the query, and every group (maybe empty)', () => {
    const out = filterRuleGroups(GROUPS, 'confirm write', ALL, ALL.size);
    expect(out.filtered.map((g) => g.entries.map((e) => e.id))).toEqual([['M002'], []]);
    expect(out).toMatchObject({ total: 3, count: 1, filtering: true });
  });

  it('drops the severities turned off, which counts as filtering', () => {
    const out = filterRuleGroups(GROUPS, '', new Set(['error', 'info']), ALL.size);
    expect(out.filtered.map((g) => g.entries.map((e) => e.id))).toEqual([['M001'], ['S001']]);
    expect(out).toMatchObject({ count: 2, filtering: true });
  });
});
