import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadFixture, type FixturePackSpec } from '../fixtures/make-pack';
import { loadPackFromDir } from '../load-dir';
import { maxJobs, processSlots } from '../pool';
import type { ExecResult } from '../runtime/exec';
import type { RunResult } from '../runtime/process';
import { evalPrecondition, judge, percentile, runEvalLayer } from './index';

const PACKS = fileURLToPath(new URL('../../../packs/', import.meta.url));
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));

async function evalFixture(spec: FixturePackSpec, timeoutMs = 8000) {
  const f = await loadFixture(spec);
  cleanups.push(f.cleanup);
  return runEvalLayer(f.pack, f.dir, { timeoutMs, projectDir: f.dir });
}

describe('eval layer on the example packs', () => {
  for (const name of ['ledger', 'transit']) {
    it(`${name}: every case passes, with duration, tokens, p50 and p95`, async () => {
      const dir = resolve(PACKS, name);
      const pack = await loadPackFromDir(dir);
      expect(evalPrecondition(pack)).toBeNull();
      const { summary, findings } = await runEvalLayer(pack, dir, { timeoutMs: 10000, projectDir: dir });
      expect(summary.cases.filter((c) => !c.passed)).toEqual([]);
      expect(summary.failed).toBe(0);
      expect(summary.passed).toBe(pack.model.evalCases!.length);
      expect(summary.p50_ms).toBeGreaterThan(0);
      expect(summary.p95_ms).toBeGreaterThanOrEqual(summary.p50_ms);
      expect(findings).toEqual([]);
    });
  }

  it('ledger: the refusal case never starts the CLI; the confirmed one does', async () => {
    const dir = resolve(PACKS, 'ledger');
    const { summary } = await runEvalLayer(await loadPackFromDir(dir), dir, { timeoutMs: 10000, projectDir: dir });
    const [refused, confirmed] = summary.cases.filter((c) => c.verb === 'transfer');
    expect(refused).toMatchObject({ passed: true, tokens: 0 });
    expect(confirmed).toMatchObject({ passed: true });
    expect(confirmed.tokens).toBeGreaterThan(0);
  });
});

const well = (cases: unknown[]): FixturePackSpec => ({
  cliBin: 'well',
  script: 'well.mjs',
  verbs: {
    list: { cli: ['well', 'list'] },
    show: {
      cli: ['well', 'show', '{{id}}'],
      args: { type: 'object', properties: { id: { type: 'string', examples: ['7'] } }, required: ['id'] },
    },
    fail: { cli: ['well', 'fail'] },
  },
  eval: { cases },
});

describe('eval cases', () => {
  it('a case whose argument still starts with TODO fails without running', async () => {
    const { outcomes, findings } = await evalFixture(well([{ name: 'show', verb: 'show', args: { id: 'TODO id' } }]));
    expect(outcomes[0]).toMatchObject({
      passed: false,
      ran: false,
      ms: 0,
      error: 'argument "id" is still "TODO id": replace it with a real value; the case did not run',
    });
    expect(findings.map((f) => [f.id, f.pointer])).toEqual([
      ['E005', '/cases/0'],
      ['E004', '/cases'],
    ]);
  });

  it('a case that runs past the timeout fails, and the run ends at the timeout', async () => {
    const started = Date.now();
    const { outcomes } = await evalFixture(
      {
        cliBin: 'waiter',
        script: 'stdin-wait.mjs',
        verbs: { list: { cli: ['waiter', 'list'] } },
        eval: { cases: [{ name: 'prompting list', verb: 'list', expect: { ok: false } }] },
      },
      2000,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(outcomes[0]).toMatchObject({
      passed: false,
      ran: true,
      error: 'timed out after 2000 ms (stdin closed; the process group was killed)',
    });
  });

  it('checks every expect field and names each miss', async () => {
    const { outcomes, summary } = await evalFixture(
      well([
        { name: 'no expect means ok: true', verb: 'list' },
        {
          name: 'all fields pass',
          verb: 'show',
          args: { id: '7' },
          expect: {
            ok: true,
            json: true,
            contains: ['"id":"7"'],
            not_contains: ['error'],
            max_ms: 8000,
            max_tokens: 100,
          },
        },
        {
          name: 'all fields fail',
          verb: 'list',
          expect: { ok: true, json: false, contains: ['zebra'], not_contains: ['a1'], max_tokens: 1 },
        },
        { name: 'expected failure with its error', verb: 'fail', expect: { ok: false, error: 'backend unavailable' } },
        { name: 'wrong error text', verb: 'fail', expect: { ok: false, error: 'quota' } },
        {
          name: 'unknown argument refused by the runtime',
          verb: 'show',
          args: { id: '1', extra: 'x' },
          expect: { ok: false, error: 'unknown argument "extra"' },
        },
        { name: 'unknown command', verb: 'shw' },
      ]),
    );
    expect(outcomes.map((o) => o.passed)).toEqual([true, true, false, true, false, true, false]);
    expect(outcomes[2].error).toBe(
      'output lacks "zebra"; output contains "a1"; output is JSON, expected text; output is ' +
        outcomes[2].tokens +
        ' tokens, over max_tokens 1',
    );
    expect(outcomes[4].error).toBe('error "exit 1: well: backend unavailable", expected it to contain "quota"');
    expect(outcomes[6]).toMatchObject({
      ran: false,
      error: '"shw" is not a command of this pack; the case did not run',
    });
    expect(summary).toMatchObject({ passed: 4, failed: 3 });
  });
});

describe('eval on masked output', () => {
  it('a case expecting an agent_env value passes on the masked output, and a miss never repeats the value', async () => {
    const { outcomes } = await evalFixture({
      ...well([
        { name: 'sees its mode', verb: 'env', expect: { contains: ['paper-mode-7'] } },
        { name: 'wrong expectation', verb: 'env', expect: { contains: ['paper-mode-7 zebra'] } },
      ]),
      verbs: { env: { cli: ['well', 'env'] } },
      wrap: { agent_env: { WELL_MODE: 'paper-mode-7' } },
    });
    expect(outcomes.map((o) => o.passed)).toEqual([true, false]);
    expect(outcomes[1].error).toBe('output lacks "•••• zebra"');
  });
});

describe('eval timing under load', () => {
  it('max_ms counts from the moment the process starts, not from the wait for a process slot', async () => {
    // Every process slot is taken, as by other checks, and stays taken for 1.5 s (longer than max_ms) from the moment
    // the case is in line for one: it waits, then runs in well under max_ms.
    const held = await Promise.all(Array.from({ length: maxJobs() }, () => processSlots.acquire()));
    const evaluating = evalFixture(well([{ name: 'quick list', verb: 'list', expect: { ok: true, max_ms: 1000 } }]));
    await vi.waitFor(() => expect(processSlots.waiting).toBeGreaterThan(0), { timeout: 20_000, interval: 10 });
    const queued = performance.now();
    setTimeout(() => held.forEach((release) => release()), 1500);
    const { outcomes } = await evaluating;
    expect(performance.now() - queued).toBeGreaterThan(1400);
    expect(outcomes[0]).toMatchObject({ passed: true, ran: true, error: null });
    expect(outcomes[0].ms).toBeLessThan(1000);
  });
});

describe('judge and percentiles', () => {
  const run = (o: Partial<RunResult>): RunResult => ({
    argv: ['x'],
    exit_code: 0,
    signal: null,
    ms: 10,
    tokens: 1,
    json: { ok: true },
    timed_out: false,
    stdout: '{"ok":true}',
    stderr: '',
    truncated: false,
    ...o,
  });
  const res = (o: Partial<ExecResult>): ExecResult => ({ ok: true, result: { ok: true }, run: run({}), ...o });

  it('max_ms', () => {
    expect(judge({ expect: { max_ms: 50 } }, res({}), 80)).toMatchObject({
      passed: false,
      error: 'took 80 ms, over max_ms 50',
    });
  });

  it('output is the JSON result when stdout is empty', () => {
    expect(judge({ expect: { contains: ['"ok":true'] } }, res({ run: run({ stdout: '' }) }), 1).passed).toBe(true);
  });

  it('json: true on a failed call', () => {
    expect(
      judge(
        { expect: { json: true, ok: false } },
        res({ ok: false, error: 'confirm required', run: undefined, result: undefined }),
        0,
      ).error,
    ).toBe('no JSON output (the call failed)');
  });

  it('an expect naming an error expects ok: false', () => {
    expect(
      judge({ expect: { error: 'confirm required' } }, res({ ok: false, error: 'confirm required', run: undefined }), 0)
        .passed,
    ).toBe(true);
  });

  it('nearest-rank p50 and p95', () => {
    expect(percentile([], 50)).toBe(0);
    expect(percentile([30, 10, 20], 50)).toBe(20);
    expect(
      percentile(
        Array.from({ length: 20 }, (_, i) => i + 1),
        95,
      ),
    ).toBe(19);
    expect(percentile([5], 95)).toBe(5);
  });
});
