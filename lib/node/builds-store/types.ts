import type { PackComparison } from '../../builds/compare';
import type { Report } from '../../core/report';
import type { RunStore } from '../history/store';
import type { AccessStore } from './access-store';
import type { AuditEntry } from '../../builds/audit';

/**
 * The review server's store: projects, their upload tokens, builds with every pack's report, the comparison of each
 * pack with the build before, and the append-only audit log of decisions. One interface, two databases: PostgreSQL
 * (DATABASE_URL) and the embedded SQLite default; lib/node/builds-store/store.test.ts runs the same suite on both.
 */
export interface BuildStore {
  readonly dialect: 'sqlite' | 'postgres';
  /** Roles and sessions: who may do what (lib/node/builds-store/access-store.ts). */
  readonly access: AccessStore;
  /**
   * The studio's check history on PostgreSQL (`packstudio serve` with DATABASE_URL); null on SQLite, where it stays
   * in the workspace's own .packstudio/history.db (lib/node/history/workspace-history.ts chooses).
   */
  readonly runs: RunStore | null;
  createProject(input: { slug: string; name?: string; baseBranch?: string; actor: string }): Promise<Project>;
  getProject(slug: string): Promise<Project | null>;
  listProjects(): Promise<Project[]>;

  /** A new upload token: the token is in the answer once and only its hash is kept. */
  createToken(projectId: number, label: string, actor: string): Promise<{ id: number; token: string }>;
  revokeToken(projectId: number, tokenId: number, actor: string): Promise<boolean>;
  listTokens(projectId: number): Promise<TokenInfo[]>;
  /** The token's row when it is this project's and not revoked; null otherwise. */
  verifyToken(projectId: number, token: string): Promise<TokenInfo | null>;
  /** The project a token uploads to, when it is not revoked: CI names no project, its token does. */
  projectOfToken(token: string): Promise<{ project: Project; token: TokenInfo } | null>;

  /** Stores a build and every pack's report with its comparison, in one transaction. */
  recordBuild(input: BuildInput): Promise<Build>;
  getBuild(projectId: number, buildId: number): Promise<Build | null>;
  /** Newest first; `before`: a build id, for the next page. */
  listBuilds(projectId: number, page?: { before?: number; limit?: number }): Promise<Build[]>;
  /** The build to compare a new one with: the ancestor commit's latest build, else the base branch's latest. */
  comparisonBase(project: Project, ancestor: string | null): Promise<Build | null>;
  /** Each pack's report in a build (all, or the packs named). */
  packReports(
    buildId: number,
    packs?: readonly string[],
  ): Promise<Map<string, { report: Report; filesHash: string | null; comparison: PackComparison | null }>>;
  /** A build's packs, policy weakenings first, then regressions, then by name; `after` pages on from a row's key. */
  buildPacks(buildId: number, page?: { after?: PackCursor; limit?: number }): Promise<PackRow[]>;
  /** The project page: packs of its latest build (by name, paged) × its last `builds` builds. */
  projectMatrix(projectId: number, page?: { afterPack?: string; packs?: number; builds?: number }): Promise<Matrix>;

  /** Appends an approve or refuse to the audit log; the pack's files hash at that build is what carries it on. */
  decide(input: DecisionInput): Promise<Decision>;
  /** The latest decision per pack and subject that holds for these packs at these file hashes (or at this build). */
  decisionsFor(
    projectId: number,
    buildId: number,
    packs: readonly { pack: string; filesHash: string | null }[],
  ): Promise<Decision[]>;
  auditLog(projectId: number, page?: { before?: number; limit?: number }): Promise<AuditEntry[]>;

  /** Bytes the store's tables take on disk, where the database says so. */
  sizeBytes(): Promise<number>;
  close(): Promise<void>;
}

export interface Project {
  id: number;
  slug: string;
  name: string;
  baseBranch: string;
  createdAt: number;
}

export interface TokenInfo {
  id: number;
  projectId: number;
  label: string;
  createdAt: number;
  revokedAt: number | null;
}

export interface PackUpload {
  report: Report;
  /** sha256 over the pack's files (lib/node/pack-hash.ts), or null when the uploader could not hash them. */
  filesHash: string | null;
}

export interface BuildInput {
  projectId: number;
  commit: string;
  branch: string;
  ancestor: string | null;
  packs: readonly PackUpload[];
  tokenId: number | null;
  at?: number;
}

export interface Build {
  id: number;
  projectId: number;
  commit: string;
  branch: string;
  ancestor: string | null;
  comparedTo: number | null;
  at: number;
  packCount: number;
  weakened: number;
  regressions: number;
}

export interface PackCursor {
  attention: number;
  pack: string;
}

export interface PackRow {
  pack: string;
  format: string;
  score: number | null;
  grade: string | null;
  errors: number;
  warnings: number;
  infos: number;
  filesHash: string | null;
  attention: number;
  comparison: PackComparison | null;
}

export interface Matrix {
  /** Newest first. */
  builds: Build[];
  packs: { pack: string; cells: (MatrixCell | null)[] }[];
  /** The last pack of this page, for the next; null when this is the last page. */
  nextPack: string | null;
}

export interface MatrixCell {
  score: number | null;
  grade: string | null;
  errors: number;
}

export type DecisionSubject = 'policy' | 'regression';

export interface DecisionInput {
  projectId: number;
  buildId: number;
  pack: string;
  subject: DecisionSubject;
  decision: 'approve' | 'refuse';
  reason: string;
  actor: string;
}

export interface Decision extends Omit<DecisionInput, 'projectId'> {
  id: number;
  at: number;
  filesHash: string | null;
}

export type { AuditEntry } from '../../builds/audit';
