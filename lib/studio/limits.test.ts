import { describe, expect, it } from 'vitest';
import { MAX_STUDIO_FILE_BYTES, newPackIdProblem, saveSizeProblem } from './limits';

describe('saveSizeProblem', () => {
  it('passes a file of exactly the limit and refuses one byte more, counting UTF-8 bytes', () => {
    expect(saveSizeProblem('HARNESS.md', 'a'.repeat(MAX_STUDIO_FILE_BYTES))).toBeNull();
    expect(saveSizeProblem('HARNESS.md', 'é'.repeat(MAX_STUDIO_FILE_BYTES / 2))).toBeNull();
    expect(saveSizeProblem('HARNESS.md', `${'é'.repeat(MAX_STUDIO_FILE_BYTES / 2)}a`)).toBe(
      'HARNESS.md is 1.00 MB (1,048,577 bytes); the studio opens and saves files up to 1.00 MB (1,048,576 bytes). Shorten it in another editor first.',
    );
    expect(saveSizeProblem('surface.json', 'a'.repeat(3 * MAX_STUDIO_FILE_BYTES))).toBe(
      'surface.json is 3.00 MB (3,145,728 bytes); the studio opens and saves files up to 1.00 MB (1,048,576 bytes). Shorten it in another editor first.',
    );
  });
});

describe('newPackIdProblem', () => {
  it('says nothing while empty or valid, the rule in the form words otherwise, and a clash with a known id', () => {
    expect(newPackIdProblem('')).toBeNull();
    expect(newPackIdProblem('git-tools')).toBeNull();
    expect(newPackIdProblem('Git')).toBe('Use lower-case letters, digits, ".", "_" or "-".');
    expect(newPackIdProblem('a..b')).toBe('Use lower-case letters, digits, ".", "_" or "-".');
    expect(newPackIdProblem('ledger', ['ledger'])).toBe('"ledger" already exists.');
  });
});
