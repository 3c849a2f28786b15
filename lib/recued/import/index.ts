export {
  importOpenApi,
  type ImportOptions,
  type ImportOutcome,
  type ImportResult,
  type ImportedOperation,
  type LeftOut,
} from './import';
export { DEFAULT_OPS, MAX_OPS } from './select';
