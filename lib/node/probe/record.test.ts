import { describe, expect, it } from 'vitest';
import { PROBE_OUTPUT_HEAD } from '../../hcp/records';
import type { ProbeObservation } from '../../hcp/rules/probe/types';
import { toRecord } from './index';

const observation = (stdout: string, stderr: string): ProbeObservation => ({
  purpose: 'help',
  verbs: [],
  argv: ['ledger', '--help'],
  exit_code: 0,
  timed_out: false,
  ms: 12,
  tokens: 40,
  json: false,
  stdout,
  stderr,
  truncated: false,
});

describe('toRecord (what the probe table opens)', () => {
  it('keeps the first part of stdout and stderr as the runtime cleaned them', () => {
    const r = toRecord(observation('usage: ledger list\napi_key=••••\n', 'warning: •••• expires soon'));
    expect(r.stdout_head).toBe('usage: ledger list\napi_key=••••\n');
    expect(r.stderr_head).toBe('warning: •••• expires soon');
  });

  it('cuts a long stream at the head size and marks the cut; an empty stream is left out', () => {
    const r = toRecord(observation('x'.repeat(PROBE_OUTPUT_HEAD + 500), ''));
    expect(r.stdout_head).toBe(`${'x'.repeat(PROBE_OUTPUT_HEAD)}…`);
    expect(r).not.toHaveProperty('stderr_head');
  });
});
