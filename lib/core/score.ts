import type { Category } from './categories';
import type { Finding } from './finding';

export type Grade = 'A' | 'B' | 'C' | 'D' | 'F';

export const ERROR_COST = 12;
export const WARN_COST = 4;
export const READY_SCORE = 90;

/** 100 − 12 per error − 4 per warning, never below 0; info costs nothing. */
export function scoreOf(findings: readonly Finding[]): number {
  let score = 100;
  for (const f of findings) {
    if (f.severity === 'error') score -= ERROR_COST;
    else if (f.severity === 'warn') score -= WARN_COST;
  }
  return Math.max(0, score);
}

/** A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, F below; any error caps the grade at D. */
export function gradeOf(score: number, hasError: boolean): Grade {
  const grade: Grade = score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : score >= 60 ? 'D' : 'F';
  if (hasError && (grade === 'A' || grade === 'B' || grade === 'C')) return 'D';
  return grade;
}

export interface ScoreSummary {
  score: number;
  grade: Grade;
  ready: boolean;
  categories: Record<Category, number>;
  counts: { error: number; warn: number; info: number };
}

/** The score, grade and counts of `findings`, and each of `categories` scored on its own findings. */
export function summarize(findings: readonly Finding[], categories: readonly Category[]): ScoreSummary {
  const score = scoreOf(findings);
  const counts = { error: 0, warn: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  const byCategory = Object.fromEntries(categories.map((c) => [c, scoreOf(findings.filter((f) => f.category === c))]));
  return {
    score,
    grade: gradeOf(score, counts.error > 0),
    ready: score >= READY_SCORE && counts.error === 0,
    categories: byCategory,
    counts,
  };
}
