import { spawnSync } from 'node:child_process';

/**
 * Why a test that drives a real CLI cannot run here, or null when it can: `bin versionArg` must start and exit 0.
 * The reason names the CLI and where the README says to get it, and is printed as the test file loads, so a run
 * that skips the proof says so in its own output (the runner's skip count alone does not say which CLI is missing).
 */
export function missingCli(bin: string, versionArg = 'version'): string | null {
  const run = spawnSync(bin, [versionArg], { stdio: 'ignore', timeout: 20_000 });
  if (!run.error && run.status === 0) return null;
  const why = run.error ? `${bin} is not on PATH` : `"${bin} ${versionArg}" exited ${run.status}`;
  const reason = `${why}: skipping the proofs that run the real ${bin} (README › Tests says how to install it)`;
  console.warn(`packstudio tests: ${reason}`);
  return reason;
}
