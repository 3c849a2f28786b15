import { exampleDocs, type ExampleBase, type ExampleDocs, type ExampleSpec } from '../../core/example';
import { HCP_FILES, type PackFileName } from '../../core/finding';
import { formatCount } from '../../core/number-format';
import policy from '../../../packs/ledger/policy.json' with { type: 'json' };
import evalFile from '../../../packs/ledger/hcp.eval.json' with { type: 'json' };
import surface from '../../../packs/ledger/surface.json' with { type: 'json' };
import type { ProbePurpose } from './probe/types';

/**
 * HCP rule examples: small changes to packs/ledger, the known-good pack every HCP rule is silent on. A rule file
 * spreads one into its docs (`docs: { title, why, ...ledgerExample('surface.json', { incorrect, correct }) }`) and
 * lib/hcp/rules/examples.test.ts runs both sides through the engine.
 */
export const HCP_EXAMPLE_BASE: ExampleBase = {
  name: 'ledger',
  files: HCP_FILES,
  json: { 'surface.json': surface, 'policy.json': policy, 'hcp.eval.json': evalFile },
};

/** The example's docs: `file` is the rule page's file, whose fragments need no `// file` line. */
export function ledgerExample(file: PackFileName, spec: ExampleSpec<never>): ExampleDocs<never> {
  return exampleDocs(HCP_EXAMPLE_BASE, file, spec);
}

/**
 * What one probe run observed, laid over the same probe of ledger's own recorded run (the read of `verb`, or the
 * probe of that purpose): the static form of a probe example, judged by the probe rules as a real run would be.
 * `json` is read from stdout as the runner reads it; `tokens` too, unless given (a page cannot hold 100,000 characters).
 */
export interface ProbeRun {
  purpose: ProbePurpose;
  verb?: string;
  argv: string[];
  exit_code: number | null;
  stdout?: string;
  stderr?: string;
  ms?: number;
  tokens?: number;
  timed_out?: boolean;
}

export interface ProbeExampleSpec {
  incorrect: ProbeRun;
  correct: ProbeRun;
}

/** A probe example as a transcript of the run: the command, what it printed, and how it ended. */
export function probeExample(spec: ProbeExampleSpec): ExampleDocs<ProbeRun> {
  const runs = { incorrect: [spec.incorrect], correct: [spec.correct] };
  return exampleDocs(HCP_EXAMPLE_BASE, 'surface.json', { incorrect: {}, correct: {}, runs }, (side) =>
    runs[side].map(transcript).join('\n\n'),
  );
}

/** `$ ledger --help`, its output (escape codes shown as ^[, as `cat -v` does), then `[exit 2 · 4.2 s]`. */
export function transcript(run: ProbeRun): string {
  const visible = (text: string) => text.replace(/\u001b/g, '^[').replace(/\s+$/, '');
  const out = [
    `$ ${run.argv.join(' ')}`,
    ...(run.stdout?.trim() ? [visible(run.stdout)] : []),
    ...(run.stderr?.trim()
      ? visible(run.stderr)
          .split('\n')
          .map((l) => `stderr: ${l}`)
      : []),
  ];
  const end = run.timed_out ? [`killed after ${seconds(run.ms ?? 0)}, still waiting`] : [`exit ${run.exit_code}`];
  if (!run.timed_out && run.ms !== undefined) end.push(seconds(run.ms));
  if (run.tokens !== undefined) end.push(`${formatCount(run.tokens)} tokens`);
  return [...out, `[${end.join(' · ')}]`].join('\n');
}

const seconds = (ms: number) => (ms >= 1000 ? `${formatCount(ms / 1000)} s` : `${ms} ms`);

/** Some of ledger's own commands, as surface.json has them: for examples that keep part of the pack. */
export function ledgerVerbs(...keys: (keyof typeof surface.verbs)[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, surface.verbs[k]]));
}

/** One of ledger's own eval cases, by its place in hcp.eval.json. */
export function ledgerCase(index: number): unknown {
  return evalFile.cases[index];
}

/**
 * Spans of ledger's HARNESS.md that Skill examples replace. A copy, but a checked one: a change applies only where
 * its span occurs exactly once in packs/ledger/HARNESS.md, so a drifted copy fails the examples test.
 */
export const LEDGER_SKILL = {
  title: '# HCP — Ledger',
  lead: `Ledger keeps a local paper ledger: read the balance and recent entries, and pay a saved payee. No login needed: the store is local, and connect links a provider account once through the local credential hub. Every transfer is refused until a person confirms the amount and payee; this build runs in paper mode, so no real money ever moves.`,
  hotPath: `## Hot path

| Command | Use it for | Risk |
|---------|------------|------|
| \`status\` | Balance, currency, saved payee ids, provider link health | read |
| \`list\` | Recent entries (amount, payee id, memo), newest first | read |
| \`transfer\` | Pay an amount to a saved payee, after a person confirms | write, always confirmed |
| \`connect\` | Link a provider account such as demo-bank | write |
| \`setup.status\` | Is the local store set up, and where | read |
| \`setup.apply\` | Create the local store, no prompts | write |
`,
  setup: `## Setup

Reads work before setup and show the seeded demo balance. To create the
store (under \`$HCP_HOME/ledger\`) and link a provider:
`,
  antiPatterns: `## Anti-patterns

- Do not call transfer before the person has confirmed both the amount and the payee.
- Do not guess a payee id; read it from the status output.
- Do not retry a refused transfer with a different payee or amount on your own.
- Do not parse the human text output; always pass \`--json\`.
- Do not run setup.apply when setup.status already reports the store as set up.
`,
};

/** What `ledger list --json` prints in the output-size examples, as its start (the runs give the whole size in tokens). */
export const LIST_OUTPUT = {
  everyEntry:
    '{ "ok": true, "entries": [{ "amount": "2.80", "payee": "demo-transit", "memo": "bus fare" }, … every entry since 2019 ] }',
  newest20: '{ "ok": true, "entries": [ …the newest 20… ], "next_cursor": "e-20" }',
};
