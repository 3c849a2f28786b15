import { describe, expect, it } from 'vitest';
import { r012AReadProbed } from './r012-a-read-probed';
import { clean, ctx, findingsOf } from './testing';

describe('R012 at least one read could be probed', () => {
  it('stays silent when a read was probed, and when the bin did not resolve (R001 speaks)', () => {
    expect(findingsOf(r012AReadProbed, ctx(clean()))).toEqual([]);
    expect(findingsOf(r012AReadProbed, ctx([], { bin: { ok: false, error: 'not found' } }))).toEqual([]);
  });

  it('is info when no read was probed, naming why', () => {
    const c = ctx(clean().slice(0, 3), { skipped: [{ verb: 'list', reason: 'argument "x" is still "TODO x"' }] });
    expect(findingsOf(r012AReadProbed, c)).toEqual([
      expect.objectContaining({
        id: 'R012',
        severity: 'info',
        pointer: '/verbs',
        message: 'No read could be probed: "list": argument "x" is still "TODO x".',
      }),
    ]);
  });

  it('counts the reads when none was skipped with a reason', () => {
    const [f] = findingsOf(r012AReadProbed, ctx(clean().slice(0, 3)));
    expect(f).toMatchObject({
      id: 'R012',
      severity: 'info',
      message: expect.stringMatching(/^No read could be probed: none of \d+ read\(s\) could be called\.$/),
    });
  });
});
