import type { Finding } from '../core/finding';
import type { LoadedPack } from '../hcp/load';
import { buildReport, type CheckReport, type EvalCaseResult, type ProbeRecord } from '../hcp/report';
import { checkStatic } from '../hcp/check';

export interface FullCheckOptions {
  probe: boolean;
  eval: boolean;
  timeoutMs: number;
  /** The directory `check` was started from (workspace mode `project`). */
  projectDir: string;
  /** Called as each probe and eval case finishes, for progress bars. */
  onProgress?: (event: ProgressEvent) => void;
}

export type ProgressEvent =
  | { type: 'probe'; done: number; total: number; record: ProbeRecord }
  | { type: 'eval'; done: number; total: number; result: EvalCaseResult }
  | { type: 'phase'; phase: 'static' | 'probe' | 'eval' | 'done' };

export interface FullCheckResult {
  report: CheckReport;
  /** Layers asked for that did not run, and why (said plainly, never faked). */
  notRun: { layer: 'probe' | 'eval'; reason: string }[];
}

/** Server-only: static rules, then the probe and eval layers when asked. */
export async function runFullCheck(pack: LoadedPack, packDir: string, options: FullCheckOptions): Promise<FullCheckResult> {
  const findings: Finding[] = checkStatic(pack);
  const notRun: FullCheckResult['notRun'] = [];
  if (options.probe) notRun.push({ layer: 'probe', reason: 'the probe layer is not built yet' });
  if (options.eval) notRun.push({ layer: 'eval', reason: 'the eval layer is not built yet' });
  void packDir;
  return { report: buildReport(pack, findings), notRun };
}
