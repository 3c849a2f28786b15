import { cp } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { PollCheckResult, StartCheckResult } from '../node/jobs';
import { percentile } from '../node/eval/judge';
import type { StudioServer } from './studio-server';

/**
 * Issue 9 §2: 50 full checks (probe + eval) started at once through the server actions must give the same
 * reports as a quiet run. Two rounds: 50 checks of ledger and transit themselves (identical requests join one
 * job), then 50 checks of 50 distinct copies (nothing can join: 50 real checks through the bounded queue).
 */

const PACKS = ['ledger', 'transit'] as const;
export const COPIES_PER_PACK = 25;
const POLL_MS = 250; // what the dashboard polls at

export const copyId = (pack: string, i: number) => `${pack}-${String(i + 1).padStart(2, '0')}`;

/** Ledger, transit and 25 copies of each, in the temp workspace. */
export async function prepareLoadWorkspace(packsDir: string): Promise<void> {
  for (const pack of PACKS) {
    const source = resolve(import.meta.dirname, '../../packs', pack);
    await cp(source, join(packsDir, pack), { recursive: true });
    for (let i = 0; i < COPIES_PER_PACK; i++) await cp(source, join(packsDir, copyId(pack, i)), { recursive: true });
  }
}

type Done = Extract<PollCheckResult, { ok: true }>;

/** What must match the quiet run: the score and the finding ids (in order). */
const fingerprint = (r: Done) =>
  r.report
    ? `${r.report.score} ${r.report.findings.map((f) => f.id).join(',') || '(none)'}`
    : `no report: ${r.status} ${r.error ?? ''}`;

/** Starts one full check as the dashboard does and polls it to the end; ms = time to the result. */
async function check(studio: StudioServer, packId: string): Promise<{ result: Done; ms: number; joined: boolean }> {
  const started = performance.now();
  const page = `/packs/${packId}`;
  const start = await studio.action<StartCheckResult>(
    'startCheck',
    { packId, layers: { probe: true, eval: true } },
    page,
  );
  if (!start.ok) throw new Error(`startCheck ${packId}: ${start.error}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const poll = await studio.action<PollCheckResult>('pollCheck', { jobId: start.jobId }, page);
    if (!poll.ok) throw new Error(`pollCheck ${packId}: ${poll.error}`);
    if (poll.status !== 'queued' && poll.status !== 'running')
      return { result: poll, ms: performance.now() - started, joined: start.joined };
  }
}

export interface LoadRound {
  name: string;
  checks: number;
  equal: number;
  joined: number;
  wallMs: number;
  p50Ms: number;
  p95Ms: number;
  differences: string[];
}

export async function loadBench(
  studio: StudioServer,
): Promise<{ quiet: Record<string, { fingerprint: string; ms: number }>; rounds: LoadRound[] }> {
  const quiet: Record<string, { fingerprint: string; ms: number }> = {};
  for (const pack of PACKS) {
    const { result, ms } = await check(studio, pack);
    quiet[pack] = { fingerprint: fingerprint(result), ms };
  }
  // The quiet run's jobs are just finished: wait past the join window so round 1 measures real checks.
  await new Promise((r) => setTimeout(r, 10_500));
  const same = Array.from({ length: COPIES_PER_PACK * 2 }, (_, i) => ({ id: PACKS[i % 2], of: PACKS[i % 2] }));
  const distinct = PACKS.flatMap((pack) =>
    Array.from({ length: COPIES_PER_PACK }, (_, i) => ({ id: copyId(pack, i), of: pack })),
  );
  const rounds = [
    await round(studio, 'ledger and transit, 50 at once (identical requests join)', same, quiet),
    await round(studio, '50 distinct copies at once (nothing joins)', distinct, quiet),
  ];
  return { quiet, rounds };
}

async function round(
  studio: StudioServer,
  name: string,
  targets: { id: string; of: string }[],
  quiet: Record<string, { fingerprint: string }>,
): Promise<LoadRound> {
  const started = performance.now();
  const runs = await Promise.all(targets.map(async (t) => ({ ...t, ...(await check(studio, t.id)) })));
  const wallMs = performance.now() - started;
  const differences = runs
    .filter((r) => fingerprint(r.result) !== quiet[r.of].fingerprint)
    .map((r) => `${r.id}: ${fingerprint(r.result)} (quiet: ${quiet[r.of].fingerprint})${findingText(r.result)}`);
  const ms = runs.map((r) => r.ms);
  return {
    name,
    checks: runs.length,
    equal: runs.length - differences.length,
    joined: runs.filter((r) => r.joined).length,
    wallMs,
    p50Ms: percentile(ms, 50),
    p95Ms: percentile(ms, 95),
    differences,
  };
}

const findingText = (r: Done) =>
  r.report?.findings.length
    ? ` — ${r.report.findings
        .slice(0, 3)
        .map((f) => `${f.id} ${f.message}`)
        .join(' | ')}`
    : '';
