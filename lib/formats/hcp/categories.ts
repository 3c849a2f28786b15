import type { CategoryInfo } from '../../core/categories';
import { STRUCTURE_CATEGORY } from '../structure';
import type { OptionalLayer } from '../types';
import type { HcpFile } from './files';

/**
 * An HCP pack's categories of rules, in the order the report scores them: each with the files its rules need, the
 * layer that reports it and the rule index's words. Plain data: the HCP engine and the format's entry both read it.
 */
export const HCP_CATEGORY_TABLE = {
  structure: STRUCTURE_CATEGORY,
  manifest: {
    id: 'manifest',
    prefix: 'M',
    label: 'Manifest',
    blurb: 'surface.json: the commands, their arguments and how the pack binds.',
    needs: ['surface.json'],
    layer: 'static',
    examples: 'surface.json',
    generalFix: 'Edit surface.json so the command reads like the correct example, then run the check again.',
  },
  policy: {
    id: 'policy',
    prefix: 'P',
    label: 'Policy',
    blurb: 'policy.json: which commands write and which ask a person first.',
    needs: ['surface.json', 'policy.json'],
    layer: 'static',
    examples: 'policy.json',
    generalFix: 'Edit the row in policy.json so it reads like the correct example, then run the check again.',
  },
  skill: {
    id: 'skill',
    prefix: 'S',
    label: 'Skill',
    blurb: 'HARNESS.md: what the agent reads before it calls anything.',
    needs: ['HARNESS.md'],
    layer: 'static',
    examples: 'HARNESS.md',
    generalFix: 'Edit HARNESS.md so it reads like the correct example, then run the check again.',
  },
  probe: {
    id: 'probe',
    prefix: 'R',
    label: 'Probe',
    blurb: 'The wrapped CLI, run the way an agent runs it (check --probe).',
    needs: ['surface.json'],
    layer: 'probe',
    generalFix:
      "Change the CLI, or the command's cli[] in surface.json, so the run behaves like the correct example; then run the check with probe again.",
  },
  eval: {
    id: 'eval',
    prefix: 'E',
    label: 'Eval',
    blurb: 'hcp.eval.json cases, replayed through the reference runtime.',
    needs: ['surface.json'],
    layer: 'eval',
    examples: 'hcp.eval.json',
    generalFix:
      'Edit hcp.eval.json (or the command it exercises) so it reads like the correct example, then run the check with eval again.',
  },
} as const satisfies { [C in string]: CategoryInfo<C, HcpFile> };

export type HcpCategory = keyof typeof HCP_CATEGORY_TABLE;

/** Every HCP category, in the table's order: the order of `Report.categories`. */
export const HCP_CATEGORIES = Object.keys(HCP_CATEGORY_TABLE) as HcpCategory[];

/** The HCP layers, in the order a report lists them. */
export const HCP_LAYERS = ['structure', 'static', 'probe', 'eval'] as const;

/**
 * HCP's full check beyond lint and the static rules: the probe of the wrapped CLI (off unless `--probe`) and the
 * eval cases (on unless `--no-eval`). Both start the CLI; eval cases may run a confirmed write.
 */
export const HCP_OPTIONAL_LAYERS = [
  { id: 'probe', label: 'With probe', defaultOn: false, flag: 'probe', runsProcesses: true, writes: false },
  { id: 'eval', label: 'With eval', defaultOn: true, flag: 'no-eval', runsProcesses: true, writes: true },
] as const satisfies readonly OptionalLayer[];
