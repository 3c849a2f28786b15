import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureCase, EXIT_CODES_FILE, GOLDEN_DIR, goldenCases, normaliseRun } from './capture';

const cases = goldenCases().map((c) => ({ ...c, command: c.argv.join(' ') }));
const exitCodes = JSON.parse(readFileSync(join(GOLDEN_DIR, EXIT_CODES_FILE), 'utf8')) as Record<string, number>;

describe('the example packs report exactly as their golden files (npm run golden rewrites them)', () => {
  it('has one golden file per case and no stale one', () => {
    expect(readdirSync(GOLDEN_DIR).sort()).toEqual([...cases.map((c) => c.file), EXIT_CODES_FILE].sort());
  });

  it.each(cases)('$file: packstudio $command prints it byte for byte', async (golden) => {
    const { text, code } = await captureCase(golden);
    expect(text).toBe(readFileSync(join(GOLDEN_DIR, golden.file), 'utf8'));
    expect(code).toBe(exitCodes[golden.file]);
  });
});

describe('normaliseRun', () => {
  it('zeroes eval durations and nothing else', () => {
    expect(normaliseRun('{ "ms": 149, "p95_ms": 12, "tokens": 36, "max_ms": 3000 }')).toBe(
      '{ "ms": 0, "p95_ms": 0, "tokens": 36, "max_ms": 3000 }',
    );
  });

  it("names the run's scratch folder by its pack, not by where the checkout is or its random suffix", () => {
    expect(normaliseRun('"dir": "/home/a/pack-studio/packs/.packstudio/scratch/ledger-Rqu8ll"')).toBe(
      '"dir": "<workspace>/.packstudio/scratch/ledger-XXXXXX"',
    );
    expect(normaliseRun('"dir": "/home/a/my-project"')).toBe('"dir": "/home/a/my-project"');
  });
});
