import { describe, expect, it } from 'vitest';
import { changedText, recordLabel, recordState } from './score-of-record';

describe('the score of record in words', () => {
  it('is current only while the full check saw the files and the editor holds nothing unsaved', () => {
    expect(recordState({ current: true })).toBe('current');
    expect(recordState({ current: true }, true)).toBe('out-of-date');
    expect(recordState({ current: false })).toBe('out-of-date');
    expect(recordState(null)).toBe('none');
  });

  it('labels a live score as live and static, and says why it stands in for the full check', () => {
    expect(recordLabel('current', 'header')).toBe('full check');
    expect(recordLabel('out-of-date', 'header')).toBe('live static · full check out of date');
    expect(recordLabel('none', 'header')).toBe('live static · no full check yet');
    expect(recordLabel('out-of-date', 'row')).toBe('static · full check out of date');
  });

  it('names the changed files and the unsaved ones', () => {
    expect(changedText(['HARNESS.md'], 0)).toBe('HARNESS.md changed on disk');
    expect(changedText(['HARNESS.md', 'policy.json', 'surface.json'], 2)).toBe(
      'HARNESS.md, policy.json and surface.json changed on disk; 2 files have unsaved edits',
    );
    expect(changedText([], 1)).toBe('1 file has unsaved edits');
  });
});
