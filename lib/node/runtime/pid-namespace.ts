import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Every CLI the studio starts runs as the first process of a PID namespace of its own (util-linux `unshare --pid
 * --fork --kill-child --mount-proc`). Nothing a process does from inside gets it out: not a new session (setsid),
 * not a double fork (its orphans are reparented to the namespace's first process, not to the machine's init), not a
 * move to another cgroup (root may write itself into the root cgroup's cgroup.procs), not an empty environment. When
 * the namespace's first process dies the kernel kills everything in it, and it dies when the run is killed
 * (./contain.ts kills it by pid; `--kill-child` kills it when unshare goes). `--mount-proc` gives the namespace its
 * own /proc, so no process in it can see, or `nsenter`, the machine's processes.
 *
 * Tried once per process: as root a PID namespace is made directly; otherwise inside a user namespace that maps the
 * user to itself (where the kernel allows unprivileged ones). Where neither works (no unshare: macOS, Windows, a
 * container without the rights), CLIs run as before, in their own process group with the cgroup and /proc nets of
 * ./contain.ts, and the studio says so once on stderr: a CLI that leaves its group, session and cgroup and clears its
 * environment could then outlive its run.
 *
 * A CLI sees itself as pid 1 and only its own processes in /proc; the pids it reports are its namespace's.
 */

export type PidNamespace =
  | { ok: true; /** unshare's path */ file: string; /** unshare's options, ending with `--` */ args: string[] }
  | { ok: false; why: string };

/** The forms tried, in order: a PID namespace as root, then inside a user namespace of the user's own. */
const FORMS: readonly string[][] = [
  ['--pid', '--fork', '--kill-child', '--mount-proc', '--'],
  ['--user', '--map-current-user', '--pid', '--fork', '--kill-child', '--mount-proc', '--'],
];

/** Where unshare is looked for: the system folders first, so a PATH entry cannot stand in for it. */
const SYSTEM_DIRS = ['/usr/bin', '/bin', '/usr/sbin', '/sbin'];

let tried: Promise<PidNamespace> | undefined;

/** How CLIs are started here: in a PID namespace (the unshare prefix), or why not. Tried once, then remembered. */
export function pidNamespace(): Promise<PidNamespace> {
  tried ??= findPidNamespace().then((found) => {
    if (!found.ok)
      process.stderr.write(
        `packstudio: CLIs run without a PID namespace of their own (${found.why}): each is killed with its process group, cgroup and descendants, but one that leaves all three and clears its environment could outlive its run\n`,
      );
    return found;
  });
  return tried;
}

async function findPidNamespace(): Promise<PidNamespace> {
  if (process.platform !== 'linux') return { ok: false, why: `not Linux (${process.platform})` };
  const unshare = [...SYSTEM_DIRS, ...(process.env.PATH ?? '').split(delimiter)]
    .filter(Boolean)
    .map((dir) => join(dir, 'unshare'))
    .find((file) => existsSync(/* turbopackIgnore: true */ file));
  if (!unshare) return { ok: false, why: 'util-linux unshare is not installed' };
  const failures: string[] = [];
  for (const args of FORMS) {
    const answer = await firstPidInside(unshare, args);
    if (answer === '1') return { ok: true, file: unshare, args };
    failures.push(answer);
  }
  return { ok: false, why: `unshare could not make one: ${failures[failures.length - 1]}` };
}

const SHELL_ENV: Record<string, string> = { PATH: '/usr/bin:/bin' };

/** What `echo $$` says inside the namespace: "1" when the form works, else the error. */
function firstPidInside(unshare: string, args: string[]): Promise<string> {
  const shell = existsSync('/bin/sh') ? ['/bin/sh', '-c', 'echo $$'] : [process.execPath, '-p', 'process.pid'];
  return new Promise((resolve) => {
    execFile(
      unshare,
      [...args, ...shell],
      { timeout: 5000, env: SHELL_ENV as NodeJS.ProcessEnv, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve(error ? (stderr.trim().split('\n')[0] || error.message).slice(0, 200) : stdout.trim()),
    );
  });
}

/**
 * unshare's own line when it could not start the CLI (`unshare: failed to execute /x: No such file or directory`,
 * exit 127 or 126), as the spawn error Node would have given: ENOENT, EACCES, or the text.
 */
export function startFailure(exitCode: number | null, stderr: string, file: string): string | null {
  if (exitCode !== 127 && exitCode !== 126) return null;
  const prefix = `unshare: failed to execute ${file}: `;
  const line = stderr.split('\n').find((l) => l.startsWith(prefix));
  if (!line) return null;
  const reason = line.slice(prefix.length);
  const code = /no such file/i.test(reason) ? 'ENOENT' : /permission denied/i.test(reason) ? 'EACCES' : 'EXEC';
  return `${code}: ${reason}`;
}
