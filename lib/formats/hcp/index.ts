import { categoryOfId } from '../../core/categories';
import type { RuleMeta } from '../../core/rule';
import { SUPPRESSIONS_FILE } from '../../core/suppressions-file';
import { hcpAgentReadiness } from '../../hcp/agent-input';
import { LINT_RULES } from '../../hcp/lint/rules';
import { loadPackFromTexts, type LoadedPack } from '../../hcp/load';
import { hcpPolicySummary } from '../../hcp/policy-summary';
import { staticReport } from '../../hcp/report';
import { EVAL_RULE_METAS } from '../../hcp/rules/eval/index';
import { STATIC_RULES } from '../../hcp/rules/index';
import { PROBE_RULE_METAS } from '../../hcp/rules/probe/index';
import { scaffoldPack } from '../../hcp/scaffold';
import { hcpJsonSchemas } from '../../hcp/schemas/json-schemas';
import { SUPPRESSION_RULE_METAS } from '../../suppress/rules';
import { suppressionsJsonSchema } from '../../suppress/schema';
import type { PackFormat } from '../types';
import { RECUED_FILE } from '../recued/files';
import { HCP_CATEGORIES, HCP_CATEGORY_TABLE, HCP_LAYERS, HCP_OPTIONAL_LAYERS } from './categories';
import { HCP_FILES, type HcpPackFile } from './files';
import { HCP_REPORT_SECTIONS } from './sections';
import { compareText } from '../../core/text-order';

export { HCP_FILES, isHcpFile, type HcpFile, type HcpPackFile } from './files';

export type HcpPreview = 'approval';

const CATEGORIES = Object.values(HCP_CATEGORY_TABLE);

/** The files first, then the runtime layers, then lint: the order an author meets the rules in. */
const INDEX_ORDER = ['manifest', 'policy', 'skill', 'probe', 'eval', 'structure'] as const;

/**
 * Every rule an HCP report can carry, in the rule index's order: by category, then by id. packstudio.json's own
 * kinds are lint kinds (L-…), listed with lint's.
 */
function indexRules(): RuleMeta[] {
  const metas = [
    ...STATIC_RULES.map((r) => r.meta),
    ...PROBE_RULE_METAS,
    ...EVAL_RULE_METAS,
    ...LINT_RULES.map((r) => r.meta),
    ...SUPPRESSION_RULE_METAS,
  ];
  const rank = (meta: RuleMeta) => INDEX_ORDER.indexOf(categoryOfId(CATEGORIES, meta.id)!.id as never);
  return metas.sort((a, b) => rank(a) - rank(b) || compareText(a.id, b.id));
}

let rules: RuleMeta[] | undefined;
let jsonSchemas: Partial<Record<HcpPackFile, object>> | undefined;

/** HCP packs: surface.json, policy.json, HARNESS.md and hcp.eval.json, scored A–F by lint and the static rules. */
export const hcpFormat: PackFormat<'hcp', HcpPackFile, LoadedPack, object, HcpPreview> = {
  id: 'hcp',
  label: 'HCP pack',
  shortLabel: 'HCP',
  filterLabel: 'HCP packs',
  noDescription: 'No lead paragraph in HARNESS.md yet',
  // The four spec files, then packstudio.json (the suppressions; not an HCP file, so it never makes a folder a pack).
  files: [...HCP_FILES, SUPPRESSIONS_FILE],
  mainFile: 'surface.json',
  // Any one of the four files makes a folder an HCP pack (lint reports the ones missing), unless it has pack.json:
  // that makes it a Recued pack, so the studio never writes pack.json beside these files (lib/node/files.ts).
  detect: (names) => !names.includes(RECUED_FILE) && HCP_FILES.some((file) => names.includes(file)),
  categories: CATEGORIES,
  indexOrder: INDEX_ORDER,
  layers: HCP_LAYERS,
  optionalLayers: HCP_OPTIONAL_LAYERS,
  scored: true,
  // Both built on first use: a CLI check reads neither, and each start paid for them (npm run bench, start-up).
  get rules() {
    return (rules ??= indexRules());
  },
  evalFile: 'hcp.eval.json',
  load: (texts, id) => loadPackFromTexts(texts, id),
  check: (pack) => staticReport(pack),
  agentReadiness: (pack) => hcpAgentReadiness(pack),
  policySummary: (pack) => hcpPolicySummary(pack),
  describe(pack) {
    const lead = pack.skill?.lead?.text.trim() || null;
    return {
      name: pack.model.name ?? null,
      description: lead ? lead.split('\n')[0] : null,
      commands: pack.model.commands.length,
    };
  },
  get jsonSchemas() {
    return (jsonSchemas ??= { ...hcpJsonSchemas(), [SUPPRESSIONS_FILE]: suppressionsJsonSchema(HCP_FILES) });
  },
  scaffold: (id) => scaffoldPack(id),
  previews: [{ id: 'approval', label: 'Approval previews' }],
  reportSections: HCP_REPORT_SECTIONS,
  // hcpx's names for the project folder and the runtime's home: an HCP user's settings keep working.
  environment: { projectDir: ['HCP_PROJECT_DIR'], home: ['HCP_HOME'] },
};

/** The categories an HCP report scores, in `Report.categories` order. */
export { HCP_CATEGORIES };
