import { describe, expect, it } from 'vitest';
import { r011HealthExitCodes } from './r011-health-exit-codes';
import { clean, ctx, findingsOf, run } from './testing';

const status = (exit_code: number) => run({ verbs: ['status'], argv: ['ledger', 'status', '--json'], exit_code });

describe('R011 health commands exit 0, 2, or 1', () => {
  it('stays silent on health commands exiting 0, 1 or 2, and on other reads', () => {
    expect(findingsOf(r011HealthExitCodes, ctx(clean()))).toEqual([]);
    expect(findingsOf(r011HealthExitCodes, ctx([status(0), status(1), status(2)]))).toEqual([]);
    expect(findingsOf(r011HealthExitCodes, ctx([run({ exit_code: 4, stderr: 'bad' })]))).toEqual([]);
  });

  it('warns on a health command exiting any other code, naming the command and the code', () => {
    expect(findingsOf(r011HealthExitCodes, ctx([status(4)]))).toEqual([
      expect.objectContaining({
        id: 'R011',
        severity: 'warn',
        pointer: '/verbs/status',
        message:
          'Health command "status" ("ledger status --json") exited 4; health commands exit 0 (ok), 2 (degraded) or 1 (failing).',
      }),
    ]);
  });
});
