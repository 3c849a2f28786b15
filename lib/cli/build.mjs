// `npm run build:cli` (and npm's `prepare`, after `npm install`): builds the prebuilt CLI when a source changed since
// the last build, then runs `packstudio --help` and a check of packs/ledger once so the code cache holds what the
// common commands compile. Never fails an install: without esbuild the CLI runs from source, as it says.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBundle, cliBuild, freshBundle } from './prebuilt.mjs';

const build = cliBuild();
const fresh = freshBundle(build);
const made = fresh.bundle ? fresh : await buildBundle(build);
if (!made.bundle) {
  console.log(`packstudio: no prebuilt CLI (${made.why}); \`packstudio\` runs the TypeScript source through tsx`);
} else {
  const bin = fileURLToPath(new URL('./bin.mjs', import.meta.url));
  const ledger = join(build.root, 'packs', 'ledger');
  const warm = [['--help'], ...(existsSync(ledger) ? [['check', ledger, '--no-eval', '--json']] : [])];
  for (const argv of warm) spawnSync(process.execPath, [bin, ...argv], { stdio: 'ignore', timeout: 60_000 });
  console.log(`packstudio: prebuilt CLI ${relative(build.root, made.bundle)} (${made.why})`);
}
