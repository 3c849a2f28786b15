import { describe, expect, it } from 'vitest';
import { reportFileName } from './file-name';

const at = new Date(2026, 11, 1, 16, 12, 40);
const counts = (error: number) => ({ error, warn: 0, info: 0 });

describe('reportFileName', () => {
  it('names the pack, the check time and the score with its grade', () => {
    expect(reportFileName({ pack_id: 'ledger', score: 100, grade: 'A', counts: counts(0) }, at)).toBe(
      'ledger-2026-12-01T1612-100A.json',
    );
    expect(
      reportFileName({ pack_id: 'transit', score: 7, grade: 'F', counts: counts(4) }, new Date(2027, 0, 9, 8, 5)),
    ).toBe('transit-2027-01-09T0805-7F.json');
  });

  it('says ok or the error count for a report without a score', () => {
    expect(reportFileName({ pack_id: 'acme-tasks', score: null, grade: null, counts: counts(0) }, at)).toBe(
      'acme-tasks-2026-12-01T1612-ok.json',
    );
    expect(reportFileName({ pack_id: 'acme-tasks', score: null, grade: null, counts: counts(1) }, at)).toMatch(
      /-1-error\.json$/,
    );
    expect(reportFileName({ pack_id: 'acme-tasks', score: null, grade: null, counts: counts(3) }, at)).toMatch(
      /-3-errors\.json$/,
    );
  });

  it('keeps a pack id that is no safe file name from leaving the download folder', () => {
    expect(reportFileName({ pack_id: '../../etc/x y', score: 90, grade: 'A', counts: counts(0) }, at)).toBe(
      'etc-x-y-2026-12-01T1612-90A.json',
    );
    expect(reportFileName({ pack_id: '', score: 90, grade: 'A', counts: counts(0) }, at)).toBe(
      'pack-2026-12-01T1612-90A.json',
    );
  });
});
