import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyChanges, isAtTheChange, type FileChanges, type RuleExample } from '../../core/example';
import type { Finding } from '../../core/finding';
import { pointer } from '../../json/pointer';
import type { Rule } from '../../core/rule';
import { hcpFormat } from '../../formats/hcp';
import { runEvalLayer } from '../../node/eval';
import { loadPackFromDir } from '../../node/load-dir';
import { runProbeLayer } from '../../node/probe';
import { approxTokens, parseJsonOutput } from '../../node/runtime/process';
import { cleanStreams } from '../../terminal/clean';
import { LINT_RULES } from '../lint/rules';
import { loadPackFromTexts, type PackTexts } from '../load';
import { HCP_EXAMPLE_BASE, type ProbeRun } from './example';
import { EVAL_RULES } from './eval';
import { STATIC_RULES } from './index';
import { PROBE_RULES } from './probe';
import { probeFindings } from './probe/run';
import type { ProbeObservation } from './probe/types';
import { packTexts } from './testing';

/**
 * Every HCP rule's page example, run through the engine: each side is a change to packs/ledger (which every rule is
 * silent on, asserted first); the incorrect side must raise the rule, at the pointer it changes, and the correct
 * side must not. Static rules and lint go through the format's check; eval rules through that check and a real
 * eval run; probe rules through the real probe layer on the changed pack, or, for a CLI's behaviour, through the
 * probe rules over ledger's own recorded run with the example's run laid over it.
 */

/** Rules whose page cannot hold a runnable example, each with its reason. Keep this short. */
const WITHOUT_EXAMPLE: Readonly<Record<string, string>> = {};

const PACK_DIR = fileURLToPath(new URL(`../../../packs/${HCP_EXAMPLE_BASE.name}`, import.meta.url));
const base = packTexts(HCP_EXAMPLE_BASE.name);
const RULES: readonly Rule<any, any>[] = [...STATIC_RULES, ...LINT_RULES, ...PROBE_RULES, ...EVAL_RULES];
const exampleOf = (rule: Rule<any, any>) => rule.meta.docs.example as RuleExample<ProbeRun> | undefined;

const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));

/** The changed pack on disk (bin included), for the layers that run it. */
function packDirWith(texts: PackTexts): string {
  const dir = mkdtempSync(join(tmpdir(), 'rule-example-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(PACK_DIR, dir, { recursive: true });
  for (const file of hcpFormat.files) {
    const text = texts[file];
    if (text === undefined) rmSync(join(dir, file), { force: true });
    else writeFileSync(join(dir, file), text);
  }
  return dir;
}

const staticFindings = (texts: PackTexts) => hcpFormat.check(hcpFormat.load(texts, HCP_EXAMPLE_BASE.name), {}).findings;

async function evalRunFindings(texts: PackTexts): Promise<Finding[]> {
  const dir = packDirWith(texts);
  return (await runEvalLayer(await loadPackFromDir(dir), dir, { timeoutMs: 10000, projectDir: dir })).findings;
}

async function probeRunFindings(texts: PackTexts): Promise<Finding[]> {
  const dir = packDirWith(texts);
  return (await runProbeLayer(await loadPackFromDir(dir), dir, { timeoutMs: 10000, projectDir: dir })).findings;
}

/** Ledger's real probe layer, run once: the recording a probe example's runs are laid over. */
let recorded: ProbeObservation[] = [];
beforeAll(async () => {
  const layer = await runProbeLayer(await loadPackFromDir(PACK_DIR), PACK_DIR, {
    timeoutMs: 10000,
    projectDir: PACK_DIR,
  });
  expect(layer.findings).toEqual([]);
  recorded = layer.observations;
});

/** The recording with each example run in place of the same probe (its output cleaned, read as JSON and counted as the runner does). */
function observedWith(runs: readonly ProbeRun[]): ProbeObservation[] {
  const observations = [...recorded];
  for (const run of runs) {
    const i = observations.findIndex(
      (o) => o.purpose === run.purpose && (run.purpose !== 'read' || o.verbs[0] === run.verb),
    );
    const raw = run.stdout ?? '';
    const seen: ProbeObservation = {
      ...(observations[i] ?? { purpose: run.purpose, verbs: run.verb ? [run.verb] : [], truncated: false }),
      escapes: undefined,
      argv: run.argv,
      exit_code: run.exit_code,
      timed_out: run.timed_out ?? false,
      ms: run.ms ?? 40,
      ...cleanStreams(raw, run.stderr ?? ''),
      json: parseJsonOutput(raw) !== undefined,
      tokens: run.tokens ?? approxTokens(raw),
    };
    if (i >= 0) observations[i] = seen;
    else observations.push(seen);
  }
  return observations;
}

/** The findings of one rule on one side of its example, from the engine layers the rule belongs to. */
async function findingsOn(
  rule: Rule<any, any>,
  changes: FileChanges,
  runs: readonly ProbeRun[] | undefined,
): Promise<Finding[]> {
  const texts = applyChanges(base, changes) as PackTexts;
  const { category, id } = rule.meta;
  let found: Finding[];
  if (category === 'probe')
    found = runs
      ? probeFindings({
          pack: loadPackFromTexts(texts, HCP_EXAMPLE_BASE.name),
          bin: { ok: true },
          observations: observedWith(runs),
          skipped: [],
          timeoutMs: 10000,
        })
      : await probeRunFindings(texts);
  else if (category === 'eval') found = [...staticFindings(texts), ...(await evalRunFindings(texts))];
  else found = staticFindings(texts);
  return found.filter((f) => f.id === id);
}

/** Where a probe finding on a recorded run points: the read's command, else wrap.bin (what probePointer says). */
function runAt(runs: readonly ProbeRun[] | undefined): RuleExample['at'] {
  const run = runs?.[0];
  if (!run) return undefined;
  return {
    file: 'surface.json',
    pointer: run.purpose === 'read' && run.verb ? pointer('verbs', run.verb) : '/wrap/bin',
  };
}

describe('HCP rule examples, run through the engine', () => {
  it('gives every rule a runnable example, except the few listed with a reason', () => {
    const missing = RULES.filter((r) => !exampleOf(r)).map((r) => r.meta.id);
    expect(missing.sort()).toEqual(Object.keys(WITHOUT_EXAMPLE).sort());
    expect(RULES).toHaveLength(61 + LINT_RULES.length);
  });

  it(`${HCP_EXAMPLE_BASE.name} itself is silent on every static rule and lint kind`, () => {
    expect(staticFindings(base)).toEqual([]);
  });

  it(`${HCP_EXAMPLE_BASE.name}'s eval run is silent on every eval rule`, async () => {
    expect(await evalRunFindings(base)).toEqual([]);
  });

  it.each(RULES.filter((r) => exampleOf(r)).map((r) => [r.meta.id, r] as const))(
    '%s: the incorrect example fires at its change, the correct one stays silent',
    async (_, rule) => {
      const example = exampleOf(rule)!;
      const incorrect = await findingsOn(rule, example.incorrect, example.runs?.incorrect);
      expect(incorrect.length, `${rule.meta.id} on its incorrect example`).toBeGreaterThan(0);
      expect(
        incorrect.some((f) => isAtTheChange(f, { ...example, at: example.at ?? runAt(example.runs?.incorrect) })),
        JSON.stringify(incorrect.map((f) => [f.file, f.pointer])),
      ).toBe(true);
      expect(await findingsOn(rule, example.correct, example.runs?.correct)).toEqual([]);
    },
  );
});
