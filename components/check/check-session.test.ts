import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_POLL_MS, CheckSession, type CheckPorts, type PollAnswer } from './check-session';
import { pollAnswer } from './test-poll-answer';

/** The check actions as fakes: each start gets the next job id; each poll answers what the test queued. */
function fakePorts() {
  let job = 0;
  const answers: PollAnswer[] = [];
  const ports = {
    start: vi.fn(async (): Promise<Awaited<ReturnType<CheckPorts['start']>>> => ({
      ok: true,
      jobId: `job-${++job}`,
      joined: false,
    })),
    poll: vi.fn(async (): Promise<PollAnswer> => answers.shift() ?? pollAnswer('running')),
    cancel: vi.fn(async () => ({ ok: true as const, status: 'cancelled' as const })),
    timer: {
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    now: () => 1_700_000_000_000,
    recorded: vi.fn(),
  } satisfies CheckPorts;
  return { ports, queue: (...a: PollAnswer[]) => answers.push(...a) };
}

function mounted(ports: CheckPorts) {
  const session = new CheckSession('ledger', ports);
  session.mount();
  return session;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CheckSession', () => {
  it('starts with the options ticked, polls at once and then every 250 ms until the check is done, then stops', async () => {
    const { ports, queue } = fakePorts();
    const session = mounted(ports);
    expect(session.running()).toBe(false);

    queue(
      pollAnswer('queued', { ahead: 1 }),
      pollAnswer('running'),
      pollAnswer('done', { history: { ok: true, runId: 7 } }),
    );
    const started = session.run({ probe: true, eval: false });
    expect(session.running()).toBe(true);
    await started;
    expect(ports.start).toHaveBeenCalledWith({ packId: 'ledger', layers: { probe: true, eval: false } });
    expect(session.getState()).toMatchObject({ jobId: 'job-1', options: { probe: true, eval: false } });

    await vi.advanceTimersByTimeAsync(0);
    expect(ports.poll).toHaveBeenCalledTimes(1);
    expect(session.getState().data).toMatchObject({ status: 'queued', ahead: 1 });
    expect(session.getState().at).toBe(1_700_000_000_000);

    await vi.advanceTimersByTimeAsync(CHECK_POLL_MS * 2);
    expect(ports.poll).toHaveBeenCalledTimes(3);
    expect(session.running()).toBe(false);
    expect(session.recordedRun()).toBe(7);
    expect(ports.recorded).toHaveBeenCalledExactlyOnceWith(7);

    await vi.advanceTimersByTimeAsync(CHECK_POLL_MS * 10);
    expect(ports.poll).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a refused start says why and polls nothing; a start that throws says it could not start', async () => {
    const { ports } = fakePorts();
    ports.start.mockResolvedValueOnce({ ok: false, error: 'no such pack: ledger' });
    ports.start.mockRejectedValueOnce(new Error('fetch failed'));
    const session = mounted(ports);

    await session.run({ probe: false, eval: false });
    expect(session.getState()).toMatchObject({ starting: false, startError: 'no such pack: ledger', jobId: null });
    await session.run({ probe: false, eval: false });
    expect(session.getState().startError).toBe('The check could not start: Error: fetch failed');
    await vi.advanceTimersByTimeAsync(CHECK_POLL_MS * 4);
    expect(ports.poll).not.toHaveBeenCalled();
    expect(session.running()).toBe(false);
  });

  it('Cancel cancels the job and asks again at once; the cancelled answer ends the polling', async () => {
    const { ports, queue } = fakePorts();
    const session = mounted(ports);
    await session.run({ probe: true, eval: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(ports.poll).toHaveBeenCalledTimes(1);

    queue(pollAnswer('cancelled'));
    await session.cancel();
    expect(ports.cancel).toHaveBeenCalledWith({ jobId: 'job-1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ports.poll).toHaveBeenCalledTimes(2);
    expect(session.getState().data).toMatchObject({ status: 'cancelled' });
    expect(session.running()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('polls only while mounted, never two at once, and a poll that throws stops with the reason', async () => {
    const { ports } = fakePorts();
    let release: (a: PollAnswer) => void = () => {};
    ports.poll.mockImplementationOnce(() => new Promise<PollAnswer>((resolve) => (release = resolve)));
    const session = mounted(ports);
    await session.run({ probe: false, eval: false });

    await vi.advanceTimersByTimeAsync(CHECK_POLL_MS * 4);
    expect(ports.poll).toHaveBeenCalledTimes(1);
    release(pollAnswer('running'));
    await vi.advanceTimersByTimeAsync(CHECK_POLL_MS);
    expect(ports.poll).toHaveBeenCalledTimes(2);

    session.unmount();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(CHECK_POLL_MS * 4);
    expect(ports.poll).toHaveBeenCalledTimes(2);

    ports.poll.mockRejectedValueOnce(new Error('socket hang up'));
    session.mount();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState().pollError).toBe('Lost touch with the check: Error: socket hang up');
    expect(session.running()).toBe(false);
    await vi.advanceTimersByTimeAsync(CHECK_POLL_MS * 4);
    expect(ports.poll).toHaveBeenCalledTimes(3);
  });

  it('a new check forgets the last one: its answer, its error, and a recorded run is said once per run', async () => {
    const { ports, queue } = fakePorts();
    const session = mounted(ports);
    queue(pollAnswer('done', { history: { ok: true, runId: 3 } }));
    await session.run({ probe: false, eval: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.recordedRun()).toBe(3);

    queue(pollAnswer('running'), pollAnswer('done', { history: { ok: true, runId: 4 } }));
    await session.run({ probe: false, eval: true });
    expect(session.getState()).toMatchObject({ jobId: 'job-2', data: undefined, options: { eval: true } });
    expect(session.recordedRun()).toBeNull();
    await vi.advanceTimersByTimeAsync(CHECK_POLL_MS * 2);
    expect(ports.poll).toHaveBeenLastCalledWith({ jobId: 'job-2' });
    expect(ports.recorded.mock.calls).toEqual([[3], [4]]);
  });
});
