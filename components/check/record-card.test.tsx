// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testRecord } from '@/lib/core/score-record.testing';
import { RecordSummaryCard } from './record-summary';

afterEach(cleanup);

const last = {
  runId: 3,
  at: Date.UTC(2026, 11, 1, 20, 0),
  record: testRecord({
    score: 64,
    grade: 'D',
    counts: { error: 2, warn: 2, info: 0 },
    penalties: [
      { layer: 'probe', errors: 2, warnings: 0, rules: [['R006', 2]] },
      {
        layer: 'static',
        errors: 0,
        warnings: 2,
        rules: [
          ['P004', 1],
          ['P006', 1],
        ],
      },
      { layer: 'eval', errors: 0, warnings: 1, rules: [['E004', 1]] },
    ],
  }),
};
const line = 'Score 64/100: probe −24 (R006 ×2), static −8 (P004, P006), eval −4 (E004).';

describe('the score of record on the dashboard', () => {
  it('says when no full check has run yet', () => {
    render(<RecordSummaryCard record={{ last: null, current: false, changed: [] }} unsaved={0} />);
    expect(screen.getByTestId('record-none').textContent).toMatch(/^No full check yet\./);
  });

  it('shows the last full check with its dial and the one line that explains a low score', () => {
    render(<RecordSummaryCard record={{ last, current: true, changed: [] }} unsaved={0} />);
    expect(screen.getByTestId('record-card').dataset.state).toBe('current');
    expect(screen.getByTestId('record-dial').getAttribute('aria-label')).toBe('Score 64 of 100, grade D');
    expect(screen.getByTestId('record-line').textContent).toBe(line);
  });

  it('says it is out of date, and why, once a file changed or has unsaved edits', () => {
    render(<RecordSummaryCard record={{ last, current: false, changed: ['HARNESS.md'] }} unsaved={1} />);
    expect(screen.getByTestId('record-card').dataset.state).toBe('out-of-date');
    expect(screen.getByTestId('record-state').textContent).toMatch(
      /^Out of date: HARNESS\.md changed on disk; 1 file has unsaved edits\./,
    );
  });
});
