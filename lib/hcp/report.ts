import type { Category, Finding } from '../core/finding';
import { summarize, type Grade } from '../core/score';
import { checkStatic } from './check';
import { packId, type LoadedPack } from './load';

/** One run of the wrapped CLI, as the probe table and `--json` show it. */
export interface ProbeRecord {
  argv: string[];
  exit_code: number | null;
  ms: number;
  tokens: number;
  json: boolean;
  timed_out: boolean;
  /** Which probe this was: help, unknown, subcommand-help, read. */
  purpose?: string;
  verb?: string;
  stdout_truncated?: boolean;
}

export interface EvalCaseResult {
  name: string;
  verb: string;
  passed: boolean;
  ms: number;
  tokens: number;
  error: string | null;
}

export interface EvalSummary {
  cases: EvalCaseResult[];
  passed: number;
  failed: number;
  p50_ms: number;
  p95_ms: number;
}

export interface CheckReport {
  pack_id: string;
  score: number;
  grade: Grade;
  ready: boolean;
  categories: Record<Category, number>;
  findings: Finding[];
  probes: ProbeRecord[];
  eval: EvalSummary | null;
}

export function buildReport(pack: LoadedPack, findings: Finding[], probes: ProbeRecord[] = [], evalSummary: EvalSummary | null = null): CheckReport {
  const { score, grade, ready, categories } = summarize(findings);
  return { pack_id: packId(pack), score, grade, ready, categories, findings, probes, eval: evalSummary };
}

/** The static report: lint and the 42 static rules, no probe, no eval. */
export function staticReport(pack: LoadedPack): CheckReport {
  return buildReport(pack, checkStatic(pack));
}

/** 0 with nothing to fix, 2 on warnings only, 1 on any error; --strict fails warnings too. */
export function exitCodeFor(findings: readonly Finding[], strict = false): 0 | 1 | 2 {
  if (findings.some((f) => f.severity === 'error')) return 1;
  if (findings.some((f) => f.severity === 'warn')) return strict ? 1 : 2;
  return 0;
}
