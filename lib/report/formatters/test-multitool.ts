import { expect } from 'vitest';
import { DECLINED_NOTES, validateSarif, type MultitoolVerdict } from './test-multitool-run';

export { DECLINED_NOTES, validateSarif, type MultitoolVerdict } from './test-multitool-run';

/** The Multitool's verdict is clean: it ran, no error, no warning, and only the notes we decline on purpose. */
export function expectValidSarif(text: string): MultitoolVerdict {
  const verdict = validateSarif(text);
  expect(verdict.status, verdict.output).toBe(0);
  expect(verdict.results.filter((x) => x.level === 'error' || x.level === 'warning')).toEqual([]);
  for (const x of verdict.results) expect(DECLINED_NOTES).toContain(x.ruleId);
  return verdict;
}
