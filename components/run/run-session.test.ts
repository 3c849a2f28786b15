import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPackFromTexts } from '@/lib/hcp/load';
import { MASK } from '@/lib/secrets';
import { POLL_MS, RunSession, type RunPorts, type RunView } from './run-session';

/** A read with two text arguments, and a confirm-gated payment. */
const { model } = loadPackFromTexts({
  'surface.json': JSON.stringify({
    id: 'demo',
    verbs: {
      'notes.find': {
        args: {
          properties: { query: { type: 'string', examples: ['ann'] }, token: { type: 'string', examples: ['t0'] } },
        },
      },
      'bill.pay': { args: { properties: { amount: { type: 'string', examples: ['12.50'] } } } },
    },
  }),
  'policy.json': JSON.stringify({
    surface_id: 'demo',
    verbs: { 'notes.find': { risk: 'read' }, 'bill.pay': { risk: 'write', confirm: 'always' } },
  }),
});

const VIEW: RunView = {
  ok: true,
  result: { notes: 1 },
  json: true,
  exitCode: 0,
  ms: 12,
  tokens: 3,
  argv: ['demo', 'find'],
  stdout: '{"notes":1}',
  stderr: '',
  truncated: false,
};

type Poll = Awaited<ReturnType<RunPorts['poll']>>;

/** The run actions as fakes: each start gets the next job id; each poll answers what the test queued. */
function fakePorts() {
  let job = 0;
  const answers: Poll[] = [];
  const ports = {
    start: vi.fn(async () => ({ ok: true as const, jobId: `job-${++job}` })),
    poll: vi.fn(async (): Promise<Poll> => answers.shift() ?? { ok: true, status: 'running', ahead: null }),
    stop: vi.fn(async () => ({ ok: true })),
    timer: {
      setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
      clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
    },
  } satisfies RunPorts;
  return { ports, answer: (a: Poll) => answers.push(a) };
}

function started(ports = fakePorts().ports) {
  const session = new RunSession('demo', model, ports);
  session.start();
  return session;
}

/** Lets the start action's promise settle (no timer moves). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RunSession', () => {
  it('runs a read at once with the form values as arguments, polls it until it is done, then stops polling', async () => {
    const { ports, answer } = fakePorts();
    const session = started(ports);
    expect(session.command()?.key).toBe('notes.find');
    session.setValue('query', 'bob');
    session.run();

    expect(session.getState().runs[0]).toMatchObject({ id: 1, verb: 'notes.find', status: 'queued' });
    expect(session.getState().shown).toBe(1);
    expect(ports.start).toHaveBeenCalledWith({
      packId: 'demo',
      verb: 'notes.find',
      args: { query: 'bob', token: 't0' },
      confirm: false,
      secret: [],
    });
    await settle();
    expect(session.running()?.jobId).toBe('job-1');
    expect(ports.poll).not.toHaveBeenCalled();

    answer({ ok: true, status: 'running', ahead: null });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(ports.poll).toHaveBeenCalledWith({ jobId: 'job-1' });
    expect(session.shownRun()?.status).toBe('running');

    answer({ ok: true, status: 'done', ahead: null, run: VIEW });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(session.shownRun()).toMatchObject({ status: 'done', view: VIEW });
    expect(session.running()).toBeUndefined();

    const polls = ports.poll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(ports.poll).toHaveBeenCalledTimes(polls);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks first for a confirm-gated write: declined runs nothing, approved runs it confirmed', async () => {
    const { ports } = fakePorts();
    const session = started(ports);
    session.choose('bill.pay');
    expect(session.asksFirst('bill.pay')).toBe(true);

    session.run();
    expect(session.getState().asking).toBe(true);
    session.answer(false);
    expect(session.getState()).toMatchObject({ asking: false, declined: true, runs: [] });
    expect(ports.start).not.toHaveBeenCalled();

    session.run();
    session.answer(true);
    await settle();
    expect(ports.start).toHaveBeenCalledWith(expect.objectContaining({ verb: 'bill.pay', confirm: true }));
    expect(session.getState().runs[0]).toMatchObject({ verb: 'bill.pay', confirmed: true });
    expect(session.getState().declined).toBe(false);
  });

  it('polls only while the tab is mounted, and no two polls overlap', async () => {
    const { ports } = fakePorts();
    let release: (answer: Poll) => void = () => {};
    ports.poll.mockImplementationOnce(() => new Promise<Poll>((resolve) => (release = resolve)));
    const session = started(ports);
    session.run();
    await settle();

    await vi.advanceTimersByTimeAsync(POLL_MS * 4);
    expect(ports.poll).toHaveBeenCalledTimes(1);
    release({ ok: true, status: 'running', ahead: 2 });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(ports.poll).toHaveBeenCalledTimes(2);

    session.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(POLL_MS * 4);
    expect(ports.poll).toHaveBeenCalledTimes(2);

    session.start();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(ports.poll).toHaveBeenCalledTimes(3);
  });

  it('a start or a poll that fails marks the run failed with the reason, and nothing polls after', async () => {
    const { ports, answer } = fakePorts();
    ports.start.mockResolvedValueOnce({ ok: false, error: 'the queue is full' } as never);
    const session = started(ports);
    session.run();
    await settle();
    expect(session.shownRun()).toMatchObject({ status: 'failed', error: 'the queue is full' });
    expect(vi.getTimerCount()).toBe(0);

    session.run();
    await settle();
    answer({ ok: false, error: 'no run job-1' });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(session.shownRun()).toMatchObject({ id: 2, status: 'failed', error: 'no run job-1' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('Stop cancels the job in flight through the stop action', async () => {
    const { ports } = fakePorts();
    const session = started(ports);
    session.stopRun();
    expect(ports.stop).not.toHaveBeenCalled();
    session.run();
    await settle();
    session.stopRun();
    expect(ports.stop).toHaveBeenCalledWith({ jobId: 'job-1' });
  });

  it('keeps a secret out of the history, and a reopened or re-run run takes the secret the form holds now', async () => {
    const { ports, answer } = fakePorts();
    const session = started(ports);
    session.toggleSecret('token', true);
    session.setValue('token', 's3cret-1');
    session.run();
    await settle();
    expect(ports.start).toHaveBeenLastCalledWith(
      expect.objectContaining({ args: { query: 'ann', token: 's3cret-1' }, secret: ['token'] }),
    );
    const first = session.getState().runs[0];
    expect(first.values.token).toBe(MASK);
    expect(first.args.token).toBe(MASK);
    answer({ ok: true, status: 'done', ahead: null, run: VIEW });
    await vi.advanceTimersByTimeAsync(POLL_MS);

    session.setValue('token', 's3cret-2');
    session.setValue('query', 'carl');
    session.reopen(first.id);
    expect(session.formValues()).toEqual({ query: 'ann', token: 's3cret-2' });
    expect(session.marked()).toEqual(['token']);

    session.rerun(first.id);
    await settle();
    expect(ports.start).toHaveBeenLastCalledWith(
      expect.objectContaining({ args: { query: 'ann', token: 's3cret-2' }, secret: ['token'] }),
    );
    expect(session.getState().runs).toHaveLength(2);
  });

  it('choosing a command keeps each command its own values; reset puts the examples back', () => {
    const session = started();
    session.setValue('query', 'dora');
    session.choose('bill.pay');
    expect(session.formValues()).toEqual({ amount: '12.50' });
    session.choose('notes.find');
    expect(session.formValues()).toEqual({ query: 'dora', token: 't0' });
    session.resetValues();
    expect(session.formValues()).toEqual({ query: 'ann', token: 't0' });
  });
});
