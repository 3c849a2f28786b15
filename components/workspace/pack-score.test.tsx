// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testRecord } from '@/lib/core/score-record.testing';
import { PackScore } from './pack-score';

afterEach(cleanup);

describe('PackScore (a workspace row)', () => {
  it('shows the spec score alone when no suppressions are in force', () => {
    render(<PackScore pack={{ score: 84, scoreAfterSuppressions: null, record: null }} />);
    expect(screen.getByTestId('pack-score').textContent).toBe('84/100');
    expect(screen.getByTestId('pack-score').title).toBe('Spec score: every finding counted');
    expect(screen.queryByTestId('pack-score-after')).toBeNull();
  });

  it('with suppressions, keeps the spec score in its place and names the other one', () => {
    render(<PackScore pack={{ score: 84, scoreAfterSuppressions: 92, record: null }} />);
    expect(screen.getByTestId('pack-score').textContent).toBe('84/100');
    expect(screen.getByTestId('pack-score-after').textContent).toBe('92 after suppressions');
  });

  it('never shows an after-suppressions score where the spec score is withheld', () => {
    render(<PackScore pack={{ score: null, scoreAfterSuppressions: 92, record: null }} />);
    expect(screen.getByTestId('pack-score').textContent).toBe('—/100');
    expect(screen.queryByTestId('pack-score-after')).toBeNull();
  });

  it('says a score is the full check while the record is current, and static otherwise', () => {
    const counts = { error: 0, warn: 2, info: 0 };
    const record = { runId: 1, at: 0, record: testRecord({ score: 92, grade: 'A', counts }) };
    render(<PackScore pack={{ score: 92, scoreAfterSuppressions: null, record: { ...record, current: true } }} />);
    expect(screen.getByTestId('pack-score').dataset.source).toBe('full');
    expect(screen.getByTestId('pack-score-source').textContent).toBe('full check');
    cleanup();
    render(<PackScore pack={{ score: 96, scoreAfterSuppressions: null, record: { ...record, current: false } }} />);
    expect(screen.getByTestId('pack-score').dataset.source).toBe('static');
    expect(screen.getByTestId('pack-score-source').textContent).toBe('static · full check out of date');
    cleanup();
    render(<PackScore pack={{ score: 96, scoreAfterSuppressions: null, record: null }} />);
    expect(screen.getByTestId('pack-score-source').textContent).toBe('static · no full check yet');
  });
});
