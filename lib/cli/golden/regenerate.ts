import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureCase, EXIT_CODES_FILE, GOLDEN_DIR, goldenCases } from './capture';

/**
 * `npm run golden`: rewrites lib/cli/golden/reports/ from the current engine. Run it only when a change is meant to
 * alter a report, and read the diff before committing it.
 */
async function regenerate(): Promise<void> {
  process.env.PACKSTUDIO_DB = ':memory:';
  mkdirSync(GOLDEN_DIR, { recursive: true });
  for (const stale of readdirSync(GOLDEN_DIR)) rmSync(join(GOLDEN_DIR, stale));
  const codes: Record<string, number> = {};
  for (const golden of goldenCases()) {
    const { text, code } = await captureCase(golden);
    writeFileSync(join(GOLDEN_DIR, golden.file), text);
    codes[golden.file] = code;
    console.log(`${golden.file}  exit ${code}  (${golden.argv.join(' ')})`);
  }
  writeFileSync(join(GOLDEN_DIR, EXIT_CODES_FILE), JSON.stringify(codes, null, 2) + '\n');
}

await regenerate();
