// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hcpFormat } from '@/lib/formats/hcp';
import { scoreOf } from '@/lib/core/score';
import { testRecord } from '@/lib/core/score-record.testing';
import { LiveScore } from './live-score';

afterEach(cleanup);

const texts = hcpFormat.scaffold('fresh');
const checkOf = (t: Record<string, string>) => hcpFormat.check(hcpFormat.load(t, 'fresh'));

describe('LiveScore', () => {
  it('says it is the live, static score of the text in the editor', () => {
    const check = checkOf(texts);
    render(<LiveScore check={check} />);
    expect(screen.getByTestId('live-score-value').textContent).toBe(`${check.score}/100`);
    expect(screen.getByTestId('live-score').textContent).toContain('live · static, as you type');
    expect(screen.getByTestId('live-score').getAttribute('title')).toMatch(/full check runs on the saved files/);
  });

  it('gives no number while a JSON file does not parse (the number would rise), and says which file and that findings are hidden', () => {
    const good = checkOf(texts);
    const broken = checkOf({ ...texts, 'surface.json': texts['surface.json'].slice(0, -3) });
    expect(scoreOf(broken.findings)).toBeGreaterThan(good.score!);
    render(<LiveScore check={broken} />);
    expect(screen.getByTestId('live-score-value').textContent).toBe('No score');
    expect(screen.getByTestId('live-score-reason').textContent).toBe(
      'until surface.json parses; other findings hidden',
    );
    expect(screen.getByTestId('live-score').textContent).not.toContain(String(scoreOf(broken.findings)));
  });

  it('shows the score of record while the full check saw these files, and the live static score, labelled, otherwise', () => {
    const check = checkOf(texts);
    const last = {
      runId: 1,
      at: 0,
      record: testRecord({ score: 92, grade: 'A', counts: { error: 0, warn: 2, info: 0 } }),
    };
    render(<LiveScore check={check} record={{ last, current: true, changed: [] }} />);
    expect(screen.getByTestId('live-score').dataset.state).toBe('record');
    expect(screen.getByTestId('live-score-value').textContent).toBe('92/100');
    expect(screen.getByTestId('live-score-label').textContent).toBe('full check');
    cleanup();
    render(<LiveScore check={check} record={{ last, current: true, changed: [] }} unsaved={1} />);
    expect(screen.getByTestId('live-score-value').textContent).toBe(`${check.score}/100`);
    expect(screen.getByTestId('live-score-label').textContent).toBe('live static · full check out of date');
    expect(screen.getByTestId('live-score').title).toMatch(/1 file has unsaved edits/);
    cleanup();
    render(<LiveScore check={check} record={{ last, current: false, changed: ['surface.json'] }} />);
    expect(screen.getByTestId('live-score').title).toMatch(/out of date: surface\.json changed on disk/);
    cleanup();
    render(<LiveScore check={check} record={{ last: null, current: false, changed: [] }} />);
    expect(screen.getByTestId('live-score-label').textContent).toBe('live static · no full check yet');
  });
});
