/** The one secrets detector of every format, and the masking of a CLI's output (browser-safe, no Node APIs). */
export { SECRET_SHAPES, secretShape, type SecretShape } from './shapes';
export { isLiteralSecret, isPlaceholder, isSecretKey, isSecretName } from './names';
export { findSecrets, redact, secretKind, secretProblem, type SecretHit } from './detect';
export { MASK, maskJson, maskText } from './mask';
