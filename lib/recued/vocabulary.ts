/**
 * Every fixed list and limit a Recued composition is checked against, in one place.
 * The schema, the checks, the rule pages and the connection form all read from here.
 */

export const MANIFEST_VERSION = 2;
export const ARTIFACT_TYPE = 'pack';
export const COMPOSITION_SCHEMA_VERSION = 1;

/** The first-party publisher: the only one that may declare connection_requirements or trust_summary. */
export const FIRST_PARTY_PUBLISHER = 'recued';
/** The studio's signed-in handle when none is set (DECISIONS.md). */
export const DEFAULT_PUBLISHER = 'local';

export const INGREDIENT_KINDS = ['http', 'cli', 'storage'] as const;
export const RISKS = ['read', 'write'] as const;
export const APPROVALS = ['never', 'ask', 'always'] as const;
export const REST_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Methods that change data on the server: a read op using one is suspicious. */
export const CHANGING_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const PROGRESS_ADAPTERS = ['yt-dlp-progress', 'file-growth'] as const;
/**
 * The only progress contract the document names. The old spelling that declared
 * "no progress" to drop the deadline is gone (timeout_ms 0 replaces it).
 */
export const PROGRESS_CONTRACTS = ['heartbeat'] as const;

/** The same list the service checkers use. */
export const READINESS_KINDS = ['http_ok', 'tcp_open', 'pid_file', 'file_exists', 'exec_ok', 'binary_in_path'] as const;

export const INSTALL_MANAGERS = ['brew', 'winget', 'scoop', 'apt', 'dnf', 'npm', 'pip', 'pipx', 'cargo', 'go'] as const;
export const SYSTEMS = ['macos', 'linux', 'windows'] as const;
/** Where each manager runs: a command shows only on these systems. */
export const MANAGER_SYSTEMS: Record<InstallManager, readonly System[]> = {
  brew: ['macos', 'linux'],
  winget: ['windows'],
  scoop: ['windows'],
  apt: ['linux'],
  dnf: ['linux'],
  npm: SYSTEMS,
  pip: SYSTEMS,
  pipx: SYSTEMS,
  cargo: SYSTEMS,
  go: SYSTEMS,
};
export const PACKAGE_PATTERN = /^[A-Za-z0-9@][A-Za-z0-9@/._+-]*$/;
export const MAX_PACKAGE_LENGTH = 214;

/** One to four whole numbers joined by dots. */
export const VERSION_PATTERN = /^\d+(?:\.\d+){0,3}$/;
export const VERSION_OUTSIDE = ['refuse', 'warn'] as const;
export const VERSION_PROBE_FLAGS = ['--version', '-version', '-v', '-V', 'version'] as const;

export const HINT_KEYS = [
  'config.base_url',
  'auth.scope',
  'auth.scopes',
  'auth.token_endpoint',
  'auth.authorize_url',
] as const;
export interface HintKeyInfo {
  label: string;
  /** Shown only after the user picks an OAuth auth type. */
  oauthOnly: boolean;
  /** Must be a public https URL with no secret in it. */
  endpoint: boolean;
}
export const HINT_KEY_INFO: Record<HintKey, HintKeyInfo> = {
  'config.base_url': { label: 'Base URL', oauthOnly: false, endpoint: true },
  'auth.scope': { label: 'Scope', oauthOnly: true, endpoint: false },
  'auth.scopes': { label: 'Scopes', oauthOnly: true, endpoint: false },
  'auth.token_endpoint': { label: 'Token endpoint', oauthOnly: true, endpoint: true },
  'auth.authorize_url': { label: 'Authorize URL', oauthOnly: true, endpoint: true },
};
export const HINT_ENTRY_KEYS = ['connection', 'values', 'setup_url'] as const;
export const MAX_HINT_ENTRIES = 8;
export const MAX_HINT_VALUE_LENGTH = 500;

/** Refused inside a hint, so a line that looks accepted never quietly does nothing. */
export const CONNECTION_REQUIREMENT_FIELDS = [
  'api_base',
  'vendor',
  'authority',
  'identity_endpoint',
  'auth',
  'per_org',
] as const;

export type IngredientKind = (typeof INGREDIENT_KINDS)[number];
export type Risk = (typeof RISKS)[number];
export type Approval = (typeof APPROVALS)[number];
export type ProgressAdapter = (typeof PROGRESS_ADAPTERS)[number];
export type ReadinessKind = (typeof READINESS_KINDS)[number];
export type InstallManager = (typeof INSTALL_MANAGERS)[number];
export type System = (typeof SYSTEMS)[number];
export type HintKey = (typeof HINT_KEYS)[number];

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export function quoteList(list: readonly string[]): string {
  return list.map((v) => `"${v}"`).join(', ');
}

/** `"refuse" or "warn"`, `"a", "b" or "c"`. */
export function orList(list: readonly string[]): string {
  const quoted = list.map((v) => `"${v}"`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}
