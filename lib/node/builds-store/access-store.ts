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
  /** Verified and lower-cased, or null: a user without one holds no granted role (a role mapped from groups counts). */
  email: string | null;
  name: string;
  csrf: string;
  /** When the session ends at the latest (its absolute bound). */
  expiresAt: number;
  /** The provider's groups claim at sign-in (roles may be mapped from these). */
  groups: string[];
  /** The provider's ID token, for signing out at the provider; null when it gave none. */
  idToken: string | null;
}

/** Who signed in, as a new session records them. */
export type NewSession = Pick<SessionUser, 'subject' | 'email' | 'name'> &
  Partial<Pick<SessionUser, 'groups' | 'idToken'>>;

/** How long a session lives: `idleMs` without a request (each request slides it on), `absoluteMs` in any case. */
export interface SessionLifetime {
  absoluteMs: number;
  idleMs: number;
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
  createSession(user: NewSession, lifetime: SessionLifetime): Promise<{ cookie: string }>;
  /**
   * The session's user while it is within both bounds, its idle bound slid on; null for an unknown, ended or expired
   * one (an expired one is deleted on the spot).
   */
  sessionUser(cookie: string): Promise<SessionUser | null>;
  endSession(cookie: string): Promise<void>;
  /** Deletes every session past either bound; answers how many. */
  purgeExpiredSessions(): Promise<number>;
}

/** At most this often a session's last_seen_at is written: a page's many requests make one write, not dozens. */
const IDLE_REFRESH_MS = 60_000;
/** The groups a session keeps: enough for any directory, bounded against a provider that sends thousands. */
const MAX_GROUPS = 500;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const sessionHash = (cookie: string) => createHash('sha256').update(cookie).digest('hex');

export class KyselyAccessStore implements AccessStore {
  /** `now` is the clock sessions are timed by (the tests move an injected one instead of sleeping). */
  constructor(
    private readonly db: Kysely<BuildDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

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

  async createSession(user: NewSession, lifetime: SessionLifetime): Promise<{ cookie: string }> {
    const cookie = randomBytes(32).toString('base64url');
    const now = this.now();
    // Expired sessions go when a new one comes: no timer, and the table stays the size of the signed-in users.
    await this.purgeExpiredSessions();
    const groups = (user.groups ?? []).slice(0, MAX_GROUPS).map((g) => g.slice(0, 200));
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: sessionHash(cookie),
        subject: user.subject,
        email: user.email === null ? null : normaliseEmail(user.email),
        name: user.name,
        csrf: randomBytes(32).toString('base64url'),
        created_at: now,
        expires_at: now + lifetime.absoluteMs,
        last_seen_at: now,
        idle_ms: Math.min(lifetime.idleMs, lifetime.absoluteMs),
        id_token: user.idToken ?? null,
        groups: JSON.stringify(groups),
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
    if (!row) return null;
    const now = this.now();
    const lastSeen = Number(row.last_seen_at);
    const idleMs = Number(row.idle_ms);
    if (now >= Number(row.expires_at) || now >= lastSeen + idleMs) {
      await this.db.deleteFrom('sessions').where('id_hash', '=', row.id_hash).execute();
      return null;
    }
    if (now - lastSeen >= Math.min(IDLE_REFRESH_MS, idleMs / 10))
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', row.id_hash).execute();
    return {
      subject: row.subject,
      email: row.email,
      name: row.name,
      csrf: row.csrf,
      expiresAt: Number(row.expires_at),
      groups: parseGroups(row.groups),
      idToken: row.id_token,
    };
  }

  async purgeExpiredSessions(): Promise<number> {
    const now = this.now();
    const done = await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb(eb('last_seen_at', '+', eb.ref('idle_ms')), '<=', now)]))
      .executeTakeFirst();
    return Number(done.numDeletedRows);
  }

  async endSession(cookie: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', sessionHash(cookie)).execute();
  }
}

function parseGroups(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((g): g is string => typeof g === 'string') : [];
  } catch {
    return [];
  }
}
