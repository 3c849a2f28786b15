import type { Finding } from '../../core/finding';
import { argvSource, displayBin, subcommandWords } from '../../hcp/argv';
import type { LoadedPack } from '../../hcp/load';
import { PROBE_OUTPUT_HEAD, type ProbeRecord } from '../../hcp/records';
import { hcpRunner } from '../../hcp/runner';
import { probeFindings } from '../../hcp/rules/probe/run';
import type { ProbeContext, ProbeObservation } from '../../hcp/rules/probe/types';
import { defaultConcurrency, mapConcurrent } from '../pool';
import { Runtime, type RuntimeOptions } from '../runtime/exec';
import { allowHint } from '../runtime/sandbox';
import type { RunResult } from '../runtime/process';
import { planProbes, type ProbePlan, type ProbeStep } from './plan';

export interface ProbeLayerOptions extends Omit<RuntimeOptions, 'runner' | 'packDir' | 'grants'> {
  timeoutMs: number;
  /** At most this many processes at once; the machine's cores by default. */
  concurrency?: number;
  /** Called as each probe finishes (in completion order). */
  onRecord?: (record: ProbeRecord, done: number, total: number) => void;
}

export interface ProbeLayerResult {
  /** Why the layer could not run (said plainly), when it did not. */
  notRun?: string;
  records: ProbeRecord[];
  observations: ProbeObservation[];
  findings: Finding[];
}

/** The probe layer: runs the wrapped CLI the way an agent does (never a write) and applies R001–R014. */
export async function runProbeLayer(
  pack: LoadedPack,
  packDir: string,
  options: ProbeLayerOptions,
): Promise<ProbeLayerResult> {
  const reason = cannotProbe(pack);
  if (reason) return { notRun: reason, records: [], observations: [], findings: [] };
  // Reads are called with the read grant only: even a wrong plan cannot run a write.
  const runtime = new Runtime({ ...options, runner: hcpRunner(pack), packDir, grants: ['verb.exec.read'] });
  try {
    const bin = await runtime.resolveBin();
    if (!bin.ok && bin.code === 'not_allowlisted') {
      // Nothing may run, but R001 ("wrap.bin resolves, in the pack or on PATH") needs no process: it is still judged.
      const located: ProbeContext = {
        pack,
        bin: bin.onPath
          ? { ok: true }
          : { ok: false, error: `sandbox: bin "${pack.model.wrap?.bin}" not found on PATH` },
        observations: [],
        skipped: [],
        timeoutMs: options.timeoutMs,
      };
      const findings = probeFindings(located).filter((f) => f.id === 'R001');
      return {
        notRun: `${bin.error}; ${allowHint(pack.model.wrap?.bin ?? '')}`,
        records: [],
        observations: [],
        findings,
      };
    }
    const plan = planProbes(pack);
    const ctx: ProbeContext = {
      pack,
      bin: bin.ok ? { ok: true } : { ok: false, error: bin.error },
      observations: [],
      skipped: plan.skipped,
      timeoutMs: options.timeoutMs,
    };
    if (bin.ok) {
      const ran = await runSteps(runtime, plan.steps, options);
      ctx.observations = ran.flatMap((r) => ('observation' in r ? [r.observation] : []));
      ctx.skipped.push(...ran.flatMap((r) => ('skipped' in r ? [r.skipped] : [])));
    }
    const records = [...ctx.observations.map(toRecord), ...skippedRecords(pack, plan, ctx.skipped)];
    return { records, observations: ctx.observations, findings: probeFindings(ctx) };
  } finally {
    await runtime.dispose();
  }
}

/** Why there is nothing to probe, or null. */
export function cannotProbe(pack: LoadedPack): string | null {
  if (!pack.surface?.ok) return 'surface.json is missing or does not parse';
  if (pack.model.kind !== 'wrap')
    return `the pack's adapter is "${pack.model.kind}", not wrap: there is no CLI to probe`;
  if (!pack.model.wrap?.bin) return 'wrap.bin is not set (lint reports it)';
  return null;
}

type StepOutcome =
  { observation: ProbeObservation } | { skipped: { verb: string; reason: string } } | { refused: string };

async function runSteps(runtime: Runtime, steps: ProbeStep[], options: ProbeLayerOptions): Promise<StepOutcome[]> {
  let done = 0;
  // Reads (the slow ones) start first, so the short help probes fill the gaps at the end.
  const order = steps
    .map((s, i) => [s.purpose === 'read' ? 0 : 1, i])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([, i]) => i);
  const run = async (step: ProbeStep) => {
    const outcome = await runStep(runtime, step, options.timeoutMs);
    done++;
    if ('observation' in outcome) options.onRecord?.(toRecord(outcome.observation), done, steps.length);
    return outcome;
  };
  return mapConcurrent(steps, options.concurrency ?? defaultConcurrency(), run, order, options.signal);
}

async function runStep(runtime: Runtime, step: ProbeStep, timeoutMs: number): Promise<StepOutcome> {
  if (step.purpose === 'read') {
    const result = await runtime.exec(step.verbs[0], step.callArgs, { timeoutMs });
    return result.run
      ? { observation: observe(step, result.run) }
      : { skipped: { verb: step.verbs[0], reason: result.error ?? 'refused' } };
  }
  const run = await runtime.runArgv(step.args, { timeoutMs });
  return 'error' in run ? { refused: run.error } : { observation: observe(step, run) };
}

function observe(step: ProbeStep, run: RunResult): ProbeObservation {
  return {
    purpose: step.purpose,
    verbs: step.verbs,
    ...(step.purpose === 'subcommand-help' ? { words: step.words } : {}),
    argv: run.argv,
    exit_code: run.exit_code,
    timed_out: run.timed_out,
    ms: run.ms,
    tokens: run.tokens,
    json: run.json !== undefined,
    stdout: run.stdout,
    stderr: run.stderr,
    truncated: run.truncated,
    ...(run.escapes ? { escapes: run.escapes } : {}),
    ...(run.spawn_error ? { spawn_error: run.spawn_error } : {}),
  };
}

/** What the probe table says of the probes that did not run: each withheld write subcommand and each read skipped. */
function skippedRecords(pack: LoadedPack, plan: ProbePlan, skipped: ProbeContext['skipped']): ProbeRecord[] {
  const bin = displayBin({ cliBin: pack.model.cliBin, wrapBin: pack.model.wrap?.bin });
  const notRun = { exit_code: null, ms: 0, tokens: 0, json: false, timed_out: false } as const;
  return [
    ...plan.withheld.map((w) => ({
      argv: [bin, ...w.args],
      ...notRun,
      purpose: w.purpose,
      skipped: w.reason,
    })),
    ...skipped.map((s) => {
      const command = pack.model.commands.find((c) => c.key === s.verb);
      const words = command ? subcommandWords(argvSource(pack.model, command)) : [];
      return { argv: [bin, ...words], ...notRun, purpose: 'read', verb: s.verb, skipped: s.reason };
    }),
  ];
}

export function toRecord(o: ProbeObservation): ProbeRecord {
  return {
    argv: o.argv,
    exit_code: o.exit_code,
    ms: o.ms,
    tokens: o.tokens,
    json: o.json,
    timed_out: o.timed_out,
    purpose: o.purpose,
    ...(o.purpose === 'read' ? { verb: o.verbs[0] } : {}),
    ...(o.truncated ? { stdout_truncated: true } : {}),
    ...head('stdout_head', o.stdout),
    ...head('stderr_head', o.stderr),
  };
}

/** The start of one stream (masked where it entered, lib/node/runtime/process.ts); absent when the CLI printed nothing there. */
function head(key: 'stdout_head' | 'stderr_head', text: string | undefined): Partial<ProbeRecord> {
  if (!text) return {};
  return { [key]: text.length > PROBE_OUTPUT_HEAD ? `${text.slice(0, PROBE_OUTPUT_HEAD)}…` : text };
}

export { planProbes, readArgs, UNKNOWN_SUBCOMMAND, isProbeableRead } from './plan';
