import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyAlive } from '../fixtures/processes';
import { JobQueue, MAX_QUEUED_PER_PACK } from '../job-queue';
import { pollCheckRequest, startCheckRequest } from '../jobs';
import { FIXTURE_SECRET, writeRunFixture } from './fixture';
import { markedSecrets, pollRunRequest, runHome, startRunRequest, stopRunRequest, type RunView } from './request';

let root = '';
beforeAll(async () => {
  root = join(await mkdtemp(join(tmpdir(), 'run-ws-')), 'packs');
  await cp(resolve('packs', 'ledger'), join(root, 'ledger'), { recursive: true });
  await writeRunFixture(join(root, 'run-fixture'));
});
afterAll(async () => {
  await rm(join(root, '..'), { recursive: true, force: true });
  await rm(runHome(root, 'ledger'), { recursive: true, force: true });
  await rm(runHome(root, 'run-fixture'), { recursive: true, force: true });
});

/** Starts a run and waits for its job to finish; returns the poll. */
async function run(queue: JobQueue, input: unknown) {
  const started = await startRunRequest(input, root, queue);
  if (!started.ok) throw new Error(started.error);
  await queue.settled(queue.ticket(started.jobId)!.job);
  const polled = pollRunRequest({ jobId: started.jobId }, queue);
  if (!polled.ok) throw new Error(polled.error);
  return polled;
}

/** The markers whose processes are still running after up to two seconds (a killed group takes a moment to go). */
async function survivors(markers: string[]): Promise<string[]> {
  let left = markers;
  for (let i = 0; i < 40 && left.length; i++) {
    await new Promise((r) => setTimeout(r, 50));
    left = left.filter(anyAlive);
  }
  return left;
}

describe('the Run tab runs one command through the runtime exec', () => {
  it('runs a read and returns its JSON, exit code, duration, tokens and argv', async () => {
    const queue = new JobQueue();
    const polled = await run(queue, { packId: 'ledger', verb: 'status' });
    expect(polled.status).toBe('done');
    const view = polled.run as RunView;
    expect(view).toMatchObject({ ok: true, json: true, exitCode: 0, argv: ['ledger', 'status', '--json'] });
    expect(view.result).toMatchObject({ currency: 'EUR' });
    expect(view.tokens).toBe(Math.ceil(view.stdout.length / 4));
    expect(view.ms).toBeGreaterThanOrEqual(0);
    expect(queue.running).toBe(0);
  });

  it('refuses a confirm-gated write without confirm and records it with confirm=true; list then shows it', async () => {
    const queue = new JobQueue();
    const args = { amount: '2.80', payee: 'demo-transit', memo: 'bus fare' };
    const refused = await run(queue, { packId: 'ledger', verb: 'transfer', args });
    expect(refused.run).toMatchObject({ ok: false, code: 'confirm_required', argv: [] });
    const before = (await run(queue, { packId: 'ledger', verb: 'list' })).run!.result as { entries: unknown[] };
    const paid = await run(queue, { packId: 'ledger', verb: 'transfer', args, confirm: true });
    expect(paid.run).toMatchObject({ ok: true, exitCode: 0 });
    expect(paid.run!.argv).toEqual([
      'ledger',
      'transfer',
      '2.80',
      '--to',
      'demo-transit',
      '--memo',
      'bus fare',
      '--confirm',
      '--json',
    ]);
    const after = (await run(queue, { packId: 'ledger', verb: 'list' })).run!.result as {
      entries: { memo?: string }[];
    };
    expect(after.entries.length).toBe(before.entries.length + 1);
    expect(JSON.stringify(after.entries)).toContain('bus fare');
  });

  it('refuses every write without the approval, not only the confirm-gated ones, and runs it once approved', async () => {
    const queue = new JobQueue();
    const args = { provider: 'demo-bank' };
    const refused = await run(queue, { packId: 'ledger', verb: 'connect', args });
    expect(refused.run).toMatchObject({ ok: false, code: 'approval_required', exitCode: null, argv: [] });
    expect(refused.run!.error).toMatch(/^approval required: ledger\.connect is a write/);
    const approved = await run(queue, { packId: 'ledger', verb: 'connect', args, confirm: true });
    expect(approved.run!.argv).toEqual(['ledger', 'connect', 'demo-bank', '--json']);
    expect(approved.run!.code).not.toBe('approval_required');
  });

  it('never takes confirm: true inside args for the approval: setup.apply, connect and transfer do not run', async () => {
    const queue = new JobQueue();
    const before = (await run(queue, { packId: 'ledger', verb: 'list' })).run!.result as { entries: unknown[] };
    for (const [verb, args] of [
      ['setup.apply', { confirm: true }],
      ['connect', { provider: 'demo-bank', confirm: true }],
      ['transfer', { amount: '9.99', payee: 'demo-grocer', confirm: true }],
      ['transfer', { amount: '9.99', payee: 'demo-grocer', confirm: 'true' }],
    ] as const) {
      const view = (await run(queue, { packId: 'ledger', verb, args, confirm: false })).run!;
      expect(view, verb).toMatchObject({ ok: false, exitCode: null, argv: [] });
      expect(view.code, verb).toMatch(/^(approval|confirm)_required$/);
    }
    const after = (await run(queue, { packId: 'ledger', verb: 'list' })).run!.result as { entries: unknown[] };
    expect(after.entries.length).toBe(before.entries.length);
  });

  it('checks the arguments against the schema before any process', async () => {
    const polled = await run(new JobQueue(), {
      packId: 'ledger',
      verb: 'transfer',
      args: { amount: 3 },
      confirm: true,
    });
    expect(polled.run).toMatchObject({ ok: false, code: 'invalid_args', exitCode: null, argv: [] });
    expect(polled.run!.error).toMatch(/missing required argument "payee"/);
  });

  it('masks agent_env values and credential-shaped strings in stdout, stderr and the result', async () => {
    const view = (await run(new JobQueue(), { packId: 'run-fixture', verb: 'leak' })).run!;
    const all = JSON.stringify(view);
    expect(all).not.toContain(FIXTURE_SECRET);
    expect(all).not.toContain('ghp_aaaa');
    expect(view.stderr).toBe('auth failed for token=•••• (also tried ••••)\n');
    expect(view.result).toEqual({ ok: true, used: '••••' });
  });

  it('masks the values of arguments the author marks secret in argv, stdout, stderr and the result, and nothing else', async () => {
    const secret = 'correct-horse-battery';
    const view = (
      await run(new JobQueue(), { packId: 'run-fixture', verb: 'echo', args: { text: secret }, secret: ['text'] })
    ).run!;
    expect(JSON.stringify(view)).not.toContain(secret);
    expect(view).toMatchObject({
      ok: true,
      argv: ['runfix', 'echo', '••••', '--json'],
      stderr: 'echo: ••••\n',
      result: { echoed: '••••' },
    });
    expect(view.stdout).toBe('{"echoed":"••••"}\n');
    // Unmarked, the same value comes back as the command printed it.
    const plain = (await run(new JobQueue(), { packId: 'run-fixture', verb: 'echo', args: { text: secret } })).run!;
    expect(plain.result).toEqual({ echoed: secret });
  });

  it("masks a refusal that quotes an argument marked secret or the pack's agent_env value", async () => {
    const marked = (
      await run(new JobQueue(), {
        packId: 'run-fixture',
        verb: 'echo',
        args: { text: '-correct-horse-battery' },
        secret: ['text'],
      })
    ).run!;
    expect(marked).toMatchObject({ ok: false, code: 'invalid_args', argv: [] });
    expect(marked.error).toBe(
      'argument "text" value "••••" of runfix would start the argv token with "-", so the CLI could read it as an option for run-fixture.echo',
    );
    const agentEnv = (
      await run(new JobQueue(), { packId: 'run-fixture', verb: 'echo', args: { text: `-${FIXTURE_SECRET}` } })
    ).run!;
    expect(agentEnv.error).toBe(
      'argument "text" value "-••••" of runfix would start the argv token with "-", so the CLI could read it as an option for run-fixture.echo',
    );
  });

  it('reads the marked values as the command receives them', () => {
    expect(
      markedSecrets({ pin: 1234, flag: true, text: 'abc', empty: '', none: null }, [
        'pin',
        'flag',
        'empty',
        'none',
        'missing',
      ]),
    ).toEqual(['1234', 'true']);
  });

  it('Stop cancels the job and kills the whole process group', async () => {
    const queue = new JobQueue();
    const started = await startRunRequest({ packId: 'run-fixture', verb: 'hang' }, root, queue);
    if (!started.ok) throw new Error(started.error);
    const markersFile = join(runHome(root, 'run-fixture'), 'markers.txt');
    let markers: string[] = [];
    for (let i = 0; i < 100 && markers.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      markers = (await readFile(markersFile, 'utf8').catch(() => '')).trim().split(' ').filter(Boolean);
    }
    expect(markers).toHaveLength(2);
    expect(markers.map(anyAlive)).toEqual([true, true]);
    expect(pollRunRequest({ jobId: started.jobId }, queue)).toMatchObject({ ok: true, status: 'running' });
    expect(stopRunRequest({ jobId: started.jobId }, queue)).toEqual({ ok: true, status: 'cancelled' });
    await queue.settled(queue.ticket(started.jobId)!.job);
    expect(pollRunRequest({ jobId: started.jobId }, queue)).toMatchObject({ ok: true, status: 'cancelled' });
    expect(await survivors(markers)).toEqual([]);
  });

  it('refuses bad input in one line', async () => {
    const queue = new JobQueue();
    expect(await startRunRequest({ packId: '../up', verb: 'x' }, root, queue)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^invalid packId/),
    });
    expect(await startRunRequest({ packId: 'ledger' }, root, queue)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/verb/),
    });
    expect(await startRunRequest({ packId: 'ledger', verb: 'status', shell: 'rm -rf /' }, root, queue)).toMatchObject({
      ok: false,
    });
    expect(pollRunRequest({ jobId: 'nope' }, queue)).toMatchObject({ ok: false });
    const unknown = await run(queue, { packId: 'ledger', verb: 'nope' });
    expect(unknown.run).toMatchObject({ ok: false, code: 'unknown_verb' });
  });
});

describe('the queue under a flood of posted runs', () => {
  it('300 posted runs cannot queue a static check behind them: past the bound they are refused, the check runs at once', async () => {
    const queue = new JobQueue({ limit: () => 1 });
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => startRunRequest({ packId: 'run-fixture', verb: 'hang' }, root, queue)),
    );
    const accepted = answers.flatMap((a) => (a.ok ? [a.jobId] : []));
    try {
      // One runs, MAX_QUEUED_PER_PACK wait; every other one is told why, in words the Run tab shows as they are.
      expect(accepted).toHaveLength(1 + MAX_QUEUED_PER_PACK);
      const refusals = new Set(answers.flatMap((a) => (a.ok ? [] : [a.error])));
      expect([...refusals]).toEqual([
        `the queue is full for run-fixture: ${MAX_QUEUED_PER_PACK} of its jobs are waiting (${MAX_QUEUED_PER_PACK} runs), the most one pack may have; try again when one of them has started (1 running now)`,
      ]);

      const check = await startCheckRequest(
        { packId: 'run-fixture', layers: { probe: false, eval: false } },
        root,
        queue,
      );
      if (!check.ok) throw new Error(check.error);
      await queue.settled(queue.ticket(check.jobId)!.job);
      const polled = await pollCheckRequest({ jobId: check.jobId }, queue);
      expect(polled).toMatchObject({ ok: true, status: 'done', report: { pack_id: 'run-fixture' } });
      // The runs are all still there, in the order they came.
      expect(queue.queued).toBe(MAX_QUEUED_PER_PACK);

      // A check that starts processes waits in the same line, so it is refused the same way.
      expect(
        await startCheckRequest({ packId: 'run-fixture', layers: { probe: true, eval: false } }, root, queue),
      ).toMatchObject({
        ok: false,
        error: expect.stringMatching(/^the queue is full for run-fixture: 8 of its jobs are waiting \(8 runs\)/),
      });
    } finally {
      for (const jobId of accepted) stopRunRequest({ jobId }, queue);
      await Promise.all(accepted.map((id) => queue.settled(queue.ticket(id)!.job)));
    }
  });
});
