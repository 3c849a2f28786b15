import type { StaticRule } from '../create';
import { m002CommandNames } from './m002-command-names';
import { m003CatchAll } from './m003-catch-all';
import { m004DescriptionPresent } from './m004-description-present';
import { m005DescriptionSpecific } from './m005-description-specific';
import { m006DescriptionOneSentence } from './m006-description-one-sentence';
import { m007WrapCli } from './m007-wrap-cli';
import { m008CliBin } from './m008-cli-bin';
import { m010ForwardingPlaceholder } from './m010-forwarding-placeholder';
import { m011ArgumentNames } from './m011-argument-names';
import { m012PassThrough } from './m012-pass-through';

/** M002–M012: command names, descriptions, cli[] and argument names. */
export const MANIFEST_RULES_A: StaticRule[] = [
  m002CommandNames,
  m003CatchAll,
  m004DescriptionPresent,
  m005DescriptionSpecific,
  m006DescriptionOneSentence,
  m007WrapCli,
  m008CliBin,
  m010ForwardingPlaceholder,
  m011ArgumentNames,
  m012PassThrough,
];
