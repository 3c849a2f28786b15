import type { Generated } from 'kysely';
import type { HistoryTables } from '../history/schema';

/**
 * The build store's tables, as the query layer (Kysely) types them: the same tables on SQLite and PostgreSQL. Times
 * are milliseconds since the epoch (bigint on PostgreSQL, read back as numbers); reports and comparisons are JSON text.
 * On PostgreSQL it also holds the studio's check history (HistoryTables).
 */
export interface BuildDatabase extends HistoryTables {
  projects: ProjectsTable;
  project_tokens: TokensTable;
  builds: BuildsTable;
  pack_results: PackResultsTable;
  audit_log: AuditTable;
  project_roles: ProjectRolesTable;
  sessions: SessionsTable;
}

export interface ProjectsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** Where a build without --ancestor looks for the build to compare with. */
  base_branch: string;
  created_at: number;
}

export interface TokensTable {
  id: Generated<number>;
  project_id: number;
  label: string;
  /** sha256 of the token: the token itself is shown once and never stored. */
  hash: string;
  created_at: number;
  revoked_at: number | null;
}

export interface BuildsTable {
  id: Generated<number>;
  project_id: number;
  commit_sha: string;
  branch: string;
  ancestor_sha: string | null;
  /** The build this one is compared with (its ancestor's, or the base branch's latest); null for none. */
  compared_to: number | null;
  at: number;
  pack_count: number;
  /** Packs whose policy this build weakens, and packs that regressed without weakening it (attention 0 and 1). */
  weakened: number;
  regressions: number;
  token_id: number | null;
}

export interface PackResultsTable {
  build_id: number;
  pack: string;
  format: string;
  score: number | null;
  grade: string | null;
  errors: number;
  warnings: number;
  infos: number;
  /** sha256 over the pack's files as the uploader hashed them: approvals carry while it stays the same. */
  files_hash: string | null;
  /** 0 policy weakened, 1 regression, 2 the rest: the build page's order (lib/builds/compare.ts attentionOf). */
  attention: number;
  /** PackComparison as JSON. */
  comparison: string;
  /** The Report as uploaded, as JSON. */
  report: string;
}

export interface AuditTable {
  id: Generated<number>;
  project_id: number;
  at: number;
  actor: string;
  /** approve | refuse | token.create | token.revoke | project.create */
  action: string;
  pack: string | null;
  build_id: number | null;
  files_hash: string | null;
  /** What a decision is about: policy | regression. */
  subject: string | null;
  reason: string;
}

export interface ProjectRolesTable {
  project_id: number;
  /** Lower-cased; matched against a signed-in user's verified e-mail. */
  email: string;
  /** viewer | reviewer | admin */
  role: string;
  granted_by: string;
  granted_at: number;
}

export interface SessionsTable {
  /** sha256 of the session cookie's random value. */
  id_hash: string;
  /** The identity provider's issuer and subject: who signed in, whatever their e-mail. */
  subject: string;
  /** The verified e-mail, lower-cased; null when the provider vouched for none (no roles then). */
  email: string | null;
  name: string;
  /** The token the session's forms and API calls carry against cross-site requests. */
  csrf: string;
  created_at: number;
  /** The absolute end, whatever the use. */
  expires_at: number;
  /** The last request that refreshed the session (written at most every IDLE_REFRESH, not on every request). */
  last_seen_at: number;
  /** The idle bound the session was given: it ends `idle_ms` after `last_seen_at`. */
  idle_ms: number;
  /** The provider's ID token, sent back as id_token_hint when signing out at the provider. */
  id_token: string | null;
  /** The provider's groups claim at sign-in, as a JSON array of strings (roles mapped from groups). */
  groups: string;
}
