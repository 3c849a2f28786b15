import { describe, expect, it } from 'vitest';
import { withoutLogStamps } from './log-stamp';

describe('a log line without its time and pid', () => {
  it('two runs of one refusal, logged at different times by different pids, read the same', () => {
    const a = withoutLogStamps('2026-01-02 10:11:12,345 tool [17]: ERROR Failed to access socket path: /run/x.sock');
    const b = withoutLogStamps('2026-01-02 10:11:14,981 tool [18]: ERROR Failed to access socket path: /run/x.sock');
    expect(a).toBe(b);
    expect(a).toContain('ERROR Failed to access socket path');
  });

  it('ISO stamps and bare clocks go too; other numbers (exit codes, counts, versions) stay', () => {
    expect(withoutLogStamps('2026-01-02T10:11:12.5Z warn: 3 jails, exit 2')).toBe('<TIME> warn: 3 jails, exit 2');
    expect(withoutLogStamps('at 10:11:12 tool[4242]: v1.0.2 refused')).toBe('at <TIME> tool[<PID>]: v1.0.2 refused');
    expect(withoutLogStamps('exited 1: [2] items')).toBe('exited 1: [2] items');
  });
});
