import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

/** Removes the temp copy of ./packs the run edited. */
export default function globalTeardown() {
  const packs = process.env.E2E_PACKS_DIR;
  if (packs && packs.includes('packstudio-e2e-')) rmSync(dirname(packs), { recursive: true, force: true });
}
