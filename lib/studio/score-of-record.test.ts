import { describe, expect, it } from 'vitest';
import { changedText, liveScoreLabel, liveScoreWhy, recordLabel, recordState } from './score-of-record';

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

describe("the header's live score in words", () => {
  it('says why the live score stands: the changes when out of date, none yet, or what the full check adds', () => {
    expect(liveScoreWhy('out-of-date', ['surface.json'], 1)).toBe(
      ' The full check is out of date: surface.json changed on disk; 1 file has unsaved edits. Run it again from the check view.',
    );
    expect(liveScoreWhy('none', [], 0)).toBe(' No full check has run yet: run one from the check view.');
    expect(liveScoreWhy(null, [], 0)).toBe(
      ' The full check runs on the saved files and can add the layers that run the pack.',
    );
  });

  it("labels it by the record's state, and as the spec score when suppressions are in play", () => {
    expect(liveScoreLabel(null, false)).toBe('live · static, as you type');
    expect(liveScoreLabel(null, true)).toBe('Spec score · live');
    expect(liveScoreLabel('none', false)).toBe(recordLabel('none', 'header'));
    expect(liveScoreLabel('out-of-date', true)).toBe(`Spec score · ${recordLabel('out-of-date', 'header')}`);
  });
});
