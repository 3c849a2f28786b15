import { describe, expect, it } from 'vitest';
import { buildComment, type CommentPack } from './comment';
import type { PackComparison } from './compare';

const comparison = (over: Partial<PackComparison>): PackComparison => ({
  basis: 'compared',
  score: { before: 90, after: 90, delta: 0 },
  newFindings: [],
  resolved: [],
  stillPresent: 0,
  firstRun: { layers: [], findings: [] },
  policy: [],
  weakened: false,
  regression: false,
  ...over,
});

const build = { id: 7, commit: 'abcdef0123456789', branch: 'feature/x', packCount: 3, weakened: 1, regressions: 1 };

describe('the PR comment', () => {
  it('lists a policy weakening first, even where the score rose, then regressions, each with its decision', () => {
    const packs: CommentPack[] = [
      {
        pack: 'ledger',
        score: 95,
        comparison: comparison({
          score: { before: 90, after: 95, delta: 5 },
          weakened: true,
          policy: [
            {
              kind: 'confirm-removed',
              command: 'refund',
              direction: 'weakened',
              message: 'refund no longer asks to confirm',
            },
          ],
        }),
        decisions: [{ subject: 'policy', decision: 'approve', actor: 'ann', reason: 'refunds are capped server-side' }],
      },
      {
        pack: 'transit',
        score: 80,
        comparison: comparison({
          score: { before: 88, after: 80, delta: -8 },
          regression: true,
          newFindings: [
            { id: 'M011', severity: 'error', file: 'surface.json', pointer: '/verbs', line: 3, message: 'x' },
          ],
        }),
        decisions: [],
      },
    ];
    const text = buildComment({
      project: 'registry',
      build,
      comparedWith: '0123456789abcdef',
      url: 'http://ps.example/projects/registry/builds/7',
      packs,
    });
    expect(text.indexOf('Policy weakened in 1 pack')).toBeGreaterThan(0);
    expect(text.indexOf('Policy weakened')).toBeLessThan(text.indexOf('Regressions in 1 pack'));
    expect(text).toContain(
      '| `ledger` | refund no longer asks to confirm | +5 | approved by ann: refunds are capped server-side |',
    );
    expect(text).toContain('| `transit` | 80 (-8) | 1: `M011` | awaiting review |');
    expect(text).toContain('[Open the build](http://ps.example/projects/registry/builds/7)');
    expect(text).toContain('compared with `0123456789ab`');
  });

  it('says when nothing needs a reviewer, and how many more are on the build page past the rows it lists', () => {
    const quiet = buildComment({
      project: 'r',
      build: { ...build, weakened: 0, regressions: 0 },
      comparedWith: null,
      url: 'http://x/b',
      packs: [],
    });
    expect(quiet).toContain('no earlier build to compare with');
    expect(quiet).toContain('No policy weakened and no regression.');
    const many = buildComment({
      project: 'r',
      build: { ...build, weakened: 0, regressions: 30 },
      comparedWith: 'abcdef1',
      url: 'http://x/b',
      packs: [{ pack: 'a', score: 1, comparison: comparison({ regression: true }), decisions: [] }],
    });
    expect(many).toContain('… and 29 more on [the build page](http://x/b).');
  });

  /** The comment of a build with one regressed pack and this decision on it. */
  const regressionComment = (d: { decision: 'approve' | 'refuse'; actor: string; reason: string }) =>
    buildComment({
      project: 'r',
      build: { ...build, weakened: 0, regressions: 1 },
      comparedWith: 'abcdef1',
      url: 'http://x/b',
      packs: [
        {
          pack: 'p',
          score: 1,
          comparison: comparison({ regression: true }),
          decisions: [{ subject: 'regression', ...d }],
        },
      ],
    });

  it('escapes what a pack or a reviewer wrote, so a reason cannot start a link or HTML', () => {
    const text = regressionComment({ decision: 'refuse', actor: '<b>eve</b>', reason: '[click](http://evil)' });
    expect(text).toContain('refused by \\<b>eve\\</b>: \\[click\\](http://evil)');
  });

  it('a reason cannot hide the rest of the comment, run a CI command, break the table or reach a terminal', () => {
    const reason = 'ok <!-- the rest is hidden\n::error::forged\n| x | y |\u001b[2J\u202eright-to-left';
    const text = regressionComment({ decision: 'approve', actor: 'ann', reason });
    const row = text.split('\n').find((l) => l.startsWith('| `p`'))!;
    expect(text).not.toMatch(/(?<!\\)<!--/);
    expect(text).not.toMatch(/^::/m);
    expect(text).not.toContain('\u001b');
    expect(text).not.toContain('\u202e');
    expect(row).toContain('ok \\<!-- the rest is hidden<br>');
    expect(row).toContain('forged<br>\\| x \\| y \\|');
    expect(row).toMatch(/u001b.*u202eright-to-left \|$/);
  });
});
