import { sortFindings, type Finding } from '../core/finding';
import type { LoadedPack } from '../hcp/load';
import {
  ran,
  type EvalCaseResult,
  type EvalSummary,
  type LayerRecord,
  type ProbeRecord,
  type Report,
} from '../core/report';
import { hcpReport, NOT_REQUESTED } from '../hcp/report';
import { checkStatic } from '../hcp/check';
import { evalBlocked, runEvalLayer } from './eval';
import { runProbeLayer } from './probe';
import type { WorkFolders } from './project/workdir';

export interface FullCheckOptions {
  probe: boolean;
  eval: boolean;
  timeoutMs: number;
  /**
   * The run's folders (lib/node/project withRunFolders): where a `project` CLI runs and the scratch folder every
   * other one runs in; the report says which was used. Without them the runtime makes its own scratch folder.
   */
  folders?: Pick<WorkFolders, 'projectDir' | 'scratchDir' | 'record'>;
  /** Called as each probe and eval case finishes, for progress bars. */
  onProgress?: (event: ProgressEvent) => void;
  /** The runtime's store; a fresh temp directory per run unless given. */
  hcpHome?: string;
  /** Bare CLI names that may run from PATH; `PACKSTUDIO_ALLOWLIST` by default. */
  allowlist?: string[];
  /** At most this many probes at once; the machine's cores by default. */
  concurrency?: number;
  /** Cancels the check: no new process starts, the running ones are killed, and the check rejects. */
  signal?: AbortSignal;
}

export type ProgressEvent =
  | { type: 'probe'; done: number; total: number; record: ProbeRecord }
  | { type: 'eval'; done: number; total: number; result: EvalCaseResult }
  | { type: 'phase'; phase: 'static' | 'probe' | 'eval' | 'done' };

/**
 * Server-only: static rules, then the probe layer (when asked) and the eval layer (unless `eval: false`). The report's
 * layers say which ran; one asked for that could not run says why (plainly, never faked).
 */
export async function runFullCheck(pack: LoadedPack, packDir: string, options: FullCheckOptions): Promise<Report> {
  const progress = options.onProgress ?? (() => {});
  const runtime = {
    timeoutMs: options.timeoutMs,
    projectDir: options.folders?.projectDir,
    scratchDir: options.folders?.scratchDir,
    hcpHome: options.hcpHome,
    allowlist: options.allowlist,
    signal: options.signal,
  };
  progress({ type: 'phase', phase: 'static' });
  const findings: Finding[] = checkStatic(pack);
  const layers: LayerRecord[] = [ran('structure'), ran('static')];
  let probes: ProbeRecord[] = [];
  let evalSummary: EvalSummary | null = null;

  if (!options.probe) layers.push(NOT_REQUESTED.probe);
  else {
    progress({ type: 'phase', phase: 'probe' });
    const layer = await runProbeLayer(pack, packDir, {
      ...runtime,
      concurrency: options.concurrency,
      onRecord: (record, done, total) => progress({ type: 'probe', done, total, record }),
    });
    layers.push(layer.notRun ? { layer: 'probe', status: 'not_run', reason: layer.notRun } : ran('probe'));
    probes = layer.records;
    findings.push(...layer.findings);
  }

  if (!options.eval) layers.push(NOT_REQUESTED.eval);
  else {
    const blocked = await evalBlocked(pack, packDir, runtime);
    if (blocked) {
      // The eval rules' file-only findings are already among the static ones.
      layers.push({ layer: 'eval', status: 'not_run', reason: blocked });
    } else {
      progress({ type: 'phase', phase: 'eval' });
      const layer = await runEvalLayer(pack, packDir, {
        ...runtime,
        onCase: (result, done, total) => progress({ type: 'eval', done, total, result }),
      });
      evalSummary = layer.summary;
      layers.push(ran('eval'));
      // The layer judges every eval rule again, with the runs: its findings replace the static eval ones.
      findings.splice(0, findings.length, ...findings.filter((f) => f.category !== 'eval'), ...layer.findings);
    }
  }
  progress({ type: 'phase', phase: 'done' });
  const ranCli = layers.some((l) => (l.layer === 'probe' || l.layer === 'eval') && l.status === 'ran');
  const workdir = ranCli && options.folders ? options.folders.record(pack.model.wrap?.workspaceMode) : undefined;
  return hcpReport(pack, { findings: sortFindings(findings), layers, probes, eval: evalSummary, workdir });
}
