'use server';
import 'server-only';

import { z } from 'zod';
import { currentAuthConfig } from '@/lib/node/auth/config';
import { ROLES } from '@/lib/node/builds-store/access-store';
import { currentBuildStore } from '@/lib/node/builds-server/current';
import { isReviewServer } from '@/lib/node/builds-server/mode';
import { adminActor } from '@/lib/node/builds-server/reviewer';
import { PROJECT_SLUG } from '@/lib/node/builds-server/upload-body';
import { inputError } from '@/lib/studio/server/inputs';
import { fail, type ActionResult } from '@/lib/studio/server/results';
import { accessRefusal, guarded, hostRefusal } from './guard';
import { currentRequest } from './request-view';

const Target = { project: z.string().regex(PROJECT_SLUG), csrf: z.string().max(100).optional() };
const AccessInput = z.discriminatedUnion('change', [
  z.strictObject({
    change: z.literal('grant'),
    ...Target,
    email: z
      .string()
      .trim()
      .regex(/^[^@\s]{1,100}@[^@\s]{1,200}$/, 'an e-mail address is needed'),
    role: z.enum(ROLES),
  }),
  z.strictObject({ change: z.literal('revoke-role'), ...Target, email: z.string().min(3).max(301) }),
  z.strictObject({ change: z.literal('create-token'), ...Target, label: z.string().trim().min(1).max(80) }),
  z.strictObject({ change: z.literal('revoke-token'), ...Target, tokenId: z.number().int().positive() }),
]);

/**
 * A project admin's change to who may do what: grant or revoke a role, create an upload token (answered once) or
 * revoke one. With sign-in, the project's admin from this server's page with the session's CSRF token; without,
 * the studio's Host and STUDIO_TOKEN checks. Each change goes into the project's audit log.
 */
export async function changeAccess(input: unknown): Promise<ActionResult<{ token?: string; tokenId?: number }>> {
  const auth = currentAuthConfig();
  return guarded(
    'change the project’s access',
    async () => {
      if (!isReviewServer()) return fail('this studio is not a review server (start it with packstudio serve)');
      const parsed = AccessInput.safeParse(input);
      if (!parsed.success) return fail(inputError(parsed.error));
      const change = parsed.data;
      const store = await currentBuildStore();
      const project = await store.getProject(change.project);
      if (!project) return fail(`no project "${change.project}"`);
      const who = await adminActor(store, auth, await currentRequest(), project, change.csrf);
      if (!who.ok) return fail(who.error);
      if (change.change === 'grant') await store.access.grantRole(project.id, change.email, change.role, who.actor);
      if (change.change === 'revoke-role' && !(await store.access.revokeRole(project.id, change.email, who.actor)))
        return fail(`${change.email} holds no role in ${project.slug}`);
      if (change.change === 'create-token') {
        const created = await store.createToken(project.id, change.label, who.actor);
        return { ok: true, token: created.token, tokenId: created.id };
      }
      if (change.change === 'revoke-token' && !(await store.revokeToken(project.id, change.tokenId, who.actor)))
        return fail(`no live token ${change.tokenId} in ${project.slug}`);
      return { ok: true };
    },
    auth.mode === 'open' ? accessRefusal : hostRefusal,
  );
}
