import { describe, expect, it } from 'vitest';
import { r006JsonOnly } from './r006-json-only';
import { clean, ctx, findingsOf, run } from './testing';

describe('R006 JSON mode prints only JSON on stdout', () => {
  it('stays silent on a read that prints one JSON document', () => {
    expect(findingsOf(r006JsonOnly, ctx(clean()))).toEqual([]);
  });

  it('is an error on text after the JSON', () => {
    expect(findingsOf(r006JsonOnly, ctx([run({ json: false, stdout: '{"ok":true}\nDone.' })]))).toEqual([
      expect.objectContaining({
        id: 'R006',
        severity: 'error',
        pointer: '/verbs/list',
        message: '"ledger list --json" printed text after its JSON document.',
      }),
    ]);
  });

  it('is an error on text before the JSON, quoting it', () => {
    const [f] = findingsOf(
      r006JsonOnly,
      ctx([run({ json: false, stdout: 'ledger v1.2 (update available)\n{"ok":true}' })]),
    );
    expect(f).toMatchObject({
      id: 'R006',
      severity: 'error',
      message: '"ledger list --json" printed text before its JSON: "ledger v1.2 (update available)".',
    });
  });

  it('is an error on text without JSON, quoting it', () => {
    const [f] = findingsOf(r006JsonOnly, ctx([run({ json: false, stdout: 'no entries' })]));
    expect(f).toMatchObject({
      id: 'R006',
      severity: 'error',
      message: '"ledger list --json" printed text, not JSON: "no entries".',
    });
  });
});
