'use client';
import { evalWrites } from '@/lib/hcp/eval-writes';
import { loadPackFromTexts, type PackTexts } from '@/lib/hcp/load';
import type { EvalCaseResult, EvalSummary, ProbeRecord } from '@/lib/hcp/records';
import { HCP_OPTIONAL_LAYERS } from '@/lib/formats/hcp/categories';
import type { FullCheck } from '../check/full-check';
import { EvalTable, ProbeTable } from './tables';

/**
 * An HCP pack's full check on the dashboard: after the static rules, the probe of the wrapped CLI (each run in a
 * table that opens what it printed) and the eval cases (each case's result, the summary once the report is there).
 */
const [PROBE, EVAL] = HCP_OPTIONAL_LAYERS;

export const HCP_FULL_CHECK: FullCheck = {
  words: {
    beyond: 'the probe of the wrapped CLI and the eval cases',
    ticked: 'Probe and eval are ticked',
    unticked: 'Probe and eval start unticked',
    leftOff: 'Probe or eval was left off',
  },
  layers: [
    {
      declared: PROBE,
      doing: 'probing the wrapped CLI',
      section: 'probes',
      progressLabel: 'Probes',
      title: 'Probe',
      subtitle: "Each run of the wrapped CLI: help, an unknown subcommand, each subcommand's help and the reads.",
      waiting: 'Waiting for the first probe…',
      none: 'No probe ran.',
      table(section, items) {
        const reported = (section as ProbeRecord[] | undefined) ?? [];
        const probes = reported.length ? reported : (items as ProbeRecord[]);
        return probes.length ? <ProbeTable probes={probes} /> : null;
      },
    },
    {
      declared: EVAL,
      doing: 'running the eval cases',
      section: 'eval',
      progressLabel: 'Eval cases',
      title: 'Eval',
      subtitle: "Each of the pack's eval cases run through the runtime, as an agent would call it.",
      waiting: 'Waiting for the first case…',
      none: 'No eval case ran.',
      table(section, items) {
        const summary = (section as EvalSummary | null | undefined) ?? null;
        const cases = summary?.cases.length ? summary.cases : (items as EvalCaseResult[]);
        return cases.length ? <EvalTable cases={cases} summary={summary} /> : null;
      },
    },
  ],
  plannedWrites: (texts) => evalWrites(loadPackFromTexts(texts as PackTexts).model),
};
