import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { tempWorkspace } from '../cli/test-cli';
import { checkPackFolder } from '../node/check-folder';
import {
  comparableReport,
  dropPrefix,
  redisUnavailable,
  spawnWorker,
  TEST_REDIS_URL,
  uniquePrefix,
  type WorkerProcess,
} from '../node/workers/redis-test-kit';
import { checkOnWorkers, RemoteChecks } from '../node/workers/remote-checks';
import { median, quantile } from './process-run';

/**
 * `npm run bench:workers [-- N] [--concurrency C]`: two `packstudio worker` processes run N (200) full checks of
 * packs/ledger (its real CLI: probes and eval) from a Redis queue; once half are done, one worker is killed (SIGKILL)
 * in the middle of a check. Prints throughput, each job's time from queued to answered, who ran what, and the count:
 * every job is done (its report equal to a local check's, minus clocks) or failed with a reason. Exits 1 otherwise.
 * Redis: PACKSTUDIO_TEST_REDIS_URL, REDIS_URL, else 127.0.0.1:6379; a queue prefix of its own.
 */

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const at = argv.indexOf(`--${name}`);
  return at < 0 ? undefined : Number(argv.splice(at, 2)[1]);
};
const CONCURRENCY = flag('concurrency') ?? availableParallelism();
const COUNT = Number(argv[0] ?? 200);
const LOCK_MS = 5000;
const OPTIONS = { layers: { probe: true, eval: true } };

const unavailable = await redisUnavailable();
if (unavailable) {
  console.log(`bench:workers needs Redis: ${unavailable}. Start one (README, "Checks on worker machines").`);
  process.exit(2);
}

const s = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;
/** How many of `items` share each key, in first-seen order. */
const tally = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts];
};
const row = (label: string, ...cells: string[]) => console.log(`  ${label.padEnd(40)} ${cells.join('  ')}`);

const prefix = uniquePrefix('bench');
const ws = tempWorkspace('packstudio-workers-bench-', ['ledger']);
const workerWs = await mkdtemp(join(tmpdir(), 'packstudio-workers-remote-'));
const ledger = join(ws, 'ledger');
const remote = new RemoteChecks({ url: TEST_REDIS_URL, prefix });
const workers: WorkerProcess[] = [];
let failedBench = false;

try {
  console.log(
    `packstudio workers bench: ${COUNT} full checks of ledger, 2 workers × concurrency ${CONCURRENCY}, lock ${LOCK_MS} ms, ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  const reference = comparableReport((await checkPackFolder('ledger', ledger, OPTIONS)).report);
  for (const name of ['worker-a', 'worker-b']) {
    const w = spawnWorker({ prefix, name, workspace: workerWs, concurrency: CONCURRENCY, lockMs: LOCK_MS });
    workers.push(w);
    await w.waitFor(/taking checks/);
  }
  const [victim] = workers;

  type Outcome = { ok: true; same: boolean; ran: string[]; ms: number } | { ok: false; reason: string; ms: number };
  const outcomes: Outcome[] = [];
  let killedAt: number | null = null;
  const started = performance.now();
  const jobs = Array.from({ length: COUNT }, async () => {
    const queued = performance.now();
    const ran: string[] = [];
    try {
      const { report } = await checkOnWorkers(
        remote,
        'ledger',
        ledger,
        OPTIONS,
        new AbortController().signal,
        (event) => {
          if (event.type === 'start') ran.push(event.worker);
        },
      );
      outcomes.push({
        ok: true,
        same: isDeepStrictEqual(comparableReport(report), reference),
        ran,
        ms: performance.now() - queued,
      });
    } catch (error) {
      outcomes.push({
        ok: false,
        reason: error instanceof Error ? error.message : String(error),
        ms: performance.now() - queued,
      });
    }
    // Halfway: kill worker A in the middle of its next check.
    if (killedAt === null && outcomes.length >= COUNT / 2) {
      killedAt = outcomes.length;
      const mark = victim.lines.length;
      void victim
        .waitFor(/ started$/, 120_000, mark)
        .then(
          () => ', in the middle of a check',
          () => '',
        )
        .then((when) => {
          victim.child.kill('SIGKILL');
          console.log(`  killed worker-a (SIGKILL) after ${killedAt} answers${when}`);
        });
    }
  });
  await Promise.all(jobs);
  const wallMs = performance.now() - started;

  const done = outcomes.filter((o) => o.ok);
  const failed = outcomes.filter((o) => !o.ok);
  const counts = await remote.queue.getJobCounts('completed', 'failed', 'waiting', 'active', 'delayed');
  console.log('\nresults');
  row('jobs answered', `${outcomes.length} of ${COUNT}`);
  row('done', `${done.length} (report equal to a local check's: ${done.filter((o) => o.same).length})`);
  row('failed, each with a reason', `${failed.length}`);
  for (const [reason, n] of tally(failed, (o) => (o.ok ? '' : o.reason))) console.log(`    ${n} × ${reason}`);
  row(
    'in Redis',
    Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  );
  row(
    'done by',
    tally(done, (o) => (o.ok ? (o.ran.at(-1) ?? '?') : ''))
      .map(([w, n]) => `${w} ${n}`)
      .join(', '),
  );
  row('taken over after the kill', `${done.filter((o) => o.ran.length > 1).length}`);
  console.log('\nfigures');
  row('wall time', s(wallMs));
  row(
    'throughput',
    `${((done.length / wallMs) * 1000).toFixed(2)} checks/s`,
    `${((done.length / wallMs) * 60_000).toFixed(0)} checks/min`,
  );
  const times = outcomes.map((o) => o.ms);
  row(
    'queued → answered',
    `median ${s(median(times))}`,
    `p95 ${s(quantile(times, 0.95))}`,
    `max ${s(Math.max(...times))}`,
  );

  const accounted = done.length + failed.length === COUNT && counts.waiting === 0 && counts.active === 0;
  const honest = failed.every((o) => !o.ok && o.reason.trim() !== '') && done.every((o) => o.ok && o.same);
  if (!accounted || !honest || killedAt === null) {
    failedBench = true;
    console.log(
      `\nFAILED: ${!accounted ? 'not every job is accounted for' : !honest ? 'a report differs from a local check, or a failure has no reason' : 'no worker was killed'}`,
    );
  } else
    console.log(`\nevery job accounted for: ${done.length} done + ${failed.length} failed with a reason = ${COUNT}`);
} finally {
  for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
  await Promise.all(workers.map((w) => w.exited));
  await remote.close();
  await dropPrefix(prefix);
  await rm(ws, { recursive: true, force: true });
  await rm(workerWs, { recursive: true, force: true });
}
process.exit(failedBench ? 1 : 0);
