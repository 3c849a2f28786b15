import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One process as the benches run it: its wall time, peak memory and exit code. */
export interface ProcessRun {
  wallMs: number;
  /** The process's peak resident memory (its own maxRSS at exit), in MB. */
  peakMb: number;
  /** The CPU time it used, user and system (less than the wall time on a machine other work is loading). */
  cpuMs: number;
  code: number | null;
  stderr: string;
}

const rssDir = mkdtempSync(join(tmpdir(), 'packstudio-bench-rss-'));
process.once('exit', () => rmSync(rssDir, { recursive: true, force: true }));
let runs = 0;

/** Preloaded into each node process: writes its own peak RSS and CPU time where PACKSTUDIO_BENCH_RSS says, as it exits. */
const REPORT_USAGE = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs'; process.once('exit', () => { const u = process.resourceUsage(); writeFileSync(process.env.PACKSTUDIO_BENCH_RSS, JSON.stringify([u.maxRSS, (u.userCPUTime + u.systemCPUTime) / 1000])); });",
)}`;

/**
 * `node ARGV…` (argv, never a shell), stdout written to `stdoutFile` (or dropped), timed from spawn to exit. Its peak
 * memory comes from the process itself (a preloaded module records maxRSS as it exits), so it is the CLI's, not the bench's.
 */
export function runNode(
  argv: readonly string[],
  options: {
    cwd?: string;
    stdoutFile?: string;
    env?: Record<string, string | undefined>;
    /** Off: no preload, so a start-up is timed as it is (peak memory and CPU time are then unknown, NaN). */
    usage?: boolean;
  } = {},
): Promise<ProcessRun> {
  const rssFile = join(rssDir, `${++runs}`);
  const out = options.stdoutFile ? openSync(options.stdoutFile, 'w') : 'ignore';
  const started = performance.now();
  const preload = options.usage === false ? [] : ['--import', REPORT_USAGE];
  const child = spawn(process.execPath, [...preload, ...argv], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PACKSTUDIO_BENCH_RSS: rssFile },
    stdio: ['ignore', out, 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      if (typeof out === 'number') closeSync(out);
      let usage = [NaN, NaN];
      try {
        usage = JSON.parse(readFileSync(rssFile, 'utf8'));
      } catch {
        /* killed before it could say */
      }
      resolve({ wallMs, peakMb: usage[0]! / 1024, cpuMs: usage[1]!, code, stderr });
    });
  });
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/** The q-quantile of `values` (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}
