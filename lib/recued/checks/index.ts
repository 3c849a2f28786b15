import type { RecuedRuleId } from '../rule-ids';
import { checkBaseOriginOnly } from './base-origin-only';
import { checkCliClosed } from './cli-closed';
import { checkVersionFormat, checkVersionOrder, checkVersionOutside } from './cli-version';
import { checkDetachedOutput, checkDetachedSupervision, checkReadinessKind } from './detached';
import { checkSecretInBinding } from './binding-secrets';
import { checkArtifactType, checkManifestVersion, checkPublisherHandle } from './envelope';
import { checkConnectionRequirements, checkTrustSummary } from './first-party';
import { checkHintConnection, checkHintCount, checkHintEntryKeys, checkHintRequirementsField } from './hint-entries';
import { checkHintEndpoint, checkHintKey, checkHintLength, checkHintSecret, checkHintSetupUrl } from './hint-values';
import { checkInstallDocs, checkInstallEntryShape, checkInstallManager, checkInstallPackage, checkInstallSystems } from './install';
import { checkOneIngredient } from './one-ingredient';
import { checkOperationIngredient } from './operation-ingredient';
import { checkPathVariables } from './path-variables';
import { checkProbeVersionOnly } from './probe';
import { checkFirstOutputBeforeStall, checkProgressAdapter, checkProgressContract, checkStallBeforeTimeout, checkUnboundedNeedsProgress } from './progress';
import { checkReadMethod, checkWriteWithoutApproval } from './risk-approval';
import type { Check } from './types';

/** The engine's own findings (syntax, schema, a crashed check) have no check function. */
export type EngineRuleId = 'C-json-syntax' | 'C-schema' | 'C-check-crashed';
export type CheckRuleId = Exclude<RecuedRuleId, EngineRuleId>;

/** Rule id → the check that reports it. Severity, category and docs live in ../rules-meta. */
export const CHECKS: Record<CheckRuleId, Check> = {
  'C-manifest-version': checkManifestVersion,
  'C-artifact-type': checkArtifactType,
  'C-publisher-handle': checkPublisherHandle,
  'C-connection-requirements': checkConnectionRequirements,
  'C-trust-summary': checkTrustSummary,
  'C-one-ingredient': checkOneIngredient,
  'C-operation-ingredient': checkOperationIngredient,
  'C-base-origin-only': checkBaseOriginOnly,
  'C-cli-closed': checkCliClosed,
  'C-version-format': checkVersionFormat,
  'C-version-order': checkVersionOrder,
  'C-version-outside': checkVersionOutside,
  'C-probe-version-only': checkProbeVersionOnly,
  'C-install-entry-shape': checkInstallEntryShape,
  'C-install-manager': checkInstallManager,
  'C-install-package': checkInstallPackage,
  'C-install-systems': checkInstallSystems,
  'C-install-docs': checkInstallDocs,
  'C-path-variable': checkPathVariables,
  'C-secret-in-binding': checkSecretInBinding,
  'C-read-method': checkReadMethod,
  'C-write-without-approval': checkWriteWithoutApproval,
  'C-unbounded-needs-progress': checkUnboundedNeedsProgress,
  'C-progress-contract': checkProgressContract,
  'C-progress-adapter': checkProgressAdapter,
  'C-stall-before-timeout': checkStallBeforeTimeout,
  'C-first-output-before-stall': checkFirstOutputBeforeStall,
  'C-detached-supervision': checkDetachedSupervision,
  'C-readiness-kind': checkReadinessKind,
  'C-detached-output': checkDetachedOutput,
  'C-hint-count': checkHintCount,
  'C-hint-entry-keys': checkHintEntryKeys,
  'C-hint-requirements-field': checkHintRequirementsField,
  'C-hint-connection': checkHintConnection,
  'C-hint-key': checkHintKey,
  'C-hint-endpoint': checkHintEndpoint,
  'C-hint-setup-url': checkHintSetupUrl,
  'C-hint-length': checkHintLength,
  'C-hint-secret': checkHintSecret,
};

export type { Check, CheckContext, Hit } from './types';
