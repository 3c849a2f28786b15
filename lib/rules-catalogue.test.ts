import { describe, expect, it } from 'vitest';
import { docsUrl } from './core/finding';
import { RECUED_RULES } from './recued/checks/index';
import { SUPPRESSION_RULE_METAS } from './suppress/rules';
import { LINT_KINDS, lintRuleId, type LintKind } from './hcp/lint/rules';
import { EVAL_RULE_METAS } from './hcp/rules/eval/index';
import { PROBE_RULE_METAS } from './hcp/rules/probe/index';
import { catalogue, catalogueGroups, catalogueByGroup, catalogueEntry, groupOf, neighbours } from './rules-catalogue';

/** The spec's rule catalogue ("Check and evaluate" › Rule catalogue): id, severity column, rule sentence (links unwrapped). */
const SPEC_RULES: [id: string, severity: string, title: string][] = [
  ['M001', 'warn, error above 12', '5 to 12 commands'],
  ['M002', 'error', 'Command names are lower case with dot-separated families'],
  ['M003', 'error', 'No catch-all command (`run`, `exec`, `shell`, …)'],
  ['M004', 'error', 'Every command has a description'],
  ['M005', 'warn', 'The description names input and result, not "Run."'],
  ['M006', 'info', 'Descriptions stay one sentence'],
  ['M007', 'warn', 'Wrap commands declare `cli[]`'],
  ['M008', 'warn', '`cli[0]` equals `cliBin`'],
  ['M010', 'error', 'No placeholder that forwards arbitrary arguments (`{{argv}}`)'],
  ['M011', 'warn', 'Argument names are unambiguous (`issue_number`, not `x`)'],
  ['M012', 'error', 'No `pass_through` left in a finished pack'],
  ['M013', 'error', 'A Binding mode is declared'],
  ['M014', 'warn', 'Public Binding uses a public hub'],
  ['M015', 'error', 'No credential in the manifest'],
  ['M016', 'warn', '`wrap.bin` is not a host-absolute path'],
  ['M018', 'error', 'No commands left over from the `hcpx init` / `hcpx wrap` template'],
  ['M019', 'error', '`wrap.bin` does not point outside the pack; install copies only the pack'],
  ['M020', 'info', 'Every argument has a description and an example'],
  ['M021', 'warn', 'No `TODO` left in a description or argument example'],
  ['M022', 'info', 'Argument descriptions say where the value comes from, not just its name'],
  ['M023', 'warn', 'A CLI on `PATH` runs in the project (`wrap.workspace.mode: project`), not the pack directory'],
  ['M024', 'warn', "A declared `preview` uses a known kind and only the command's own arguments"],
  ['M025', 'info', 'A confirm command declares a `preview`; the fix is the suggested JSON'],
  [
    'M026',
    'warn',
    "A declared `title` uses only the command's arguments, puts `{{result.…}}` only in `done`, and ends each form with a template without placeholders",
  ],
  ['P001', 'warn, error for risky names', 'A command named like a write is not `read`'],
  ['P002', 'error', 'Commands that delete, send, pay, publish, or deploy carry `confirm: true`'],
  ['P003', 'error', '`confirm` only on writes'],
  ['P004', 'warn', "A confirm-gated command also passes the CLI's own confirmation flag"],
  ['P005', 'warn', '`connect` and `setup.*` changes are writes'],
  ['P006', 'warn', 'A pack that writes has a `doctor` or `status` command'],
  ['P007', 'info', 'Commands that pay or transfer use `confirm: "always"`, so access mode `run` still asks'],
  ['S001', 'warn', 'Title is `# HCP — <Name>`'],
  ['S002', 'error', 'A lead follows the title'],
  ['S003', 'warn', 'The lead fits the ~480 characters hosts load'],
  ['S004', 'warn', 'The lead says whether login is needed'],
  ['S005', 'error', 'A hot-path table lists the commands'],
  ['S006', 'warn', 'Examples use `--json`'],
  ['S007', 'warn', 'An anti-patterns section exists'],
  ['S008', 'info', '3 to 6 anti-patterns'],
  ['S009', 'warn', 'The Skill fits on one screen'],
  ['S010', 'warn', 'Packs with credentials have a Setup section'],
  ['S011', 'info', 'Triggers are mentioned only when declared'],
  ['R001', 'error', '`wrap.bin` resolves (in the pack or on `PATH`)'],
  ['R002', 'warn', '`--help` exits 0 with output'],
  ['R003', 'error', 'An unknown subcommand exits non-zero'],
  ['R004', 'warn', 'Failures explain themselves on stderr or as JSON'],
  ['R005', 'error', 'Reads finish with stdin closed (no prompts, no hangs)'],
  ['R006', 'error', 'JSON mode prints only JSON on stdout'],
  ['R007', 'warn', 'No ANSI colour when stdout is not a TTY or `NO_COLOR` is set'],
  ['R008', 'warn', 'Output stays under ~25,000 tokens'],
  ['R009', 'info', 'Output over ~5,000 tokens suggests a concise default'],
  ['R010', 'info', 'Reads over 3 seconds'],
  ['R011', 'warn', 'Health commands exit 0, 2, or 1'],
  ['R012', 'info', 'At least one read could be probed'],
  ['R013', 'error', 'Read commands succeed'],
  ['R014', 'error', "Every command's subcommand exists in the CLI"],
  ['E001', 'warn', 'An eval file exists'],
  ['E002', 'error', 'Cases name real commands'],
  ['E003', 'warn', 'Every confirm-gated write has a refusal case'],
  ['E004', 'warn', 'At least one read succeeds'],
  ['E005', 'error', 'Every case passes'],
];

const LINT_IDS = (Object.keys(LINT_KINDS) as LintKind[]).map(lintRuleId);

/** The static rules (manifest, policy, Skill): each page gives the rule's own fix, never the group's general one. */
const STATIC_IDS = SPEC_RULES.map((r) => r[0]).filter((id) => /^[MPS]/.test(id));

/** A rule page's general fix is a sentence or two, not a finding-sized instruction. */
const MAX_FIX_CHARS = 320;

describe('rules catalogue', () => {
  it("holds exactly the spec table's rules under spec ids: none missing, none the spec does not have", () => {
    // Derived from the engine's registries (the catalogue), against the spec's table above: a rule added to a
    // registry under a spec-style id without a spec row, or a spec row without a rule, fails here.
    const specStyle = catalogue()
      .map((e) => e.id)
      .filter((id) => /^[MPSRE]\d{3}$/.test(id));
    expect([...specStyle].sort()).toEqual(SPEC_RULES.map((r) => r[0]).sort());
  });

  it.each(SPEC_RULES)("%s is in the catalogue with the spec's severity and sentence", (id, severity, title) => {
    const entry = catalogueEntry(id);
    expect(entry, `${id} has no meta in the catalogue yet`).toBeDefined();
    expect(entry!.severityNote).toBe(severity);
    expect(entry!.severity).toBe(severity.split(',')[0].trim());
    expect(entry!.title).toBe(title);
    expect(entry!.group).toBe(groupOf(id));
  });

  it.each(LINT_IDS)('%s (lint kind) is in the catalogue as a structure error with its message and fix', (id) => {
    const entry = catalogueEntry(id)!;
    expect(entry).toBeDefined();
    expect(entry.group).toBe('structure');
    expect(entry.severity).toBe('error');
    expect(entry.messages.length).toBeGreaterThan(0);
    expect(entry.ownFix).toBe(true);
    expect(entry.file).toBeTruthy();
  });

  it("has every Recued composition check, in the registry's order (not sorted by id), with what it checks and its fix", () => {
    const composition = catalogue().filter((e) => e.group === 'composition');
    expect(composition.map((e) => e.id)).toEqual(RECUED_RULES.map((r) => r.meta.id));
    expect(composition[0].id).toBe('C-json-syntax');
    for (const e of composition) {
      expect(e.checks?.trim(), e.id).toBeTruthy();
      expect(e.ownFix, e.id).toBe(true);
      expect(e.file).toBe('pack.json');
    }
  });

  it.each(STATIC_IDS)('%s gives its own fix from its meta, a sentence or two', (id) => {
    const entry = catalogueEntry(id)!;
    expect(entry.ownFix).toBe(true);
    expect(entry.fix.trim()).not.toBe('');
    expect(entry.fix.length).toBeLessThanOrEqual(MAX_FIX_CHARS);
    expect(entry.fix).not.toBe(entry.why);
  });

  it("gives no two static rules the same fix, so none is the group's advice under another name", () => {
    const fixes = STATIC_IDS.map((id) => catalogueEntry(id)!.fix);
    const twice = fixes.filter((f, i) => fixes.indexOf(f) !== i);
    expect(twice).toEqual([]);
  });

  it("gives a probe or eval rule its own fix when its meta has one, else its group's general fix", () => {
    for (const meta of [...PROBE_RULE_METAS, ...EVAL_RULE_METAS]) {
      const entry = catalogueEntry(meta.id)!;
      const own = !!meta.docs.fix?.trim();
      expect(entry.ownFix, meta.id).toBe(own);
      if (own) expect(entry.fix, meta.id).toBe(meta.docs.fix);
      else expect(entry.fix, meta.id).toMatch(/run the check with (probe|eval) again\.$/);
    }
  });

  it('has every id exactly once', () => {
    const ids = catalogue().map((e) => e.id);
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(twice).toEqual([]);
  });

  it('knows no rule the spec does not list', () => {
    // Beside the spec's: packstudio.json's own findings (issue 11 §3, docs/DECISIONS-studio.md "Suppressions").
    const known = new Set([...SPEC_RULES.map((r) => r[0]), ...LINT_IDS, ...SUPPRESSION_RULE_METAS.map((m) => m.id)]);
    const unknown = catalogue()
      .filter((e) => e.group !== 'composition' && !known.has(e.id))
      .map((e) => e.id);
    expect(unknown).toEqual([]);
  });

  it('gives every entry a why, an incorrect and a correct example that differ, and its docs link', () => {
    for (const e of catalogue()) {
      expect(e.why.trim(), `${e.id} why`).not.toBe('');
      expect(e.incorrect.trim(), `${e.id} incorrect`).not.toBe('');
      expect(e.correct.trim(), `${e.id} correct`).not.toBe('');
      expect(e.incorrect, `${e.id} examples`).not.toBe(e.correct);
      expect(e.title.trim(), `${e.id} title`).not.toBe('');
      expect(e.docs).toBe(docsUrl(e.id));
      expect(e.fix.trim(), `${e.id} fix`).not.toBe('');
    }
  });

  it('groups in the catalogue order, each entry in the group its id names, HCP rules and lint kinds sorted by id', () => {
    const groups = catalogueByGroup();
    expect(groups.map((g) => g.group.id)).toEqual(catalogueGroups().map((g) => g.id));
    for (const { group, entries } of groups) {
      for (const e of entries) expect(e.id.startsWith(group.prefix), e.id).toBe(true);
      if (group.id !== 'composition') expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort());
    }
    expect(groups.flatMap((g) => g.entries)).toEqual(catalogue());
  });

  it('links each entry to its neighbours within its group', () => {
    expect(neighbours('L-missing_policy').previous?.id).toBe('L-missing_harness');
    expect(neighbours('L-binding').previous).toBeUndefined();
    expect(neighbours('no-such-rule')).toEqual({});
    expect(catalogueEntry('M009')).toBeUndefined();
  });
});
