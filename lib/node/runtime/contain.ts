import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every process a run starts, contained so that none outlives it: its process group is not enough, because a CLI
 * may start a child in a session of its own (`setsid`, `detached: true`), which leaves the group and, once its
 * parent exits, the parent chain too. The first net is the run's PID namespace (./pid-namespace.ts), which no
 * process leaves: killing its first process (the child of the process spawned) kills the rest. Two more, for
 * machines without one (and as a second net where there is one):
 * - a cgroup v2 of its own where the machine lets us make one: the run's first process (and anything it forked
 *   before it got there) is moved in as soon as it is spawned, and everything it starts is born inside;
 *   `cgroup.kill` ends them all at once, each time the run's processes are killed;
 * - a mark in the environment (`PACKSTUDIO_RUN=<id>`), which every descendant inherits whatever its session or
 *   parent: when the run ends, /proc is walked for it (among processes started since the run), and for the
 *   descendants of the first process, until no one is left.
 * On a machine without /proc (not Linux) only the process group is killed, as before.
 */

/** The variable every process of a run carries: its run's id. */
export const RUN_MARK = 'PACKSTUDIO_RUN';

/** How many times the /proc walk looks again after a kill: a process that forked just before it is found next time. */
const MAX_ROUNDS = 20;

export interface Containment {
  /** The run's id, to put in the child's environment as RUN_MARK. */
  readonly id: string;
  /** Where the cgroup is, when one was made (else the /proc walk alone contains the run). */
  readonly cgroup: string | null;
  /** Called right after the spawn: the first process joins the cgroup. */
  adopt(pid: number): void;
  /** Kills the run's process group and its cgroup: cheap, for the moment the first process exits or times out. */
  killAll(): void;
  /** Kills everything left, found by the mark or by parent in /proc as well, and removes the cgroup. */
  dispose(): void;
}

const hasProc = process.platform === 'linux' && existsSync('/proc/self/stat');

/** The cgroup v2 folder this process is in, when the unified hierarchy is mounted and we may make folders in it. */
let cgroupBase: string | null | undefined;

export function findCgroupBase(): string | null {
  if (cgroupBase !== undefined) return cgroupBase;
  cgroupBase = null;
  if (!hasProc) return null;
  try {
    const mount = readFileSync('/proc/self/mountinfo', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .find((fields) => fields[fields.indexOf('-') + 1] === 'cgroup2')?.[4];
    const own = /^0::(.*)$/m.exec(readFileSync('/proc/self/cgroup', 'utf8'))?.[1];
    if (!mount || own === undefined) return null;
    const base = join(mount, own);
    // Make and remove one folder: read-only mounts, missing rights and kernels without cgroup.kill fall back here.
    const probe = join(base, `packstudio-check-${process.pid}`);
    mkdirSync(probe);
    const usable = existsSync(join(probe, 'cgroup.kill'));
    rmdirSync(probe);
    cgroupBase = usable ? base : null;
    if (usable) removeStale(base);
  } catch {
    cgroupBase = null;
  }
  return cgroupBase;
}

/** `cgroup: false` skips the cgroup even where one could be made (tests of the /proc walk alone). */
export function contain(options: { cgroup?: boolean } = {}): Containment {
  const id = randomUUID();
  let cgroup: string | null = null;
  const base = options.cgroup === false ? null : findCgroupBase();
  if (base)
    try {
      cgroup = join(base, `packstudio-${id}`);
      mkdirSync(cgroup);
    } catch {
      cgroup = null;
    }
  let first: { pid: number; started: string | undefined } | undefined;

  const killAll = () => {
    if (first !== undefined) {
      // Its children first: in a PID namespace (./pid-namespace.ts) the child is the namespace's first process, and
      // killing it kills everything in the namespace, wherever it went (a session, a cgroup, an empty environment).
      for (const child of childrenOf(first.pid)) kill(child);
      kill(-first.pid);
    }
    if (cgroup)
      try {
        writeFileSync(join(cgroup, 'cgroup.kill'), '1');
      } catch {
        /* gone already */
      }
  };

  const sweep = () => {
    if (!hasProc || !first) return;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const found = runProcesses(id, first);
      if (!found.length) break;
      for (const pid of found) kill(pid);
    }
  };

  return {
    id,
    get cgroup() {
      return cgroup;
    },
    adopt(pid) {
      first = { pid, started: startTime(pid) };
      if (cgroup) moveTree(cgroup, pid);
    },
    killAll,
    dispose() {
      killAll();
      sweep();
      if (!cgroup) return;
      const dir = cgroup;
      cgroup = null;
      removeWhenEmpty(dir);
    },
  };
}

function kill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* gone already */
  }
}

/** Moves a process into the cgroup, then whatever it forked before it got there, until nothing is left outside. */
function moveTree(cgroup: string, pid: number): void {
  const moved = new Set<number>();
  for (let queue = [pid]; queue.length;) {
    const next = queue.shift()!;
    if (moved.has(next)) continue;
    try {
      writeFileSync(join(cgroup, 'cgroup.procs'), String(next));
    } catch {
      continue; // exited already: the /proc walk at the end still covers what it started
    }
    moved.add(next);
    queue.push(...childrenOf(next));
  }
}

/** A process's children, from /proc/PID/task/TID/children (every thread's). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Cgroups still to remove: a CLI that exits meanwhile removes them on its way out. */
const pending = new Set<string>();
process.once('exit', () => pending.forEach((dir) => tryRemove(dir)));

function tryRemove(dir: string): boolean {
  try {
    rmdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return false;
  }
  pending.delete(dir);
  return true;
}

/** A cgroup can be removed once its last process has exited; SIGKILL takes a moment, so try again a few times. */
function removeWhenEmpty(dir: string, tries = 50): void {
  pending.add(dir);
  if (!tryRemove(dir) && tries > 0) setTimeout(() => removeWhenEmpty(dir, tries - 1), 20);
}

/** Empty cgroups of runs whose process was killed before it could remove them (older than a minute: not starting now). */
function removeStale(base: string): void {
  for (const name of readdirSync(base)) {
    if (!name.startsWith('packstudio-')) continue;
    const dir = join(base, name);
    try {
      if (
        Date.now() - statSync(dir).mtimeMs > 60_000 &&
        /populated 0/.test(readFileSync(join(dir, 'cgroup.events'), 'utf8'))
      )
        rmdirSync(dir);
    } catch {
      /* another process's, or gone */
    }
  }
}

interface ProcEntry {
  pid: number;
  ppid: number;
  zombie: boolean;
  /** Clock ticks since boot when it started: with the pid, who a process is (a pid alone may be reused). */
  started: string;
}

/** The fields of /proc/PID/stat after `pid (comm)`: comm may hold spaces and parentheses, so read after the last ')'. */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function startTime(pid: number): string | undefined {
  try {
    return statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'))[19];
  } catch {
    return undefined;
  }
}

function procEntries(): ProcEntry[] {
  const entries: ProcEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = statFields(readFileSync(`/proc/${name}/stat`, 'utf8'));
      const [state, ppid] = fields;
      entries.push({
        pid: Number(name),
        ppid: Number(ppid),
        zombie: state === 'Z' || state === 'X',
        started: fields[19]!,
      });
    } catch {
      /* exited while we looked */
    }
  }
  return entries;
}

/**
 * The live processes of one run: those carrying its mark, and every descendant of its first process or of them.
 * Only processes started since the first one can be the run's, so only their environment is read.
 */
function runProcesses(id: string, first: { pid: number; started: string | undefined }): number[] {
  const since = Number(first.started ?? 0);
  const entries = procEntries().filter((e) => !e.zombie && e.pid !== process.pid && Number(e.started) >= since);
  const mark = `${RUN_MARK}=${id}\0`;
  const members = new Set<number>();
  // The first process by pid too (it may have replaced its environment with exec), if it is still the same one.
  if (entries.some((e) => e.pid === first.pid && e.started === first.started)) members.add(first.pid);
  for (const e of entries)
    try {
      if (readFileSync(`/proc/${e.pid}/environ`, 'latin1').includes(mark)) members.add(e.pid);
    } catch {
      /* not ours to read, or gone */
    }
  // Descendants by parent, for a process that changed its environment before it forked.
  for (let grew = true; grew;) {
    grew = false;
    for (const e of entries)
      if (!members.has(e.pid) && members.has(e.ppid)) {
        members.add(e.pid);
        grew = true;
      }
  }
  return [...members];
}
