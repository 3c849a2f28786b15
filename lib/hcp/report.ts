import type { Finding } from '../core/finding';
import {
  createReport,
  ran,
  type EvalSummary,
  type LayerRecord,
  type ProbeRecord,
  type Report,
  type WorkdirRecord,
} from '../core/report';
import { SUPPRESSIONS_FILE } from '../formats/suppressions-file';
import { applySuppressions } from '../suppress/apply';
import { checkStatic } from './check';
import { studioNotes } from './notes';
import { packId, type LoadedPack } from './load';

/** The runtime layers when a run leaves them off, saying how to ask for them. */
export const NOT_REQUESTED = {
  probe: { layer: 'probe', status: 'not_requested', reason: 'not asked for (check --probe runs it)' },
  eval: { layer: 'eval', status: 'not_requested', reason: 'not asked for (check runs it unless --no-eval)' },
} as const satisfies Record<'probe' | 'eval', LayerRecord>;

/** The layers a static check runs: lint and the static rules; probe and eval were not asked for. */
export const STATIC_LAYERS: readonly LayerRecord[] = [
  ran('structure'),
  ran('static'),
  NOT_REQUESTED.probe,
  NOT_REQUESTED.eval,
];

export interface HcpRun {
  findings: Finding[];
  layers: readonly LayerRecord[];
  probes?: ProbeRecord[];
  eval?: EvalSummary | null;
  workdir?: WorkdirRecord;
}

/** An HCP pack's report: scored, with its pack id, and the pack's packstudio.json applied (every check path comes here). */
export function hcpReport(pack: LoadedPack, run: HcpRun): Report {
  const report = createReport({
    pack_id: packId(pack),
    format: 'hcp',
    scored: true,
    findings: run.findings,
    layers: [...run.layers],
    probes: run.probes,
    eval: run.eval,
    workdir: run.workdir,
  });
  // The studio's notes sit beside the findings, after suppressions (which judge findings only).
  return { ...applySuppressions(report, pack.texts[SUPPRESSIONS_FILE]), studioNotes: studioNotes(pack, run.probes) };
}

/** The static report: lint and the 42 static rules, no probe, no eval. */
export function staticReport(pack: LoadedPack): Report {
  return hcpReport(pack, { findings: checkStatic(pack), layers: STATIC_LAYERS });
}
