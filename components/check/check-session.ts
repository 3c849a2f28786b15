import type { cancelCheck, pollCheck, startCheck } from '@/app/actions/check-actions';
import type { CheckOptions } from './use-check-options';

/**
 * The check dashboard's run of the full check as a plain store (no React), like the Run tab's session
 * (components/run/run-session.ts): starting a check with the options ticked, polling it until it ends, cancelling
 * it, and saying once when a run was recorded in the history. What it needs of the world (the check actions, a
 * timer, the time) comes in as ports, so a test drives it with fakes; a thin hook (use-check-session.ts) holds it
 * while the dashboard is mounted.
 */

/** What a poll answers, as the action declares it (components never import lib/node, not even its types). */
export type PollAnswer = Awaited<ReturnType<typeof pollCheck>>;
type StartAnswer = Awaited<ReturnType<typeof startCheck>>;

export interface CheckRunState {
  /** The start action has not answered yet. */
  starting: boolean;
  /** Why the check did not start (the action's refusal, or the action itself failing); null when it did. */
  startError: string | null;
  jobId: string | null;
  /** The options the check in view was started with. */
  options: CheckOptions | null;
  /** The last poll's answer about the check in view. */
  data: PollAnswer | undefined;
  /** When that answer came (wall-clock ms): the report's "checked at". */
  at: number;
  /** The poll action itself failed: polling stopped. */
  pollError: string | null;
  cancelling: boolean;
}

export interface CheckPorts {
  start(request: { packId: string; layers: CheckOptions }): Promise<StartAnswer>;
  poll(request: { jobId: string }): Promise<PollAnswer>;
  cancel(request: { jobId: string }): ReturnType<typeof cancelCheck>;
  timer: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  /** Wall-clock time (Date.now). */
  now(): number;
  /** A run was recorded in the history: the score of record and the sparklines may have moved. Once per run. */
  recorded(runId: number): void;
}

export const CHECK_POLL_MS = 250;

const ENDED = new Set(['done', 'failed', 'cancelled']);

/** The answer says the check is over (or the poll was refused): nothing more to ask. */
const over = (data: PollAnswer | undefined) => !!data && (!data.ok || ENDED.has(data.status));

type Listener = () => void;

export class CheckSession {
  private state: CheckRunState = {
    starting: false,
    startError: null,
    jobId: null,
    options: null,
    data: undefined,
    at: 0,
    pollError: null,
    cancelling: false,
  };
  private timer: unknown = null;
  /** A poll is on its way: nothing else asks until it answers. */
  private polling = false;
  private mounted = false;
  private lastRecorded: number | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    readonly packId: string,
    private readonly ports: CheckPorts,
  ) {}

  getState = (): CheckRunState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A check is starting, or started and not over. */
  running(): boolean {
    const { starting, jobId, data } = this.state;
    return starting || (jobId !== null && !over(data) && this.state.pollError === null);
  }

  /** The history run this check recorded, once its poll says so. */
  recordedRun(): number | null {
    const { data } = this.state;
    return data?.ok && data.history?.ok ? data.history.runId : null;
  }

  // ---- mounting

  /** The dashboard mounted: a check still in flight is polled again. */
  mount(): void {
    this.mounted = true;
    this.schedule(0);
  }

  /** The dashboard unmounted: no timer outlives it. */
  unmount(): void {
    this.mounted = false;
    this.clearTimer();
  }

  // ---- actions

  /** Starts the full check of the saved pack with these options (Run check, Ctrl/Cmd+Enter). */
  run = async (options: CheckOptions): Promise<void> => {
    if (this.state.starting) return;
    this.set({ starting: true, startError: null });
    let answer: StartAnswer;
    try {
      answer = await this.ports.start({ packId: this.packId, layers: options });
    } catch (error) {
      this.set({ starting: false, startError: `The check could not start: ${String(error)}` });
      return;
    }
    if (!answer.ok) return this.set({ starting: false, startError: answer.error });
    this.clearTimer();
    this.set({
      starting: false,
      jobId: answer.jobId,
      options,
      data: undefined,
      pollError: null,
      cancelling: false,
    });
    this.schedule(0);
  };

  /** Cancels the check in flight; its next poll (asked at once) shows it cancelled. */
  cancel = async (): Promise<void> => {
    const { jobId } = this.state;
    if (!jobId || this.state.cancelling) return;
    this.set({ cancelling: true });
    try {
      await this.ports.cancel({ jobId });
    } catch {
      // The poll says what became of the check either way.
    } finally {
      if (this.state.jobId === jobId) this.set({ cancelling: false });
      this.clearTimer();
      this.schedule(0);
    }
  };

  // ---- the poll

  private schedule(ms: number): void {
    if (!this.mounted || this.timer !== null || this.state.jobId === null || !this.running()) return;
    this.timer = this.ports.timer.setTimeout(() => {
      this.timer = null;
      void this.tick();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.ports.timer.clearTimeout(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    const { jobId } = this.state;
    if (this.polling || jobId === null) return;
    this.polling = true;
    try {
      const data = await this.ports.poll({ jobId });
      if (this.state.jobId !== jobId) return;
      this.set({ data, at: this.ports.now() });
      const runId = this.recordedRun();
      if (runId !== null && runId !== this.lastRecorded) {
        this.lastRecorded = runId;
        this.ports.recorded(runId);
      }
    } catch (error) {
      if (this.state.jobId === jobId) this.set({ pollError: `Lost touch with the check: ${String(error)}` });
    } finally {
      this.polling = false;
    }
    this.schedule(CHECK_POLL_MS);
  }

  private set(change: Partial<CheckRunState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
