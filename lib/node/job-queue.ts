import { randomUUID } from 'node:crypto';
import { CancelledError, maxJobs } from './pool';

/**
 * The studio's one queue for work that starts processes (checks, probes, eval, the live run, wrap): at most
 * `limit()` jobs run at once (STUDIO_MAX_JOBS, else the cores), the rest wait first come, first served, and show
 * their place. A request with the same key as a queued, running or just-finished job joins it. Each request gets
 * its own ticket: cancelling a ticket leaves the job, and a job nobody holds any more is cancelled (taken out of
 * the line, or its processes killed through its AbortSignal).
 *
 * The line is bounded, per pack and overall (MAX_QUEUED_PER_PACK, MAX_QUEUED): past either, `submit` throws a
 * QueueFullError whose message the studio shows as it is, so a flood of posted runs cannot push a check back by
 * half an hour. A job that starts no process (`processes: false`, a static check) never waits in the line at all.
 *
 * A job that runs on worker machines (`runsOn: 'workers'`: a full check sent through Redis when REDIS_URL is set)
 * starts no process here either, but it is still bounded: it holds one of `workerLimit()` slots (its own, so checks
 * waiting on workers never hold back a wrap or a Run that needs this machine's cores) and waits in the same line.
 */

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface Job<D, R> {
  id: string;
  kind: string;
  /** Same key, same work: null never joins. */
  key: string | null;
  status: JobStatus;
  /** What the work reports as it goes (progress, partial results); the submitter's shape. */
  data: D;
  result?: R;
  error?: string;
  queuedAt: number;
  startedAt?: number;
  finishedAt?: number;
}

export interface JobSpec<D, R> {
  kind: string;
  key?: string | null;
  data: D;
  /** The work; it must stop (reject or return) soon after `signal` aborts. */
  run: (signal: AbortSignal, data: D) => Promise<R>;
  /** The pack the job works on, for the per-pack bound (none: a wrap making a new pack counts overall only). */
  pack?: string;
  /** False for work that starts no process (a static check): it runs at once, outside the bound and the line. */
  processes?: boolean;
  /** Where the work's processes run: here (the default, bounded by the cores) or on worker machines. */
  runsOn?: RunsOn;
}

export type RunsOn = 'here' | 'workers';

export interface Ticket<D, R> {
  id: string;
  job: Job<D, R>;
  cancelled: boolean;
  joined: boolean;
}

export interface QueueOptions {
  limit?: () => number;
  /** Jobs that may wait on worker machines at once (`runsOn: 'workers'`). */
  workerLimit?: () => number;
  /** A finished job still joins a new identical request for this long. */
  joinWindowMs?: number;
  /** Finished jobs (and their tickets) are forgotten this long after they finish. */
  ttlMs?: number;
  now?: () => number;
  /** Jobs that may wait in the line for one pack; a new one past it is refused. */
  maxQueuedPerPack?: number;
  /** Jobs that may wait in the line in all. */
  maxQueued?: number;
}

export const JOIN_WINDOW_MS = 10_000;
export const JOB_TTL_MS = 15 * 60 * 1000;
/** Far more than a person clicks, few enough that the last in line starts within minutes on two cores. */
export const MAX_QUEUED_PER_PACK = 8;
export const MAX_QUEUED = 64;

/** The environment variable that bounds how many checks the studio has out on worker machines at once. */
export const MAX_WORKER_JOBS_ENV = 'STUDIO_MAX_WORKER_JOBS';

/** `STUDIO_MAX_WORKER_JOBS` when it is a whole number of at least 1, else MAX_QUEUED: the workers bound their own processes. */
export function maxWorkerJobs(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env[MAX_WORKER_JOBS_ENV]?.trim() || NaN);
  return Number.isInteger(n) && n >= 1 ? n : MAX_QUEUED;
}

/** A job refused because the line is at its bound; the message says which bound and what to do. */
export class QueueFullError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueueFullError';
  }
}

interface Entry {
  job: Job<unknown, unknown>;
  spec: JobSpec<unknown, unknown>;
  controller: AbortController;
  holders: number;
  settled: Promise<void>;
  settle: () => void;
}

export class JobQueue {
  private readonly entries = new Map<string, Entry>();
  private readonly tickets = new Map<string, Ticket<unknown, unknown>>();
  private readonly line: Entry[] = [];
  /** Jobs holding one of `limit()` slots now. */
  private active = 0;
  /** Jobs holding one of `workerLimit()` slots now. */
  private onWorkers = 0;
  /** Jobs running outside the bound (they start no process). */
  private unbounded = 0;
  private readonly limit: () => number;
  private readonly workerLimit: () => number;
  private readonly joinWindowMs: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxQueuedPerPack: number;
  private readonly maxQueued: number;

  constructor(options: QueueOptions = {}) {
    this.limit = options.limit ?? (() => maxJobs());
    this.workerLimit = options.workerLimit ?? (() => maxWorkerJobs());
    this.joinWindowMs = options.joinWindowMs ?? JOIN_WINDOW_MS;
    this.ttlMs = options.ttlMs ?? JOB_TTL_MS;
    this.now = options.now ?? Date.now;
    this.maxQueuedPerPack = options.maxQueuedPerPack ?? MAX_QUEUED_PER_PACK;
    this.maxQueued = options.maxQueued ?? MAX_QUEUED;
  }

  /**
   * Queues the work, or joins an identical queued, running or just-finished job. Returns this request's ticket.
   * Throws QueueFullError when new work would wait past the per-pack or overall bound (joining never does).
   */
  submit<D, R>(spec: JobSpec<D, R>): Ticket<D, R> {
    this.sweep();
    const existing = spec.key ? this.joinable(spec.key) : undefined;
    if (!existing && spec.processes !== false) this.assertRoom(spec);
    const entry = existing ?? this.enqueue(spec as JobSpec<unknown, unknown>);
    entry.holders++;
    const ticket: Ticket<unknown, unknown> = {
      id: randomUUID(),
      job: entry.job,
      cancelled: false,
      joined: existing !== undefined,
    };
    this.tickets.set(ticket.id, ticket);
    this.pump();
    return ticket as Ticket<D, R>;
  }

  /** `submit`, with a full line as an answer instead of a throw: what the studio's actions call. */
  trySubmit<D, R>(spec: JobSpec<D, R>): { ok: true; ticket: Ticket<D, R> } | { ok: false; error: string } {
    try {
      return { ok: true, ticket: this.submit(spec) };
    } catch (error) {
      if (error instanceof QueueFullError) return { ok: false, error: error.message };
      throw error;
    }
  }

  ticket<D = unknown, R = unknown>(id: string): Ticket<D, R> | undefined {
    this.sweep();
    return this.tickets.get(id) as Ticket<D, R> | undefined;
  }

  /**
   * What a poll says of one request: its status as that request sees it (statusOf) and, while queued, how many
   * jobs are ahead. Undefined for an unknown or forgotten ticket.
   */
  status<D = unknown, R = unknown>(
    id: string,
  ): { ticket: Ticket<D, R>; status: JobStatus; ahead: number | null } | undefined {
    const ticket = this.ticket<D, R>(id);
    if (!ticket) return undefined;
    const status = statusOf(ticket);
    return { ticket, status, ahead: status === 'queued' ? this.ahead(ticket.job) : null };
  }

  /** How many queued jobs wait for the same kind of slot ahead of this one (0: it starts next); null once it has started. */
  ahead(job: Job<unknown, unknown>): number | null {
    const at = this.line.findIndex((e) => e.job === job);
    if (at < 0) return null;
    const runsOn = runsOnOf(this.line[at].spec);
    return this.line.slice(0, at).filter((e) => runsOnOf(e.spec) === runsOn).length;
  }

  get running(): number {
    return this.active + this.onWorkers + this.unbounded;
  }

  get queued(): number {
    return this.line.length;
  }

  /** Resolves once the job has finished (done, failed or cancelled). */
  settled(job: Job<unknown, unknown>): Promise<void> {
    return this.entries.get(job.id)?.settled ?? Promise.resolve();
  }

  /**
   * Cancels one request. The job itself is cancelled when no other request holds it: a queued job leaves the line
   * at once, a running one is aborted (its processes killed). Returns false for an unknown or finished ticket.
   */
  cancel(ticketId: string): boolean {
    const ticket = this.tickets.get(ticketId);
    if (!ticket || ticket.cancelled) return false;
    const entry = this.entries.get(ticket.job.id);
    if (!entry || isFinished(entry.job.status)) return false;
    ticket.cancelled = true;
    if (--entry.holders > 0) return true;
    if (entry.job.status === 'queued') {
      this.line.splice(this.line.indexOf(entry), 1);
      this.finish(entry, 'cancelled');
    } else entry.controller.abort(new CancelledError('cancelled by the user'));
    return true;
  }

  /** Forgets finished jobs (and their tickets) older than the TTL. */
  sweep(now = this.now()): void {
    for (const [id, entry] of this.entries) {
      const { finishedAt } = entry.job;
      if (finishedAt !== undefined && now - finishedAt > this.ttlMs) this.entries.delete(id);
    }
    for (const [id, ticket] of this.tickets) if (!this.entries.has(ticket.job.id)) this.tickets.delete(id);
  }

  /** Refuses new work once it would wait beyond a bound: slots free now take it at once, so only the line counts. */
  private assertRoom(spec: Pick<JobSpec<unknown, unknown>, 'pack' | 'runsOn'>): void {
    const { pack } = spec;
    const runsOn = runsOnOf(spec);
    const freeSlot = this.hasSlot(runsOn) && !this.line.some((e) => runsOnOf(e.spec) === runsOn);
    if (freeSlot) return;
    const waiting = (entries: readonly Entry[]) => {
      const kinds = new Map<string, number>();
      for (const e of entries) kinds.set(e.job.kind, (kinds.get(e.job.kind) ?? 0) + 1);
      return [...kinds].map(([kind, n]) => `${n} ${kind}${n === 1 ? '' : 's'}`).join(', ');
    };
    const retry = `try again when one of them has started (${this.running} running now)`;
    if (this.line.length >= this.maxQueued)
      throw new QueueFullError(
        `the queue is full: ${this.line.length} jobs are waiting (${waiting(this.line)}), the most the studio takes; ${retry}`,
      );
    if (pack === undefined) return;
    const ofPack = this.line.filter((e) => e.spec.pack === pack);
    if (ofPack.length >= this.maxQueuedPerPack)
      throw new QueueFullError(
        `the queue is full for ${pack}: ${ofPack.length} of its jobs are waiting (${waiting(ofPack)}), the most one pack may have; ${retry}`,
      );
  }

  private joinable(key: string): Entry | undefined {
    const now = this.now();
    for (const entry of this.entries.values()) {
      const { job } = entry;
      if (job.key !== key || entry.controller.signal.aborted) continue;
      if (job.status === 'queued' || job.status === 'running') return entry;
      if (job.status === 'done' && job.finishedAt !== undefined && now - job.finishedAt <= this.joinWindowMs)
        return entry;
    }
    return undefined;
  }

  private enqueue(spec: JobSpec<unknown, unknown>): Entry {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const job: Job<unknown, unknown> = {
      id: randomUUID(),
      kind: spec.kind,
      key: spec.key ?? null,
      status: 'queued',
      data: spec.data,
      queuedAt: this.now(),
    };
    const entry: Entry = { job, spec, controller: new AbortController(), holders: 0, settled, settle };
    this.entries.set(job.id, entry);
    if (spec.processes === false) void this.start(entry, 'none');
    else this.line.push(entry);
    return entry;
  }

  private hasSlot(runsOn: RunsOn): boolean {
    return runsOn === 'workers'
      ? this.onWorkers < Math.max(1, this.workerLimit())
      : this.active < Math.max(1, this.limit());
  }

  /** Starts every waiting job whose kind of slot is free, first come first served within each kind. */
  private pump(): void {
    for (let i = 0; i < this.line.length;) {
      const entry = this.line[i];
      const runsOn = runsOnOf(entry.spec);
      if (!this.hasSlot(runsOn)) i++;
      else {
        this.line.splice(i, 1);
        void this.start(entry, runsOn);
      }
    }
  }

  private async start(entry: Entry, slot: RunsOn | 'none'): Promise<void> {
    this.count(slot, +1);
    entry.job.status = 'running';
    entry.job.startedAt = this.now();
    try {
      entry.job.result = await entry.spec.run(entry.controller.signal, entry.job.data);
      this.finish(entry, entry.controller.signal.aborted ? 'cancelled' : 'done');
    } catch (error) {
      if (entry.controller.signal.aborted) this.finish(entry, 'cancelled');
      else this.finish(entry, 'failed', error instanceof Error ? error.message : String(error));
    } finally {
      this.count(slot, -1);
      this.pump();
    }
  }

  private count(slot: RunsOn | 'none', by: number): void {
    if (slot === 'here') this.active += by;
    else if (slot === 'workers') this.onWorkers += by;
    else this.unbounded += by;
  }

  private finish(entry: Entry, status: 'done' | 'failed' | 'cancelled', error?: string): void {
    Object.assign(entry.job, { status, finishedAt: this.now(), ...(error !== undefined ? { error } : {}) });
    if (status === 'cancelled') delete entry.job.result;
    entry.settle();
  }
}

/** A job's status as one request sees it: cancelled once that request cancelled, though a shared job runs on. */
export function statusOf(ticket: Ticket<unknown, unknown>): JobStatus {
  return ticket.cancelled ? 'cancelled' : ticket.job.status;
}

const runsOnOf = (spec: Pick<JobSpec<unknown, unknown>, 'runsOn'>): RunsOn => spec.runsOn ?? 'here';

const isFinished = (status: JobStatus) => status === 'done' || status === 'failed' || status === 'cancelled';

/** The studio's queue, on globalThis so a dev-server reload does not lose running jobs. */
export const studioQueue: JobQueue = ((globalThis as { __packstudioJobQueue?: JobQueue }).__packstudioJobQueue ??=
  new JobQueue());
