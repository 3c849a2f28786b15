import type { StaticRule } from '../create';
import { p001WriteNamesNotRead } from './p001-write-names-not-read';
import { p002ConfirmRiskyWrites } from './p002-confirm-risky-writes';
import { p003ConfirmOnlyWrites } from './p003-confirm-only-writes';
import { p004CliConfirmFlag } from './p004-cli-confirm-flag';
import { p005SetupConnectWrites } from './p005-setup-connect-writes';
import { p006HealthCommand } from './p006-health-command';
import { p007PayConfirmAlways } from './p007-pay-confirm-always';

export const POLICY_RULES: StaticRule[] = [
  p001WriteNamesNotRead,
  p002ConfirmRiskyWrites,
  p003ConfirmOnlyWrites,
  p004CliConfirmFlag,
  p005SetupConnectWrites,
  p006HealthCommand,
  p007PayConfirmAlways,
];
