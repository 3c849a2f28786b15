import { describe, expect, it } from 'vitest';
import { catalogueEntry } from '@/lib/rules-catalogue';
import { severitySentences } from './severity-text';

describe('severitySentences', () => {
  it('says what a plain severity costs', () => {
    expect(severitySentences('error')).toEqual(['A finding is an error: it costs 12 points and caps the grade at D.']);
    expect(severitySentences('info')).toEqual(['A finding is a note: it costs nothing and never fails a run.']);
  });

  it('reads the raised severity and its condition from the escalation data', () => {
    expect(severitySentences('warn', { to: 'error', when: 'above 12' })).toEqual([
      'A finding is a warning: it costs 4 points.',
      'Above 12 it is an error: it costs 12 points and caps the grade at D.',
    ]);
    expect(severitySentences('warn', { to: 'error', when: 'for risky names' })[1]).toBe(
      'For risky names it is an error: it costs 12 points and caps the grade at D.',
    );
  });

  it('reads the catalogue rules M001 and P001 from their rule definitions, not parsed prose', () => {
    const m001 = catalogueEntry('M001')!;
    expect(severitySentences(m001.severity, m001.escalation)[1]).toBe(
      'Above 12 it is an error: it costs 12 points and caps the grade at D.',
    );
    const p001 = catalogueEntry('P001')!;
    expect(severitySentences(p001.severity, p001.escalation)[1]).toMatch(/^For risky names it is an error/);
    expect(severitySentences(catalogueEntry('M002')!.severity, catalogueEntry('M002')!.escalation)).toHaveLength(1);
  });
});
