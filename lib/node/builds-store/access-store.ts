import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BuildDatabase } from './schema';

/** What a role may do, each including the ones before it: viewer reads, reviewer decides, admin manages. */
export const ROLES = ['viewer', 'reviewer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Whether `held` includes `needed` (admin includes reviewer includes viewer). */
export function roleIncludes(held: Role | null, needed: Role): boolean {
  return held !== null && ROLES.indexOf(held) >= ROLES.indexOf(needed);
}

export interface RoleGrant {
  email: string;
  role: Role;
  grantedBy: string;
  grantedAt: number;
}

export interface SessionUser {
  subject: string;
  /** Verified and lower-cased, or null: a user without one holds no role. */
  email: string | null;
  name: string;
  csrf: string;
  expiresAt: number;
}

/**
 * Who may do what on the review server: per-project roles and signed-in sessions, in the build store's database
 * (migration 0003). Role changes go into the project's append-only audit log like every other change.
 */
export interface AccessStore {
  grantRole(projectId: number, email: string, role: Role, actor: string): Promise<void>;
  /** False when the e-mail held no role in the project. */
  revokeRole(projectId: number, email: string, actor: string): Promise<boolean>;
  roleOf(projectId: number, email: string): Promise<Role | null>;
  listRoles(projectId: number): Promise<RoleGrant[]>;

  /** A new session: the cookie value is in the answer once, the table keeps its hash. */
  createSession(user: Omit<SessionUser, 'csrf' | 'expiresAt'>, lifetimeMs: number): Promise<{ cookie: string }>;
  /** The session's user while it has not expired; null for an unknown, expired or ended one. */
  sessionUser(cookie: string): Promise<SessionUser | null>;
  endSession(cookie: string): Promise<void>;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const sessionHash = (cookie: string) => createHash('sha256').update(cookie).digest('hex');

export class KyselyAccessStore implements AccessStore {
  constructor(private readonly db: Kysely<BuildDatabase>) {}

  async grantRole(projectId: number, email: string, role: Role, actor: string): Promise<void> {
    const who = normaliseEmail(email);
    const at = Date.now();
    await this.db.transaction().execute(async (tx) => {
      // Delete and insert, not an upsert: the same statements on SQLite and PostgreSQL.
      await tx.deleteFrom('project_roles').where('project_id', '=', projectId).where('email', '=', who).execute();
      await tx
        .insertInto('project_roles')
        .values({ project_id: projectId, email: who, role, granted_by: actor, granted_at: at })
        .execute();
      await tx
        .insertInto('audit_log')
        .values({
          project_id: projectId,
          at,
          actor,
          action: 'role.grant',
          pack: null,
          build_id: null,
          files_hash: null,
          subject: null,
          reason: `${who} is ${role}`,
        })
        .execute();
    });
  }

  async revokeRole(projectId: number, email: string, actor: string): Promise<boolean> {
    const who = normaliseEmail(email);
    return this.db.transaction().execute(async (tx) => {
      const done = await tx
        .deleteFrom('project_roles')
        .where('project_id', '=', projectId)
        .where('email', '=', who)
        .executeTakeFirst();
      if (!Number(done.numDeletedRows)) return false;
      await tx
        .insertInto('audit_log')
        .values({
          project_id: projectId,
          at: Date.now(),
          actor,
          action: 'role.revoke',
          pack: null,
          build_id: null,
          files_hash: null,
          subject: null,
          reason: `${who} holds no role`,
        })
        .execute();
      return true;
    });
  }

  async roleOf(projectId: number, email: string): Promise<Role | null> {
    const row = await this.db
      .selectFrom('project_roles')
      .select('role')
      .where('project_id', '=', projectId)
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    return row && isRole(row.role) ? row.role : null;
  }

  async listRoles(projectId: number): Promise<RoleGrant[]> {
    const rows = await this.db
      .selectFrom('project_roles')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('email')
      .execute();
    return rows
      .filter((r) => isRole(r.role))
      .map((r) => ({ email: r.email, role: r.role as Role, grantedBy: r.granted_by, grantedAt: Number(r.granted_at) }));
  }

  async createSession(user: Omit<SessionUser, 'csrf' | 'expiresAt'>, lifetimeMs: number): Promise<{ cookie: string }> {
    const cookie = randomBytes(32).toString('base64url');
    const now = Date.now();
    // Expired sessions go when a new one comes: no timer, and the table stays the size of the signed-in users.
    await this.db.deleteFrom('sessions').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: sessionHash(cookie),
        subject: user.subject,
        email: user.email === null ? null : normaliseEmail(user.email),
        name: user.name,
        csrf: randomBytes(32).toString('base64url'),
        created_at: now,
        expires_at: now + lifetimeMs,
      })
      .execute();
    return { cookie };
  }

  async sessionUser(cookie: string): Promise<SessionUser | null> {
    const row = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', sessionHash(cookie))
      .executeTakeFirst();
    if (!row || Number(row.expires_at) <= Date.now()) return null;
    return {
      subject: row.subject,
      email: row.email,
      name: row.name,
      csrf: row.csrf,
      expiresAt: Number(row.expires_at),
    };
  }

  async endSession(cookie: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', sessionHash(cookie)).execute();
  }
}
