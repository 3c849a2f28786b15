import { resolve } from 'node:path';
import { defaultConcurrency } from '../../node/pool';
import { DEFAULT_LOCK_MS, startCheckWorker } from '../../node/workers/check-worker';
import { queueSettings, REDIS_URL_ENV } from '../../node/workers/settings';
import { workspaceDir } from '../../node/workspace';
import { parseArgs, UsageError } from '../args';
import type { CliIo } from '../io';

const USAGE =
  'packstudio worker [--concurrency N] [--workspace DIR] [--prefix P] [--lock-ms MS] [--name NAME]   (REDIS_URL set)';

/** A whole number of at least `min`, or a usage error naming the flag. */
function wholeNumber(flag: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`--${flag} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}

/**
 * `packstudio worker`: takes the studio's full checks from the Redis queue REDIS_URL names until SIGINT or SIGTERM
 * (a first signal lets the running checks finish, a second stops them). Each job's pack is written under the
 * workspace's .packstudio/worker and checked there with the CLIs of this machine.
 */
export async function workerCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: [], options: ['concurrency', 'workspace', 'prefix', 'lock-ms', 'name'] });
  if (args.positionals.length) throw new UsageError(`unexpected argument "${args.positionals[0]}"\nusage: ${USAGE}`);
  const settings = queueSettings();
  if (!settings)
    throw new UsageError(
      `${REDIS_URL_ENV} is not set: name the Redis the studio uses (redis://HOST:6379)\nusage: ${USAGE}`,
    );
  const prefix = args.options.get('prefix') ?? settings.prefix;
  const workspace = args.options.has('workspace') ? resolve(io.cwd, args.options.get('workspace')!) : workspaceDir();
  const worker = await startCheckWorker({
    url: settings.url,
    prefix,
    concurrency: wholeNumber('concurrency', args.options.get('concurrency'), defaultConcurrency(), 1),
    workspace,
    lockMs: wholeNumber('lock-ms', args.options.get('lock-ms'), DEFAULT_LOCK_MS, 1000),
    name: args.options.get('name'),
    log: io.stdout,
  });
  return new Promise<number>((done) => {
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      io.stderr(
        stopping
          ? `${signal}: stopping the running checks`
          : `${signal}: finishing the running checks (again to stop them)`,
      );
      void worker.close(stopping).then(() => done(0));
      stopping = true;
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
