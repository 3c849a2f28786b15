// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HCP_FILES } from '@/lib/formats/hcp/files';
import type { EvalCaseResult, EvalSummary, ProbeRecord } from '@/lib/hcp/records';
import { HCP_FULL_CHECK } from './full-check';

afterEach(cleanup);

const layer = (section: string) => HCP_FULL_CHECK.layers.find((l) => l.section === section)!;
const probe = (argv: string[]): ProbeRecord => ({
  argv,
  exit_code: 0,
  ms: 3,
  tokens: 4,
  json: false,
  timed_out: false,
  purpose: 'help',
});
const evalCase = (name: string): EvalCaseResult => ({
  name,
  verb: 'list',
  passed: true,
  ms: 5,
  tokens: 6,
  error: null,
});

describe("HCP's layers on the check dashboard", () => {
  it("draws the probes finished so far, and the report's probes once it is there", () => {
    const probes = layer('probes');
    expect(probes.table(undefined, [])).toBeNull();
    const { rerender } = render(<>{probes.table(undefined, [probe(['ledger', '--help'])])}</>);
    expect(within(screen.getByTestId('probe-table')).getByText('ledger --help')).toBeTruthy();
    rerender(<>{probes.table([probe(['ledger', 'list', '--json'])], [probe(['ledger', '--help'])])}</>);
    expect(screen.queryByText('ledger --help')).toBeNull();
    expect(screen.getByText('ledger list --json')).toBeTruthy();
  });

  it("draws the eval cases finished so far, then the report's summary under its cases", () => {
    const cases = layer('eval');
    expect(cases.table(null, [])).toBeNull();
    const { rerender } = render(<>{cases.table(undefined, [evalCase('lists')])}</>);
    expect(screen.getByText('lists')).toBeTruthy();
    expect(screen.queryByText(/passed/)).toBeNull();
    const summary: EvalSummary = {
      cases: [evalCase('lists'), evalCase('status')],
      passed: 2,
      failed: 0,
      p50_ms: 5,
      p95_ms: 5,
    };
    rerender(<>{cases.table(summary, [evalCase('lists')])}</>);
    expect(screen.getAllByRole('row')).toHaveLength(1 + summary.cases.length + 1);
    expect(screen.getByText('2 passed, 0 failed')).toBeTruthy();
  });

  it("names, before the check runs, the eval cases of the editor's texts that run a write (ledger's confirmed transfer)", () => {
    const texts = Object.fromEntries(HCP_FILES.map((f) => [f, readFileSync(resolve('packs/ledger', f), 'utf8')]));
    expect(HCP_FULL_CHECK.plannedWrites(texts)).toEqual([
      expect.objectContaining({
        verb: 'transfer',
        name: 'transfer with confirm records a paper payment',
        confirmed: true,
      }),
    ]);
    expect(HCP_FULL_CHECK.plannedWrites({ ...texts, 'hcp.eval.json': '{"cases": []}' })).toEqual([]);
  });
});
