import { describe, expect, it } from 'vitest';
import { severitySentences } from './severity-text';

describe('severitySentences', () => {
  it('says what a plain severity costs', () => {
    expect(severitySentences('error', 'error')).toEqual(['A finding is an error: it costs 12 points and caps the grade at D.']);
    expect(severitySentences('info', 'info')).toEqual(['A finding is a note: it costs nothing and never fails a run.']);
  });

  it('reads the raised severity and its condition out of the catalogue note', () => {
    expect(severitySentences('warn', 'warn, error above 12')).toEqual([
      'A finding is a warning: it costs 4 points.',
      'Above 12 it is an error: it costs 12 points and caps the grade at D.',
    ]);
    expect(severitySentences('warn', 'warn, error for risky names')[1]).toBe('For risky names it is an error: it costs 12 points and caps the grade at D.');
  });

  it('keeps a note it cannot read as written', () => {
    expect(severitySentences('warn', 'warn, sometimes more')).toEqual(['A finding is a warning: it costs 4 points.', 'The catalogue adds: sometimes more.']);
  });
});
