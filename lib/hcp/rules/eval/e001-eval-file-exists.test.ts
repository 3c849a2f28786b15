import { describe, expect, it } from 'vitest';
import { e001EvalFileExists } from './e001-eval-file-exists';
import { findingsOf, ledger } from './testing';

describe('E001 an eval file exists', () => {
  it('stays silent on ledger, which has hcp.eval.json', () => {
    expect(findingsOf(e001EvalFileExists, ledger)).toEqual([]);
  });

  it('warns when hcp.eval.json is missing, naming the pack', () => {
    const { 'hcp.eval.json': _gone, ...texts } = ledger;
    expect(findingsOf(e001EvalFileExists, texts)).toEqual([
      expect.objectContaining({
        id: 'E001',
        severity: 'warn',
        file: 'hcp.eval.json',
        pointer: '',
        message: 'Pack "ledger" has no hcp.eval.json next to surface.json.',
      }),
    ]);
  });
});
