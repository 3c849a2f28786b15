import { describe, expect, it } from 'vitest';
import { diffPolicy } from '../diff/policy-diff';
import { checkComposition } from './check';
import { recuedPolicySummary } from './policy-summary';
import { httpOp, httpPack, httpPackValue } from './test-fixtures';

describe('recuedPolicySummary', () => {
  it("reads each operation's risk, approval as a gate, and where its arguments land", () => {
    const s = recuedPolicySummary(httpPackValue());
    expect(s.commands.map((c) => [c.id, c.risk, c.confirm, c.argSources])).toEqual([
      ['task.complete', 'write', true, { 'body.note': 'body', task_id: 'path' }],
      ['task.list', 'read', false, { 'query.assignee': 'query' }],
    ]);
    // The scopes its connection hint pre-fills are grants the person gives at setup.
    expect(s.grants).toEqual(['op.read', 'op.write', 'scope:acme:tasks.read', 'scope:acme:tasks.write']);
  });

  it('every check carries it, and approval "ask" → "never" on a write is a weakened change', () => {
    const before = checkComposition(httpPack()).policy;
    const after = checkComposition(httpPack((p) => (httpOp(p, 1).approval = 'never'))).policy;
    expect(before).toEqual(recuedPolicySummary(httpPackValue()));
    expect(diffPolicy(before, after)).toMatchObject([
      { kind: 'confirm-removed', command: 'task.complete', direction: 'weakened' },
    ]);
  });

  it('a pack.json that does not parse records no policy', () => {
    expect(checkComposition('{').policy).toBeUndefined();
  });
});
