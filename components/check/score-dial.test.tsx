// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { READY_SCORE } from '@/lib/core/score';
import { CategoryBars, ScoreDial } from './score-dial';

afterEach(cleanup);

const CIRCUMFERENCE = 2 * Math.PI * 52;
/** The drawn share of the ring, 0..1, from the progress circle's dash array (null: no progress arc). */
function arcShare(): number | null {
  const arcs = screen.getByRole('img').querySelectorAll('circle[stroke-dasharray]');
  if (arcs.length === 0) return null;
  const [drawn, gap] = arcs[0].getAttribute('stroke-dasharray')!.split(' ').map(Number);
  expect(gap).toBeCloseTo(CIRCUMFERENCE, 6);
  return drawn / CIRCUMFERENCE;
}

describe('ScoreDial', () => {
  it('reads as one image: the score out of 100 and the grade', () => {
    render(<ScoreDial score={84} grade="B" />);
    const dial = screen.getByRole('img', { name: 'Score 84 of 100, grade B' });
    expect(within(dial).getByText('84')).toBeTruthy();
    expect(within(dial).getByText('grade B')).toBeTruthy();
    expect(arcShare()).toBeCloseTo(0.84, 6);
  });

  it('colours the arc by grade', () => {
    const stroke = (grade: 'A' | 'C' | 'D' | 'F', score: number) => {
      cleanup();
      render(<ScoreDial score={score} grade={grade} />);
      return screen.getByRole('img').querySelector('circle[stroke-dasharray]')!.getAttribute('class');
    };
    expect(stroke('A', 95)).toContain('stroke-emerald-500');
    expect(stroke('C', 72)).toContain('stroke-amber-500');
    expect(stroke('D', 64)).toContain('stroke-orange-500');
    expect(stroke('F', 20)).toContain('stroke-red-500');
  });

  it('draws no arc at 0 and a full ring at most, whatever the number says', () => {
    render(<ScoreDial score={0} grade="F" />);
    expect(arcShare()).toBeNull();
    expect(screen.getByRole('img', { name: 'Score 0 of 100, grade F' })).toBeTruthy();
    cleanup();
    render(<ScoreDial score={130} grade="A" />);
    expect(arcShare()).toBeCloseTo(1, 6);
    cleanup();
    render(<ScoreDial score={-5} grade="F" />);
    expect(arcShare()).toBeNull();
  });

  it('takes its size in pixels', () => {
    render(<ScoreDial score={50} grade="F" size={80} />);
    const dial = screen.getByRole('img');
    expect(dial.style.width).toBe('80px');
    expect(dial.style.height).toBe('80px');
  });
});

describe('CategoryBars', () => {
  it('shows each category with its score, and "not run" for a layer that did not run instead of a full bar', () => {
    render(
      <CategoryBars categories={{ structure: 100, manifest: 76, probe: 100, eval: 100 }} notRun={['probe', 'eval']} />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['structure', 'manifest', 'probe', 'eval']);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual(['', '100', '', '76', 'not run', '—', 'not run', '—']);
  });

  it(`fills each bar to its score, green from ${READY_SCORE} (ready) down to red`, () => {
    render(<CategoryBars categories={{ a: READY_SCORE, b: READY_SCORE - 1, c: 65, d: 10, e: 0 }} />);
    const bars = [...screen.getByTestId('category-scores').querySelectorAll<HTMLElement>('dd > div')];
    expect(bars.map((b) => b.style.width)).toEqual([`${READY_SCORE}%`, `${READY_SCORE - 1}%`, '65%', '10%', '2%']);
    expect(bars.map((b) => b.className.match(/bg-(\w+)-500/)?.[1])).toEqual([
      'emerald',
      'amber',
      'orange',
      'red',
      'red',
    ]);
  });
});
