import type { Finding } from '../core/finding';
import { createReport, notRequested, ran, type LayerRecord, type Report, type WorkdirRecord } from '../core/report';
import { SUPPRESSIONS_FILE } from '../core/suppressions-file';
import { HCP_CATEGORIES, HCP_CATEGORY_TABLE, HCP_OPTIONAL_LAYERS } from '../formats/hcp/categories';
import { HCP_FILES } from '../formats/hcp/files';
import { applySuppressions } from '../suppress/apply';
import { checkStatic } from './check';
import { hcpPolicySummary } from './policy-summary';
import { studioNotes } from './notes';
import { packId, type LoadedPack } from './load';
import type { EvalSummary, HcpSections, ProbeRecord } from './records';

/** The runtime layers when a run leaves them off, saying how to ask for them. */
export const NOT_REQUESTED = {
  probe: notRequested(HCP_OPTIONAL_LAYERS[0]),
  eval: notRequested(HCP_OPTIONAL_LAYERS[1]),
} as const satisfies Record<(typeof HCP_OPTIONAL_LAYERS)[number]['id'], LayerRecord>;

/** Which layer reports each HCP rule id, for suppressions: by the category its prefix names. */
export const HCP_SUPPRESSION_SCOPE = { categories: Object.values(HCP_CATEGORY_TABLE), files: HCP_FILES } as const;

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
    scoredCategories: HCP_CATEGORIES,
    findings: run.findings,
    layers: [...run.layers],
    // Both always there, empty when their layer did not run: hcpx's JSON report has both keys.
    sections: { probes: run.probes ?? [], eval: run.eval ?? null } satisfies HcpSections,
    workdir: run.workdir,
  });
  // The studio's notes sit beside the findings, after suppressions (which judge findings only).
  return {
    ...applySuppressions(report, pack.texts[SUPPRESSIONS_FILE], HCP_SUPPRESSION_SCOPE),
    studioNotes: studioNotes(pack, run.probes),
    policy: hcpPolicySummary(pack),
  };
}

/** The static report: lint and the 42 static rules, no probe, no eval. */
export function staticReport(pack: LoadedPack): Report {
  return hcpReport(pack, { findings: checkStatic(pack), layers: STATIC_LAYERS });
}
