import type { RuleMeta } from '../../../core/rule';
import type { ProbeRule } from '../create';
import { r001BinResolves } from './r001-bin-resolves';
import { r002HelpExitsZero } from './r002-help-exits-zero';
import { r003UnknownSubcommandFails } from './r003-unknown-subcommand-fails';
import { r004FailuresExplain } from './r004-failures-explain';
import { r005NoPrompts } from './r005-no-prompts';
import { r006JsonOnly } from './r006-json-only';
import { r007NoColour } from './r007-no-colour';
import { r008OutputBudget } from './r008-output-budget';
import { r009ConciseDefault } from './r009-concise-default';
import { r010SlowReads } from './r010-slow-reads';
import { r011HealthExitCodes } from './r011-health-exit-codes';
import { r012AReadProbed } from './r012-a-read-probed';
import { r013ReadsSucceed } from './r013-reads-succeed';
import { r014SubcommandExists } from './r014-subcommand-exists';

/** R001–R014: the rules over the probe layer's runs of the wrapped CLI. */
export const PROBE_RULES: readonly ProbeRule[] = [
  r001BinResolves,
  r002HelpExitsZero,
  r003UnknownSubcommandFails,
  r004FailuresExplain,
  r005NoPrompts,
  r006JsonOnly,
  r007NoColour,
  r008OutputBudget,
  r009ConciseDefault,
  r010SlowReads,
  r011HealthExitCodes,
  r012AReadProbed,
  r013ReadsSucceed,
  r014SubcommandExists,
];

export const PROBE_RULE_METAS: readonly RuleMeta[] = PROBE_RULES.map((r) => r.meta);

export type { ProbeRule } from '../create';
export type { ProbeContext, ProbeObservation, ProbePurpose } from './types';
