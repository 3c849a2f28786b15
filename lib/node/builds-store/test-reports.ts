import type { Finding } from '../../core/finding';
import { createReport, ran, type Report } from '../../core/report';
import { HCP_CATEGORIES } from '../../formats/hcp/categories';
import { policySummary, type PolicyCommand, type SkillTeaching } from '../../core/policy-summary';

/** A finding for the build store's tests: the rule, file and pointer make its identity (lib/diff/diff.ts findingKey). */
export const finding = (over: Partial<Finding>): Finding => ({
  id: 'M001',
  severity: 'warn',
  category: 'manifest',
  file: 'surface.json',
  pointer: '/verbs',
  line: 3,
  column: 5,
  message: 'Too few commands.',
  fix: 'Add one.',
  docs: `/rules/${over.id ?? 'M001'}`,
  ...over,
});

/** An HCP pack's report with these findings and layers (structure and static by default). */
export function packReport(packId: string, findings: Finding[], layers: string[] = ['structure', 'static']): Report {
  return createReport({
    pack_id: packId,
    format: 'hcp',
    scoredCategories: HCP_CATEGORIES,
    findings,
    layers: layers.map(ran),
  });
}

/** A report with a policy section: these commands, grants and what the Skill teaches. */
export function withPolicy(
  report: Report,
  commands: PolicyCommand[],
  { grants = [], skillTeaches }: { grants?: string[]; skillTeaches?: SkillTeaching[] } = {},
): Report {
  return {
    ...report,
    policy: policySummary({ commands, grants, settings: [], ...(skillTeaches ? { skillTeaches } : {}) }),
  };
}
