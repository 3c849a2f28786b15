import { describe, expect, it } from 'vitest';
import { r005NoPrompts } from './r005-no-prompts';
import { clean, ctx, findingsOf, run } from './testing';

describe('R005 reads finish with stdin closed', () => {
  it('stays silent when every run finishes', () => {
    expect(findingsOf(r005NoPrompts, ctx(clean()))).toEqual([]);
  });

  it('is an error on a run killed by the timeout, naming the timeout and what it last said', () => {
    const prompt = run({
      timed_out: true,
      exit_code: null,
      ms: 10000,
      json: false,
      stdout: '',
      stderr: 'Really list everything? [y/N]',
    });
    expect(findingsOf(r005NoPrompts, ctx([prompt], { timeoutMs: 10000 }))).toEqual([
      expect.objectContaining({
        id: 'R005',
        severity: 'error',
        pointer: '/verbs/list',
        message:
          '"ledger list --json" did not finish within 10000 ms with stdin closed (last said "Really list everything? [y/N]"); the process group was killed.',
      }),
    ]);
  });
});
