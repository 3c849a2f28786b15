import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeBareNamePack, type BareNamePack } from '../fixtures/bare-name-pack';
import { JobQueue } from '../job-queue';
import { pollTryRequest, startTryRequest, stopTryRequest } from './try-request';

/** The Agent tab's "Try this config": a job in the studio's queue that tries the configuration the tab shows. */
describe('Try this config, from the studio', () => {
  let pack: BareNamePack;
  beforeAll(() => {
    pack = makeBareNamePack();
    vi.stubEnv('PATH', pack.path());
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    pack?.cleanup();
  });

  it('queues the try, and the poll answers with what a host would see', async () => {
    const queue = new JobQueue({ limit: () => 1 });
    const started = await startTryRequest(
      { packId: 'linkinfo', host: 'cursor', grant: 'write' },
      pack.workspace,
      queue,
    );
    if (!started.ok) throw new Error(started.error);
    expect(pollTryRequest({ jobId: started.jobId }, queue)).toMatchObject({ ok: true, status: 'running' });
    await queue.settled(queue.ticket(started.jobId)!.job);
    const polled = pollTryRequest({ jobId: started.jobId }, queue);
    expect(polled).toMatchObject({
      ok: true,
      status: 'done',
      report: {
        status: 'works',
        launch: { args: expect.arrayContaining(['--grant', 'write']), env: { PACKSTUDIO_ALLOWLIST: 'linkinfo' } },
        call: { tool: 'link-list', isError: false },
      },
    });
  });

  it('builds the configuration itself: the page names a pack, a host and a grant, never a command', async () => {
    const queue = new JobQueue();
    expect(await startTryRequest({ packId: 'linkinfo', host: 'emacs' }, pack.workspace, queue)).toEqual({
      ok: false,
      error: expect.stringContaining('host must be one of claude-desktop, claude-code, vscode, cursor, terminal'),
    });
    expect(
      await startTryRequest({ packId: 'linkinfo', host: 'vscode', command: '/bin/sh' }, pack.workspace, queue),
    ).toMatchObject({ ok: false, error: expect.stringContaining('command') });
    expect(await startTryRequest({ packId: '../etc', host: 'vscode' }, pack.workspace, queue)).toMatchObject({
      ok: false,
    });
    expect(await startTryRequest({ packId: 'nope', host: 'vscode' }, pack.workspace, queue)).toEqual({
      ok: false,
      error: 'no pack "nope" in the workspace',
    });
    expect(queue.running + queue.queued).toBe(0);
    expect(pollTryRequest({ jobId: '00000000-0000-4000-8000-000000000000' }, queue)).toMatchObject({ ok: false });
  });

  it('Cancel takes a queued try out of the line and stops a running one; nothing is left holding a slot', async () => {
    const queue = new JobQueue({ limit: () => 1 });
    const first = await startTryRequest({ packId: 'linkinfo', host: 'vscode' }, pack.workspace, queue);
    const second = await startTryRequest({ packId: 'linkinfo', host: 'cursor' }, pack.workspace, queue);
    if (!first.ok || !second.ok) throw new Error('not queued');
    expect(pollTryRequest({ jobId: second.jobId }, queue)).toMatchObject({ status: 'queued', ahead: 0 });
    expect(stopTryRequest({ jobId: second.jobId }, queue)).toEqual({ ok: true, status: 'cancelled' });
    expect(stopTryRequest({ jobId: first.jobId }, queue)).toEqual({ ok: true, status: 'cancelled' });
    await queue.settled(queue.ticket(first.jobId)!.job);
    expect(pollTryRequest({ jobId: first.jobId }, queue)).toMatchObject({ ok: true, status: 'cancelled' });
    expect(queue.running + queue.queued).toBe(0);
    expect(stopTryRequest({ jobId: 'x' }, queue)).toMatchObject({ ok: false });
  });
});
