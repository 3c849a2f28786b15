// The check runtime's server actions (app/actions/check-actions.ts) are being built; until they land, the
// dashboard's buttons answer with this plain error instead of a result.
import type { CheckReport, EvalCaseResult, ProbeRecord } from '@/lib/hcp/report';

export interface CheckProgress {
  probesDone: number;
  probesTotal: number;
  casesDone: number;
  casesTotal: number;
  phase: string;
}

export type StartResult = { ok: true; jobId: string } | { ok: false; error: string };
export type PollResult =
  | {
      ok: true;
      status: string;
      progress: CheckProgress;
      probes: ProbeRecord[];
      cases: EvalCaseResult[];
      report: CheckReport | null;
      notRun: { layer: string; reason: string }[];
      error?: string | null;
    }
  | { ok: false; error: string };

export async function startCheck(_input: { packId: string; probe: boolean; eval: boolean }): Promise<StartResult> {
  return { ok: false, error: 'The check runtime (app/actions/check-actions.ts) is not built yet, so no check can run from the studio.' };
}

export async function pollCheck(_input: { jobId: string }): Promise<PollResult> {
  return { ok: false, error: 'The check runtime is not built yet.' };
}
