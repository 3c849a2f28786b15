import { describe, expect, it } from 'vitest';
import { checkComposition } from '../check';
import { HTTP, expectClean, expectFindings, httpOp, httpPack } from '../test-fixtures';

describe('C-hostile-text', () => {
  it('reports an ESC sequence in a description, naming the character, never echoing it', () => {
    const [f] = expectFindings(
      httpPack((p) => (httpOp(p, 0).description = 'List tasks \u001b]0;owned\u0007 \u001b[2J')),
      [{ id: 'C-hostile-text', pointer: `${HTTP.list}/description`, severity: 'error', at: '"List tasks' }],
    );
    expect(f.message).toContain('U+001B');
    expect(f.message).not.toContain('\u001b');
  });

  it('reports a control character in a member name and a C1 control in the pack name', () =>
    expectFindings(
      httpPack((p) => {
        p.name = 'Acme \u009b2J';
        httpOp(p, 0)['x-\u0007bell'] = 1;
      }),
      [
        { id: 'C-hostile-text', pointer: '/name', severity: 'error', at: '"Acme' },
        { id: 'C-hostile-text', pointer: `${HTTP.list}/x-\u0007bell`, severity: 'error', at: '1' },
      ],
    ));

  it('reports a bidi override in a description, which shows it reordered (Trojan Source)', () => {
    const [f] = expectFindings(
      httpPack((p) => (httpOp(p, 0).description = 'List tasks \u202Eeteled\u202C')),
      [{ id: 'C-hostile-text', pointer: `${HTTP.list}/description`, severity: 'error', at: '"List tasks' }],
    );
    expect(f.message).toContain('U+202E');
  });

  it('reports a key shape copied into a description, without the key', () => {
    const text = httpPack((p) => (httpOp(p, 1).description = 'Example: key AKIAIOSFODNN7EXAMPLE'));
    const found = checkComposition(text).findings.filter((f) => f.id === 'C-hostile-text');
    expect(found.map((f) => f.pointer)).toEqual([`${HTTP.complete}/description`]);
    expect(found[0].message).toMatch(/looks like/);
    expect(found[0].message).not.toContain('AKIAIOSFODNN7EXAMPLE');
  });

  it('leaves tabs, newlines and plain unicode alone', () =>
    expectClean(
      httpPack((p) => (httpOp(p, 0).description = 'List tasks\tby due date\n— ünïcode, emoji 🎉, שלום \u200Fעולם')),
    ));
});
