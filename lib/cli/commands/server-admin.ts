import { isRole, ROLES } from '../../node/builds-store/access-store';
import { openBuildStore, storeOptionsFromEnv } from '../../node/builds-store/open';
import type { BuildStore } from '../../node/builds-store/types';
import { PROJECT_SLUG } from '../../node/builds-server/upload-body';
import { workspaceDir } from '../../node/workspace';
import { parseArgs, UsageError } from '../args';
import { EXIT } from '../exit';
import { json, type CliIo } from '../io';
import { plainText } from '../../report/formatters/escape';

const EMAIL = /^[^@\s]{1,100}@[^@\s]{1,200}$/;

export const SERVER_USAGE = [
  'packstudio server project create SLUG [--name NAME] [--base-branch B]',
  'packstudio server token create SLUG [--label L]     prints the token once',
  'packstudio server token revoke SLUG ID',
  'packstudio server token list SLUG [--json]',
  'packstudio server role grant SLUG EMAIL viewer|reviewer|admin',
  'packstudio server role revoke SLUG EMAIL',
  'packstudio server role list SLUG [--json]',
  'packstudio server audit SLUG [--json]',
].join('\n');

/**
 * `packstudio server …`: the review server's administration, run where the server's database is reachable (the
 * same DATABASE_URL, or the same workspace for SQLite): whoever can reach the database is its admin, so this is also
 * how the first project admin is named (or PACKSTUDIO_ADMINS on the server). Every change is in the audit log under
 * $USER.
 */
export async function serverCommand(
  argv: string[],
  io: CliIo,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const args = parseArgs(argv, { flags: ['json'], options: ['name', 'base-branch', 'label'] });
  const [what, ...rest] = args.positionals;
  // `server audit SLUG` has no verb of its own.
  const verb = what === 'audit' ? 'list' : rest.shift();
  const [slug, id, roleName] = rest;
  if (!what || !verb || !slug) throw new UsageError(`usage:\n${SERVER_USAGE}`);
  if (!PROJECT_SLUG.test(slug)) throw new UsageError(`"${slug}" is not a project slug (a-z, 0-9, . _ -; up to 64)`);
  const actor = `${env.USER ?? 'admin'} (command line)`;
  const store = await openBuildStore(storeOptionsFromEnv(workspaceDir(), env));
  try {
    if (what === 'project' && verb === 'create') {
      if (await store.getProject(slug)) {
        io.stderr(`packstudio server: a project "${slug}" exists already`);
        return EXIT.errors;
      }
      const project = await store.createProject({
        slug,
        name: args.options.get('name'),
        baseBranch: args.options.get('base-branch'),
        actor,
      });
      io.stdout(`project ${project.slug} created (base branch ${project.baseBranch})`);
      return EXIT.clean;
    }
    const project = await projectOr(store, slug, io);
    if (!project) return EXIT.errors;
    if (what === 'token' && verb === 'create') {
      const { id: tokenId, token } = await store.createToken(project.id, args.options.get('label') ?? 'ci', actor);
      io.stderr(`token ${tokenId} for ${slug}: shown this once, only its hash is kept`);
      io.stdout(token);
      return EXIT.clean;
    }
    if (what === 'token' && verb === 'revoke') {
      if (!id || !/^\d+$/.test(id)) throw new UsageError('token revoke needs the token id (token list shows them)');
      const revoked = await store.revokeToken(project.id, Number(id), actor);
      io.stdout(revoked ? `token ${id} revoked` : `token ${id}: no such live token in ${slug}`);
      return revoked ? EXIT.clean : EXIT.errors;
    }
    if (what === 'token' && verb === 'list') {
      const tokens = await store.listTokens(project.id);
      if (args.flags.has('json')) io.stdout(json(tokens));
      else
        for (const t of tokens)
          io.stdout(`${t.id}\t${t.label}\t${new Date(t.createdAt).toISOString()}\t${t.revokedAt ? 'revoked' : 'live'}`);
      return EXIT.clean;
    }
    if (what === 'role' && verb === 'grant') {
      if (!id || !EMAIL.test(id)) throw new UsageError('role grant needs an e-mail: role grant SLUG EMAIL ROLE');
      if (!isRole(roleName)) throw new UsageError(`role grant needs a role: ${ROLES.join(', ')}`);
      await store.access.grantRole(project.id, id, roleName, actor);
      io.stdout(`${id.toLowerCase()} is ${roleName} in ${slug}`);
      return EXIT.clean;
    }
    if (what === 'role' && verb === 'revoke') {
      if (!id) throw new UsageError('role revoke needs the e-mail: role revoke SLUG EMAIL');
      const revoked = await store.access.revokeRole(project.id, id, actor);
      io.stdout(revoked ? `${id.toLowerCase()} holds no role in ${slug} now` : `${id}: no role in ${slug}`);
      return revoked ? EXIT.clean : EXIT.errors;
    }
    if (what === 'role' && verb === 'list') {
      const roles = await store.access.listRoles(project.id);
      if (args.flags.has('json')) io.stdout(json(roles));
      else
        for (const r of roles)
          io.stdout([r.email, r.role, r.grantedBy, new Date(r.grantedAt).toISOString()].map(cell).join('\t'));
      return EXIT.clean;
    }
    if (what === 'audit') {
      const entries = await store.auditLog(project.id, { limit: 500 });
      if (args.flags.has('json')) io.stdout(json(entries));
      else
        for (const e of entries)
          io.stdout(
            [
              new Date(e.at).toISOString(),
              e.actor,
              `${e.action}${e.pack ? ` ${e.pack}@${e.buildId} (${e.subject})` : ''}`,
              e.reason,
            ]
              .map(cell)
              .join('\t'),
          );
      return EXIT.clean;
    }
    throw new UsageError(`usage:\n${SERVER_USAGE}`);
  } finally {
    await store.close();
  }
}

async function projectOr(store: BuildStore, slug: string, io: CliIo) {
  const project = await store.getProject(slug);
  if (!project) io.stderr(`packstudio server: no project "${slug}" (packstudio server project create ${slug})`);
  return project;
}

/**
 * One column of a tab-separated line for a terminal: what a reviewer or an identity provider wrote, with escapes,
 * line breaks and text-direction characters shown (plainText) and a tab shown as `\t`, so it cannot move the columns.
 */
function cell(text: string): string {
  return plainText(text).replace(/\t/g, '\\t');
}
