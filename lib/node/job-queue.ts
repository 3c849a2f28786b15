import { randomUUID } from 'node:crypto';
import { CancelledError, maxJobs } from './pool';

/**
 * The studio's one queue for work that starts processes (checks, probes, eval, the live run, wrap): at most
 * `limit()` jobs run at once (STUDIO_MAX_JOBS, else the cores), the rest wait first come, first served, and show
 * their place. A request with the same key as a queued, running or just-finished job joins it. Each request gets
 * its own ticket: cancelling a ticket leaves the job, and a job nobody holds any more is cancelled (taken out of
 * the line, or its processes killed through its AbortSignal).
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
}

export interface Ticket<D, R> {
  id: string;
  job: Job<D, R>;
  cancelled: boolean;
  joined: boolean;
}

export interface QueueOptions {
  limit?: () => number;
  /** A finished job still joins a new identical request for this long. */
  joinWindowMs?: number;
  /** Finished jobs (and their tickets) are forgotten this long after they finish. */
  ttlMs?: number;
  now?: () => number;
}

export const JOIN_WINDOW_MS = 10_000;
export const JOB_TTL_MS = 15 * 60 * 1000;

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
  private active = 0;
  private readonly limit: () => number;
  private readonly joinWindowMs: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: QueueOptions = {}) {
    this.limit = options.limit ?? (() => maxJobs());
    this.joinWindowMs = options.joinWindowMs ?? JOIN_WINDOW_MS;
    this.ttlMs = options.ttlMs ?? JOB_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** Queues the work, or joins an identical queued, running or just-finished job. Returns this request's ticket. */
  submit<D, R>(spec: JobSpec<D, R>): Ticket<D, R> {
    this.sweep();
    const existing = spec.key ? this.joinable(spec.key) : undefined;
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

  /** How many queued jobs are ahead of this one (0: it starts next); null once it has started. */
  ahead(job: Job<unknown, unknown>): number | null {
    const at = this.line.findIndex((e) => e.job === job);
    return at < 0 ? null : at;
  }

  get running(): number {
    return this.active;
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
    this.line.push(entry);
    return entry;
  }

  private pump(): void {
    while (this.line.length && this.active < Math.max(1, this.limit())) void this.start(this.line.shift()!);
  }

  private async start(entry: Entry): Promise<void> {
    this.active++;
    entry.job.status = 'running';
    entry.job.startedAt = this.now();
    try {
      entry.job.result = await entry.spec.run(entry.controller.signal, entry.job.data);
      this.finish(entry, entry.controller.signal.aborted ? 'cancelled' : 'done');
    } catch (error) {
      if (entry.controller.signal.aborted) this.finish(entry, 'cancelled');
      else this.finish(entry, 'failed', error instanceof Error ? error.message : String(error));
    } finally {
      this.active--;
      this.pump();
    }
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

const isFinished = (status: JobStatus) => status === 'done' || status === 'failed' || status === 'cancelled';

/** The studio's queue, on globalThis so a dev-server reload does not lose running jobs. */
export const studioQueue: JobQueue = ((globalThis as { __packstudioJobQueue?: JobQueue }).__packstudioJobQueue ??=
  new JobQueue());
