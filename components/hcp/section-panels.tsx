'use client';
import type { EvalSummary, ProbeRecord } from '@/lib/hcp/records';
import type { SectionPanel } from '../check/report-sections';
import { EvalTable, ProbeTable } from './tables';

/** HCP's report sections in the studio: the probe table (each row opens what the CLI printed) and the eval table. */
export const HCP_SECTION_PANELS: Record<string, SectionPanel> = {
  probes: ({ data }) => <ProbeTable probes={data as ProbeRecord[]} />,
  eval: ({ data }) => {
    const summary = data as EvalSummary;
    return <EvalTable cases={summary.cases} summary={summary} />;
  },
};
