import type { CompositionRule } from './create';
import { checkArtifactType } from './c-artifact-type';
import { checkBaseOriginOnly } from './c-base-origin-only';
import { checkCrashed } from './c-check-crashed';
import { checkCliClosed } from './c-cli-closed';
import { checkConnectionRequirements } from './c-connection-requirements';
import { checkDetachedOutput } from './c-detached-output';
import { checkDetachedSupervision } from './c-detached-supervision';
import { checkFirstOutputBeforeStall } from './c-first-output-before-stall';
import { checkHintConnection } from './c-hint-connection';
import { checkHintCount } from './c-hint-count';
import { checkHintEndpoint } from './c-hint-endpoint';
import { checkHintEntryKeys } from './c-hint-entry-keys';
import { checkHintKey } from './c-hint-key';
import { checkHintLength } from './c-hint-length';
import { checkHostileText } from './c-hostile-text';
import { checkHintRequirementsField } from './c-hint-requirements-field';
import { checkHintSecret } from './c-hint-secret';
import { checkHintSetupUrl } from './c-hint-setup-url';
import { checkInstallDocs } from './c-install-docs';
import { checkInstallEntryShape } from './c-install-entry-shape';
import { checkInstallManager } from './c-install-manager';
import { checkInstallPackage } from './c-install-package';
import { checkInstallSystems } from './c-install-systems';
import { jsonSyntax } from './c-json-syntax';
import { checkManifestVersion } from './c-manifest-version';
import { checkOneIngredient } from './c-one-ingredient';
import { checkOperationIngredient } from './c-operation-ingredient';
import { checkPathVariables } from './c-path-variable';
import { checkProbeVersionOnly } from './c-probe-version-only';
import { checkProgressAdapter } from './c-progress-adapter';
import { checkProgressContract } from './c-progress-contract';
import { checkPublisherHandle } from './c-publisher-handle';
import { checkReadMethod } from './c-read-method';
import { checkReadinessKind } from './c-readiness-kind';
import { schemaShape } from './c-schema';
import { checkSecretInBinding } from './c-secret-in-binding';
import { checkStallBeforeTimeout } from './c-stall-before-timeout';
import { checkTrustSummary } from './c-trust-summary';
import { checkUnboundedNeedsProgress } from './c-unbounded-needs-progress';
import { checkVersionFormat } from './c-version-format';
import { checkVersionOrder } from './c-version-order';
import { checkVersionOutside } from './c-version-outside';
import { checkWriteWithoutApproval } from './c-write-without-approval';

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
  checkHostileText,
];

/** The engine's own findings (syntax, schema, a failure outside any rule): pages and severities, no check of their own. */
export const ENGINE_RULES = { jsonSyntax, schemaShape, checkCrashed } as const;

/** Every Recued rule, the engine's first: what the rule pages and the catalogue list. */
export const RECUED_RULES: readonly CompositionRule[] = [jsonSyntax, schemaShape, checkCrashed, ...COMPOSITION_RULES];

/** Every Recued rule id, in RECUED_RULES order. */
export const RECUED_RULE_IDS: readonly string[] = RECUED_RULES.map((r) => r.meta.id);

export type { CompositionContext, CompositionRule } from './create';
