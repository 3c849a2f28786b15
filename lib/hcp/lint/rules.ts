import type { Finding, RawFinding } from '../../core/finding';
import type { Fixable, RuleDocs } from '../../core/rule';
import type { LoadedPack } from '../load';
import { createRule, type StaticRule } from '../rules/create';
import { runHcpRules } from '../rules/run';
import { lintLoadedPack, type LintIssue } from './lint';
import { REMOVED } from '../../core/example';
import { ledgerExample, LEDGER_SKILL } from '../rules/example';

/** The hot-path row skill_drift's example renames. */
const TRANSFER_ROW = LEDGER_SKILL.hotPath.split('\n').find((line) => line.startsWith('| `transfer`'))!;

/**
 * Every lint kind as a rule of the structure category: the spec's Lint table, plus the few the studio adds
 * (documented in docs/DECISIONS-studio.md). Lint computes all its issues in one pass over the pack (lint.ts);
 * each kind's rule reports its own, so lint runs through the same runner, pages and catalogue as every rule.
 */

/** One pass of lint per loaded pack, shared by the kinds' rules (a pack is never changed after loading). */
const issuesByPack = new WeakMap<LoadedPack, LintIssue[]>();

function issuesOf(pack: LoadedPack): LintIssue[] {
  let issues = issuesByPack.get(pack);
  if (!issues) issuesByPack.set(pack, (issues = lintLoadedPack(pack)));
  return issues;
}

/** A lint kind is always an error; its docs name the file its excerpts come from and the messages lint prints. */
function lintKind(
  kind: string,
  docs: RuleDocs & Required<Pick<RuleDocs, 'file' | 'printed' | 'fix'>>,
  fixable?: Fixable,
): StaticRule {
  return createRule({
    id: lintRuleId(kind),
    category: 'structure',
    severity: 'error',
    docs,
    ...(fixable ? { fixable } : {}),
    check: (pack): RawFinding[] => issuesOf(pack).flatMap(({ kind: k, ...raw }) => (k === kind ? [raw] : [])),
  });
}

export function lintRuleId(kind: string): string {
  return `L-${kind}`;
}

export const LINT_KINDS = {
  missing_harness: lintKind('missing_harness', {
    title: 'The pack has its Skill, HARNESS.md',
    file: 'HARNESS.md',
    printed: ['HCP pack "x" missing HARNESS.md skill'],
    why: 'The Skill is what the host loads into the agent: without it the agent sees command names but not when to use them, what needs login, or what never to do.',
    ...ledgerExample('HARNESS.md', {
      incorrect: { 'HARNESS.md': null },
      correct: {},
    }),
    fix: 'Create HARNESS.md beside surface.json, starting with "# HCP — <Name>", a lead paragraph and a hot-path table naming every command.',
  }),
  missing_policy: lintKind('missing_policy', {
    title: 'The pack has policy.json',
    file: 'policy.json',
    printed: ['HCP pack "x" missing policy.json'],
    why: 'policy.json says which commands read and which write, and which ask a person first. Without it the runtime cannot gate a single call, so the pack cannot be installed.',
    ...ledgerExample('policy.json', {
      incorrect: { 'policy.json': null },
      correct: {},
    }),
    fix: 'Create policy.json with "surface_id" equal to the manifest id and one "verbs" row per command: { "risk": "read" } or { "risk": "write" }.',
  }),
  missing_verb: lintKind(
    'missing_verb',
    {
      title: 'Every command has a policy row, and surface_id equals the manifest id',
      file: 'policy.json',
      printed: ['verb "transfer" missing from policy.json', 'policy surface_id "ledgr" !== "ledger"'],
      why: 'A command without a policy row has no risk and no confirm gate, so the runtime refuses it; a policy whose surface_id names another pack governs nothing here.',
      ...ledgerExample('policy.json', {
        incorrect: { '/verbs/transfer': REMOVED },
        correct: {},
      }),
      fix: 'Add a row for the command to policy.json "verbs" ({ "risk": "read" } or { "risk": "write" }), and set "surface_id" to the manifest id.',
    },
    'both',
  ),
  extra_verb: lintKind(
    'extra_verb',
    {
      title: 'Every policy row names a command of the manifest',
      file: 'policy.json',
      printed: ['policy verb "refund" not in pack manifest'],
      why: 'A row for a command the manifest does not declare is a leftover or a typo; the command it meant to gate may be running without its row.',
      ...ledgerExample('policy.json', {
        incorrect: { '/verbs/refund': { risk: 'write', confirm: 'always' } },
        correct: {},
        show: ['/verbs'],
      }),
      fix: 'Remove the row from policy.json, or add the command to surface.json "verbs".',
    },
    'suggestion',
  ),
  missing_stimulus: lintKind(
    'missing_stimulus',
    {
      title: 'Every stimulus trigger has a policy row',
      file: 'policy.json',
      printed: ['stimulus "new_item" missing from policy.json'],
      why: 'Every declared trigger needs a policy row before the runtime will announce it to the agent.',
      ...ledgerExample('policy.json', {
        incorrect: {
          'surface.json': { '/stimulusTriggers': [{ ref: 'binding.degraded' }] },
          'policy.json': { '/stimuli/binding.degraded': REMOVED },
        },
        correct: { 'surface.json': { '/stimulusTriggers': [{ ref: 'binding.degraded' }] } },
      }),
      fix: 'Add "stimuli": { "<ref>": { "risk": "read" } } to policy.json for each stimulusTriggers ref.',
    },
    'fix',
  ),
  extra_stimulus: lintKind(
    'extra_stimulus',
    {
      title: 'Every policy stimulus names a declared trigger',
      file: 'policy.json',
      printed: ['policy stimulus "old" not in stimulusTriggers'],
      why: 'A stimulus row without a declared trigger is dead policy, usually a trigger renamed in surface.json but not here.',
      ...ledgerExample('policy.json', {
        incorrect: {
          'surface.json': { '/stimulusTriggers': [{ ref: 'binding.degraded' }] },
          'policy.json': { '/stimuli/link.lost': { risk: 'read' } },
        },
        correct: { 'surface.json': { '/stimulusTriggers': [{ ref: 'binding.degraded' }] } },
        show: ['/stimuli'],
      }),
      fix: 'Remove the row from policy.json "stimuli", or declare { "ref": "<name>" } in surface.json stimulusTriggers.',
    },
    'suggestion',
  ),
  write_stimulus: lintKind(
    'write_stimulus',
    {
      title: 'A stimulus row is always "read"',
      file: 'policy.json',
      printed: ['policy stimulus "new_item" is a write; a trigger announces a change and is always "read"'],
      why: 'A trigger only tells the agent that something changed; it never changes anything itself, so a write risk on it is a mistake.',
      ...ledgerExample('policy.json', {
        incorrect: { '/stimuli/binding.degraded': { risk: 'write' } },
        correct: {},
      }),
      fix: 'Set "risk": "read" on the stimulus row.',
    },
    'fix',
  ),
  wrap: lintKind('wrap', {
    title: 'A wrap pack declares named commands or pass_through',
    file: 'surface.json',
    printed: ['wrap requires named commands or pass_through'],
    why: 'A wrap pack with no commands gives the agent nothing to call; the pack must name its hot-path commands.',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs': {} },
      correct: {},
      fold: 1,
    }),
    fix: 'Name the hot-path commands in surface.json "verbs", each with a description and cli[].',
  }),
  binding: lintKind(
    'binding',
    {
      title: 'wrap.bin is set for wrap packs; control-plane packs bind to mothership',
      file: 'surface.json',
      printed: ['wrap adapter requires wrap.bin', 'control plane packs default Binding mothership'],
      why: 'The runtime needs to know which program a wrap pack runs, and control-plane packs act for the whole account, so they bind through mothership.',
      ...ledgerExample('surface.json', {
        incorrect: { '/wrap': { argv_template: ['{{verb}}'] } },
        correct: {},
      }),
      fix: 'Set "wrap": { "bin": "./bin/<tool>" } (or the CLI\'s name on PATH); for "plane": "control" set "binding": { "mode": "mothership" }.',
    },
    'suggestion',
  ),
  invalid_meta: lintKind(
    'invalid_meta',
    {
      title: 'The manifest satisfies §3: schema, openapi ref, sense_only triggers',
      file: 'surface.json',
      printed: [
        'openapi adapter requires openapi ref',
        'sense_only adapter requires at least one stimulus trigger_ref',
        'surface.json /verbs/list/cli: "cli" is "ledger list", a string; expected array.',
      ],
      why: 'surface.json is the manifest every host reads; a field of the wrong type, an openapi pack without its spec, or a sense_only pack without triggers cannot be installed.',
      ...ledgerExample('surface.json', {
        incorrect: { '/verbs/list/cli': 'ledger list' },
        correct: {},
        show: ['/verbs/list'],
      }),
      fix: 'Correct the field the message names to the manifest schema; add "openapi": { "url": … } to an openapi pack and "stimulusTriggers" to a sense_only pack.',
    },
    'fix',
  ),
  /** Added by the studio (docs/DECISIONS-studio.md). */
  invalid_json: lintKind(
    'invalid_json',
    {
      title: 'Each JSON file parses',
      file: 'surface.json',
      printed: [
        `surface.json is not valid JSON: JSON syntax error: comma expected at ""kind": "wrap", }" (line 3, column 3)`,
      ],
      why: 'A file that does not parse cannot be checked at all; every other rule goes quiet until it does.',
      ...ledgerExample('surface.json', {
        incorrect: [['{\n  "id": "ledger",\n  "name": "Ledger",\n', '{\n  "id": "ledger"\n  "name": "Ledger",\n']],
        correct: {},
      }),
      fix: 'Fix the JSON syntax at the line and column the message gives (a missing comma, a trailing comma, an unquoted key); remove a byte order mark before the first value.',
    },
    'fix',
  ),
  /** Added by the studio (docs/DECISIONS-studio.md). */
  invalid_policy: lintKind('invalid_policy', {
    title: 'policy.json has the shape DECISIONS.md gives',
    file: 'policy.json',
    printed: ['policy.json /verbs/transfer/confirm: "confirm" is false; it must be one of true, "always".'],
    why: 'A policy row is { "risk": "read" | "write", "confirm"?: true | "always" }; anything else leaves the gate undefined.',
    ...ledgerExample('policy.json', {
      incorrect: { '/verbs/transfer': { risk: 'dangerous', confirm: 'yes' } },
      correct: {},
    }),
    fix: 'Give each row "risk": "read" or "write", and "confirm" only as true or "always".',
  }),
  /** Added by the studio (docs/DECISIONS-studio.md). */
  invalid_eval: lintKind('invalid_eval', {
    title: 'hcp.eval.json has the shape of eval cases',
    file: 'hcp.eval.json',
    printed: ['hcp.eval.json /cases/0/verb: "verb" is required (string).'],
    why: 'Eval cases replay commands through the runtime; a case without a command name or with misshapen arguments cannot run.',
    ...ledgerExample('hcp.eval.json', {
      incorrect: { '/cases/0': { name: 'list returns the recent entries as JSON', args: {} } },
      correct: {},
    }),
    fix: 'Give each case a "name" and the "verb" it calls, with an optional "args" object and "expect" (ok, error, contains, json, max_ms, max_tokens).',
  }),
  /** Added by the studio (docs/DECISIONS-studio.md). */
  skill_drift: lintKind('skill_drift', {
    title: "The Skill's hot-path table and the manifest name the same commands",
    file: 'HARNESS.md',
    printed: [
      'Skill drift: command "transfer" is missing from the hot-path table',
      'Skill drift: the hot-path table lists "pay", which surface.json lacks',
    ],
    why: 'The agent reads the Skill first; a table that names a command the pack lacks, or leaves one out, sends it to the wrong call.',
    ...ledgerExample('HARNESS.md', {
      incorrect: [[TRANSFER_ROW, TRANSFER_ROW.replace('`transfer`', '`pay`')]],
      correct: {},
    }),
    fix: 'Make the first column of the hot-path table name exactly the commands of surface.json: add the missing rows, remove the others.',
  }),
};

export type LintKind = keyof typeof LINT_KINDS;

export const LINT_RULES: readonly StaticRule[] = Object.values(LINT_KINDS);

/** Lint issues as check findings: id L-<kind>, severity error, category structure. */
export function lintFindings(pack: LoadedPack): Finding[] {
  return runHcpRules(LINT_RULES, pack, pack);
}
