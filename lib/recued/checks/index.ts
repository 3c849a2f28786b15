import type { CompositionRule } from './create';
import { checkCrashed, jsonSyntax, schemaShape } from './engine';
import { checkBaseOriginOnly } from './base-origin-only';
import { checkCliClosed } from './cli-closed';
import { checkVersionFormat, checkVersionOrder, checkVersionOutside } from './cli-version';
import { checkDetachedOutput, checkDetachedSupervision, checkReadinessKind } from './detached';
import { checkSecretInBinding } from './binding-secrets';
import { checkArtifactType, checkManifestVersion, checkPublisherHandle } from './envelope';
import { checkConnectionRequirements, checkTrustSummary } from './first-party';
import { checkHintConnection, checkHintCount, checkHintEntryKeys, checkHintRequirementsField } from './hint-entries';
import { checkHintEndpoint, checkHintKey, checkHintLength, checkHintSecret, checkHintSetupUrl } from './hint-values';
import {
  checkInstallDocs,
  checkInstallEntryShape,
  checkInstallManager,
  checkInstallPackage,
  checkInstallSystems,
} from './install';
import { checkOneIngredient } from './one-ingredient';
import { checkOperationIngredient } from './operation-ingredient';
import { checkPathVariables } from './path-variables';
import { checkProbeVersionOnly } from './probe';
import {
  checkFirstOutputBeforeStall,
  checkProgressAdapter,
  checkProgressContract,
  checkStallBeforeTimeout,
  checkUnboundedNeedsProgress,
} from './progress';
import { checkReadMethod, checkWriteWithoutApproval } from './risk-approval';

/** Every composition check, in the order the rule index lists them. */
export const COMPOSITION_RULES: readonly CompositionRule[] = [
  checkManifestVersion,
  checkArtifactType,
  checkPublisherHandle,
  checkConnectionRequirements,
  checkTrustSummary,
  checkOneIngredient,
  checkOperationIngredient,
  checkBaseOriginOnly,
  checkCliClosed,
  checkVersionFormat,
  checkVersionOrder,
  checkVersionOutside,
  checkProbeVersionOnly,
  checkInstallEntryShape,
  checkInstallManager,
  checkInstallPackage,
  checkInstallSystems,
  checkInstallDocs,
  checkPathVariables,
  checkSecretInBinding,
  checkReadMethod,
  checkWriteWithoutApproval,
  checkUnboundedNeedsProgress,
  checkProgressContract,
  checkProgressAdapter,
  checkStallBeforeTimeout,
  checkFirstOutputBeforeStall,
  checkDetachedSupervision,
  checkReadinessKind,
  checkDetachedOutput,
  checkHintCount,
  checkHintEntryKeys,
  checkHintRequirementsField,
  checkHintConnection,
  checkHintKey,
  checkHintEndpoint,
  checkHintSetupUrl,
  checkHintLength,
  checkHintSecret,
];

/** The engine's own findings (syntax, schema, a failure outside any rule): pages and severities, no check of their own. */
export const ENGINE_RULES = { jsonSyntax, schemaShape, checkCrashed } as const;

/** Every Recued rule, the engine's first: what the rule pages and the catalogue list. */
export const RECUED_RULES: readonly CompositionRule[] = [jsonSyntax, schemaShape, checkCrashed, ...COMPOSITION_RULES];

/** Every Recued rule id, in RECUED_RULES order. */
export const RECUED_RULE_IDS: readonly string[] = RECUED_RULES.map((r) => r.meta.id);

export type { CompositionContext, CompositionRule } from './create';
