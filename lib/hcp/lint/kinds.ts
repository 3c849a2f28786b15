/** Every lint kind: the spec's Lint table, plus the few the studio adds (documented in docs/DECISIONS-studio.md). */
export const LINT_KINDS = {
  missing_harness: { title: 'The pack has its Skill, HARNESS.md', spec: true },
  missing_policy: { title: 'The pack has policy.json', spec: true },
  missing_verb: { title: 'Every command has a policy row, and surface_id equals the manifest id', spec: true },
  extra_verb: { title: 'Every policy row names a command of the manifest', spec: true },
  missing_stimulus: { title: 'Every stimulus trigger has a policy row', spec: true },
  extra_stimulus: { title: 'Every policy stimulus names a declared trigger', spec: true },
  write_stimulus: { title: 'A stimulus row is always "read"', spec: true },
  wrap: { title: 'A wrap pack declares named commands or pass_through', spec: true },
  binding: { title: 'wrap.bin is set for wrap packs; control-plane packs bind to mothership', spec: true },
  invalid_meta: { title: 'The manifest satisfies §3: schema, openapi ref, sense_only triggers', spec: true },
  invalid_json: { title: 'Each JSON file parses', spec: false },
  invalid_policy: { title: 'policy.json has the shape DECISIONS.md gives', spec: false },
  invalid_eval: { title: 'hcp.eval.json has the shape of eval cases', spec: false },
  skill_drift: { title: "The Skill's hot-path table and the manifest name the same commands", spec: false },
} as const;

export type LintKind = keyof typeof LINT_KINDS;
export const lintRuleId = (kind: LintKind) => `L-${kind}`;
