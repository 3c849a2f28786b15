import { describe, expect, it } from 'vitest';
import { r013ReadsSucceed } from './r013-reads-succeed';
import { clean, ctx, findingsOf, run } from './testing';

const status = (exit_code: number) => run({ verbs: ['status'], argv: ['ledger', 'status', '--json'], exit_code });

describe('R013 read commands succeed', () => {
  it('stays silent on reads exiting 0, and on health commands exiting 1 or 2', () => {
    expect(findingsOf(r013ReadsSucceed, ctx(clean()))).toEqual([]);
    expect(findingsOf(r013ReadsSucceed, ctx([status(1), status(2)]))).toEqual([]);
  });

  it('is an error on a read that fails, naming the command, the exit code and what it said', () => {
    expect(findingsOf(r013ReadsSucceed, ctx([run({ exit_code: 2, stderr: 'ledger: store not found' })]))).toEqual([
      expect.objectContaining({
        id: 'R013',
        severity: 'error',
        pointer: '/verbs/list',
        message: 'Read "list" failed: "ledger list --json" exited 2: ledger: store not found.',
      }),
    ]);
  });

  it('is an error on a health command exiting outside 0–2', () => {
    expect(findingsOf(r013ReadsSucceed, ctx([status(4)]))).toEqual([
      expect.objectContaining({
        id: 'R013',
        severity: 'error',
        pointer: '/verbs/status',
        message: 'Read "status" failed: "ledger status --json" exited 4: {"ok":true}.',
      }),
    ]);
  });
});
