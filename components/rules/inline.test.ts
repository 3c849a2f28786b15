import { describe, expect, it } from 'vitest';
import { inlineParts } from './inline';
import { matchesQuery } from './rule-query';

describe('inlineParts', () => {
  it('splits code spans out of a catalogue sentence', () => {
    expect(inlineParts('Commands that pay use `confirm: "always"`, so `run` asks')).toEqual([
      { code: false, text: 'Commands that pay use ' },
      { code: true, text: 'confirm: "always"' },
      { code: false, text: ', so ' },
      { code: true, text: 'run' },
      { code: false, text: ' asks' },
    ]);
  });

  it('keeps text with an unpaired backtick as it is', () => {
    expect(inlineParts('a ` b')).toEqual([{ code: false, text: 'a ` b' }]);
    expect(inlineParts('')).toEqual([]);
  });
});

describe('matchesQuery', () => {
  const rule = {
    id: 'P007',
    title: 'Commands that pay or transfer use `confirm: "always"`',
    severityNote: 'info',
    why: 'Money should move only after a person says so.',
  };

  it('matches every word anywhere, ignoring case', () => {
    expect(matchesQuery(rule, 'p007')).toBe(true);
    expect(matchesQuery(rule, 'TRANSFER always')).toBe(true);
    expect(matchesQuery(rule, 'money info')).toBe(true);
    expect(matchesQuery(rule, '  ')).toBe(true);
  });

  it('fails when one word is missing', () => {
    expect(matchesQuery(rule, 'transfer delete')).toBe(false);
  });
});
