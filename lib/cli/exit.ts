import type { Finding } from '../core/finding';

/**
 * The one exit policy of every packstudio command (README, "Exit codes"). A finding's severity decides, whatever the
 * format or the layer that found it: a rule that crashed is reported as a finding like any other, with one severity.
 */
export const EXIT = {
  /** Nothing to fix (notes alone do not count). */
  clean: 0,
  /** At least one error (or, with --strict, a warning). */
  errors: 1,
  /** Warnings only. */
  warnings: 2,
  /** The command line is wrong: unknown command or option, a missing argument, a bad value (sysexits EX_USAGE). */
  usage: 64,
  /** The input named on the command line could not be read (sysexits EX_NOINPUT). */
  noInput: 66,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** 0 with nothing to fix, 2 on warnings only, 1 on any error; `strict` counts warnings as errors. */
export function exitCodeFor(findings: readonly Pick<Finding, 'severity'>[], strict = false): ExitCode {
  if (findings.some((f) => f.severity === 'error')) return EXIT.errors;
  if (findings.some((f) => f.severity === 'warn')) return strict ? EXIT.errors : EXIT.warnings;
  return EXIT.clean;
}

/** How bad each exit code is, for a run of several packs: a DIR that could not be checked, then errors, then warnings. */
const RANK: readonly ExitCode[] = [EXIT.clean, EXIT.warnings, EXIT.errors, EXIT.noInput];

/** The worst of several packs' exit codes (66 > 1 > 2 > 0); 0 for none. */
export function worstExit(codes: readonly ExitCode[]): ExitCode {
  return codes.reduce<ExitCode>((worst, code) => (RANK.indexOf(code) > RANK.indexOf(worst) ? code : worst), EXIT.clean);
}
