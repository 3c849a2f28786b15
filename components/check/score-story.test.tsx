// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hcpFormat } from '@/lib/formats/hcp';
import { testRecord } from '@/lib/core/score-record.testing';
import { scoreStory } from '@/lib/core/score-story';
import { LiveScore } from '../studio/live-score';
import { RecordSummaryCard } from './record-summary';

afterEach(cleanup);

// The live check of a fresh pack scores otherwise: the header must read the record, not the live check.
const check = hcpFormat.check(hcpFormat.load(hcpFormat.scaffold('fresh'), 'fresh'));
const record = testRecord({
  score: 72,
  grade: 'D',
  counts: { error: 1, warn: 2, info: 0 },
  penalties: [
    { layer: 'probe', errors: 1, warnings: 0, rules: [['R006', 1]] },
    { layer: 'static', errors: 0, warnings: 4, rules: [['P004', 4]] },
  ],
  // Two of the warnings were suppressed: the spec score counts them, the badges do not.
  suppressed: { error: 0, warn: 2, info: 0 },
});
const last = { runId: 9, at: 0, record };

describe('the header and the dashboard read one record', () => {
  it('show the same score, grade, counts and breakdown', () => {
    const story = scoreStory(record);
    expect(check.score).not.toBe(story.score);
    render(
      <>
        <LiveScore check={check} record={{ last, current: true, changed: [] }} />
        <RecordSummaryCard record={{ last, current: true, changed: [] }} unsaved={0} />
      </>,
    );
    const header = screen.getByTestId('live-score');
    const card = screen.getByTestId('record-card');
    expect(screen.getByTestId('live-score-value').textContent).toBe(`${story.score}/100`);
    expect(screen.getByTestId('record-dial').getAttribute('aria-label')).toBe(
      `Score ${story.score} of 100, grade ${story.grade}`,
    );
    for (const el of [header, card]) {
      expect(el.dataset.errors).toBe(String(story.counts.error));
      expect(el.dataset.warnings).toBe(String(story.counts.warn));
    }
    expect(screen.getByTestId('record-line').textContent).toBe(story.line);
    expect(story.line).toBe('Score 72/100: static −16 (P004 ×4), probe −12 (R006).');
    expect(header.title).toContain(story.line);
  });
});
