import type { pollRun, startRun } from '@/app/actions/run-actions';
import { argInputs, initialValues } from '@/lib/hcp/approval-card';
import { needsApproval, type CommandView, type PackModel } from '@/lib/hcp/model';
import { formArgs, maskFields } from './form-args';

/**
 * The Run tab's session as a plain store (no React), like the editing session (lib/studio/editing-session.ts): the
 * command chosen, each command's form values and secret marks, the approval asked, every run of the session, and
 * the poll of the run in flight. What it needs of the world (the run actions, a timer) comes in as ports, so a test
 * drives it with fakes; a thin hook (use-run-session.ts) holds it while the tab is mounted and renders its state.
 */

/** What a poll answers, as the action declares it (components never import lib/node, not even its types). */
type PollAnswer = Awaited<ReturnType<typeof pollRun>>;
type StartAnswer = Awaited<ReturnType<typeof startRun>>;
export type JobStatus = Extract<PollAnswer, { ok: true }>['status'];
export type RunView = NonNullable<Extract<PollAnswer, { ok: true }>['run']>;
export type RunArgs = Record<string, string | number | boolean>;

/**
 * One run of the session: what was asked, and what came back once it finished. The values of fields marked secret
 * are kept as •••• (the form holds the typed value while the tab is open; the history never does).
 */
export interface RunRecord {
  id: number;
  verb: string;
  values: Record<string, string>;
  args: RunArgs;
  /** The fields that were marked secret for this run. */
  secret: string[];
  confirmed: boolean;
  jobId?: string;
  status: JobStatus;
  view?: RunView;
  error?: string;
}

export interface RunState {
  /** The command chosen; '' until one is (the first command shows). */
  verb: string;
  /** Per command, the form's values as typed (secrets included: they never leave the tab except to run). */
  values: Record<string, Record<string, string>>;
  /** Per command, the text fields the author marked secret. */
  secrets: Record<string, string[]>;
  /** The approval card is up: the run waits for a person's answer. */
  asking: boolean;
  /** The last approval was declined: nothing ran. */
  declined: boolean;
  /** Newest first. */
  runs: RunRecord[];
  /** The run whose result shows. */
  shown: number | null;
}

export interface RunPorts {
  /** Queues one run (the `startRun` action); the server masks the marked values in all it returns. */
  start(request: {
    packId: string;
    verb: string;
    args: RunArgs;
    confirm: boolean;
    secret: string[];
  }): Promise<StartAnswer>;
  poll(request: { jobId: string }): Promise<PollAnswer>;
  stop(request: { jobId: string }): Promise<unknown>;
  timer: { setInterval(fn: () => void, ms: number): unknown; clearInterval(handle: unknown): void };
}

export const POLL_MS = 250;

const inFlight = (r: RunRecord) => r.status === 'queued' || r.status === 'running';

type Listener = () => void;

export class RunSession {
  private state: RunState = {
    verb: '',
    values: {},
    secrets: {},
    asking: false,
    declined: false,
    runs: [],
    shown: null,
  };
  private model: PackModel;
  private nextId = 1;
  private timer: unknown = null;
  /** A poll is on its way: the next tick waits for it, so answers never overtake each other. */
  private polling = false;
  private mounted = false;
  private readonly listeners = new Set<Listener>();

  constructor(
    readonly packId: string,
    model: PackModel,
    private readonly ports: RunPorts,
  ) {
    this.model = model;
  }

  // ---- reading the state

  getState = (): RunState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The pack as the editor has it now (the tab renders from the unsaved texts; a run runs the saved files). */
  setModel(model: PackModel): void {
    this.model = model;
  }

  /** The command shown: the one chosen, else the first; undefined when the pack declares none. */
  command(): CommandView | undefined {
    return this.model.commands.find((c) => c.key === this.state.verb) ?? this.model.commands[0];
  }

  /** The shown command's form values: as typed, else its examples. */
  formValues(): Record<string, string> {
    const command = this.command();
    if (!command) return {};
    return this.state.values[command.key] ?? initialValues(command);
  }

  /** The shown command's fields marked secret. */
  marked(): string[] {
    const command = this.command();
    return command ? (this.state.secrets[command.key] ?? []) : [];
  }

  /** Reads run at once; a write, and any confirm-gated command, asks through its approval card first (the server too). */
  asksFirst(verb: string): boolean {
    return needsApproval(this.model, verb, 'every-write');
  }

  running(): RunRecord | undefined {
    return this.state.runs.find(inFlight);
  }

  shownRun(): RunRecord | undefined {
    return this.state.runs.find((r) => r.id === this.state.shown);
  }

  // ---- starting and stopping

  /** The tab mounted: a run still in flight is polled again. */
  start(): void {
    this.mounted = true;
    this.syncPoll();
  }

  /** The tab unmounted: no timer outlives it (start resumes). */
  stop(): void {
    this.mounted = false;
    this.syncPoll();
  }

  // ---- the form

  choose = (verb: string): void => {
    this.set({ verb, asking: false, declined: false });
  };

  setValue = (name: string, value: string): void => {
    const command = this.command();
    if (command) this.setValues(command.key, { ...this.formValues(), [name]: value });
  };

  resetValues = (): void => {
    const command = this.command();
    if (command) this.setValues(command.key, initialValues(command));
  };

  toggleSecret = (name: string, on: boolean): void => {
    const command = this.command();
    if (!command) return;
    const marked = this.marked();
    this.set({
      secrets: { ...this.state.secrets, [command.key]: on ? [...marked, name] : marked.filter((n) => n !== name) },
    });
  };

  // ---- running

  /** Runs the shown command, or asks first. */
  run = (): void => {
    const command = this.command();
    if (!command || this.running()) return;
    this.set({ declined: false });
    if (this.asksFirst(command.key)) this.set({ asking: true });
    else void this.launch(command, this.formValues(), false, this.marked());
  };

  /** A person answered the approval card. */
  answer = (approved: boolean): void => {
    const command = this.command();
    this.set({ asking: false, declined: !approved });
    if (approved && command) void this.launch(command, this.formValues(), true, this.marked());
  };

  /** Stops the run in flight: its job is cancelled and its process group killed (the poll sees it end). */
  stopRun = (): void => {
    const jobId = this.running()?.jobId;
    if (jobId) void this.ports.stop({ jobId });
  };

  /** Shows a past run, and puts its command, values and secret marks back in the form. */
  reopen = (id: number): void => {
    const r = this.state.runs.find((run) => run.id === id);
    if (!r) return;
    const values = this.model.commands.some((c) => c.key === r.verb)
      ? { ...this.state.values, [r.verb]: this.valuesOf(r) }
      : this.state.values;
    this.set({
      verb: r.verb,
      values,
      secrets: { ...this.state.secrets, [r.verb]: [...new Set([...(this.state.secrets[r.verb] ?? []), ...r.secret])] },
      shown: r.id,
      asking: false,
      declined: false,
    });
  };

  /** Runs a past run again (asking first when its command does), with the secrets the form holds now. */
  rerun = (id: number): void => {
    const r = this.state.runs.find((run) => run.id === id);
    const command = r && this.model.commands.find((c) => c.key === r.verb);
    if (!r || !command || this.running()) return;
    this.reopen(id);
    if (this.asksFirst(r.verb)) this.set({ asking: true });
    else void this.launch(command, this.valuesOf(r), false, this.state.secrets[r.verb] ?? []);
  };

  /** A past run's values for the form: its own, with the secrets the form holds now (the history has only ••••). */
  private valuesOf(r: RunRecord): Record<string, string> {
    return {
      ...r.values,
      ...Object.fromEntries(r.secret.map((name) => [name, this.state.values[r.verb]?.[name] ?? ''])),
    };
  }

  private async launch(
    command: CommandView,
    values: Record<string, string>,
    confirmed: boolean,
    marking: readonly string[],
  ): Promise<void> {
    const id = this.nextId++;
    const args = formArgs(argInputs(command), values);
    const secret = marking.filter((name) => name in args);
    const record: RunRecord = {
      id,
      verb: command.key,
      values: maskFields(values, secret),
      args: maskFields(args, secret),
      secret,
      confirmed,
      status: 'queued',
    };
    this.set({ runs: [record, ...this.state.runs], shown: id });
    const started = await this.ports.start({
      packId: this.packId,
      verb: command.key,
      args,
      confirm: confirmed,
      secret,
    });
    this.update(id, started.ok ? { jobId: started.jobId } : { status: 'failed', error: started.error });
  }

  // ---- the poll

  /** One interval while a run with a job is in flight and the tab is mounted; none otherwise. */
  private syncPoll(): void {
    const wanted = this.mounted && this.running()?.jobId !== undefined;
    if (wanted && this.timer === null) this.timer = this.ports.timer.setInterval(() => void this.tick(), POLL_MS);
    if (!wanted && this.timer !== null) {
      this.ports.timer.clearInterval(this.timer);
      this.timer = null;
    }
  }

  private async tick(): Promise<void> {
    const r = this.running();
    if (this.polling || !r?.jobId) return;
    this.polling = true;
    try {
      const polled = await this.ports.poll({ jobId: r.jobId });
      this.update(
        r.id,
        polled.ok
          ? { status: polled.status, view: polled.run, error: polled.error }
          : { status: 'failed', error: polled.error },
      );
    } catch (error) {
      // The action itself failed (the server went away): the run is lost to this tab, which says so.
      this.update(r.id, { status: 'failed', error: `Could not read the run: ${String(error)}` });
    } finally {
      this.polling = false;
    }
  }

  // ---- changing the state

  private setValues(verb: string, values: Record<string, string>): void {
    this.set({ values: { ...this.state.values, [verb]: values } });
  }

  private update(id: number, change: Partial<RunRecord>): void {
    this.set({ runs: this.state.runs.map((r) => (r.id === id ? { ...r, ...change } : r)) });
  }

  private set(change: Partial<RunState>): void {
    this.state = { ...this.state, ...change };
    this.syncPoll();
    for (const listener of this.listeners) listener();
  }
}
