'use server';
import 'server-only';

import { z } from 'zod';
import { currentBuildStore } from '@/lib/node/builds-server/current';
import { isReviewServer } from '@/lib/node/builds-server/mode';
import { currentAuthConfig } from '@/lib/node/auth/config';
import { decisionReason, typedReviewerName } from '@/lib/node/builds-server/decision-text';
import { decidingActor } from '@/lib/node/builds-server/reviewer';
import { PROJECT_SLUG } from '@/lib/node/builds-server/upload-body';
import { inputError } from '@/lib/studio/server/inputs';
import { fail, type ActionResult } from '@/lib/studio/server/results';
import { accessRefusal, guarded, hostRefusal } from './guard';
import { currentRequest } from './request-view';

const DecisionInput = z.strictObject({
  project: z.string().regex(PROJECT_SLUG),
  build: z.number().int().positive(),
  pack: z.string().min(1).max(200),
  subject: z.enum(['policy', 'regression']),
  decision: z.enum(['approve', 'refuse']),
  // A typed name without sign-in; the session's CSRF token with it (lib/node/builds-server/reviewer.ts).
  reviewer: typedReviewerName.optional(),
  csrf: z.string().max(100).optional(),
  reason: decisionReason,
});

/**
 * Approves or refuses a pack's policy weakening or regression at a build, with a reason: one row appended to the
 * project's audit log (never edited). Host and token checks first (guarded), and Next's action Origin check keeps
 * other sites from posting it; only a review server (`packstudio serve`) answers it.
 */
export async function decidePack(input: unknown): Promise<ActionResult<{ decisionId: number }>> {
  const auth = currentAuthConfig();
  // Without sign-in: the studio's Host and STUDIO_TOKEN checks. With it: the Host check, then the reviewer's role,
  // Origin and CSRF token (decidingActor); the admin-only rule of the server's own studio is not this action's.
  return guarded(
    'record the decision',
    async () => {
      if (!isReviewServer()) return fail('this studio is not a review server (start it with packstudio serve)');
      const parsed = DecisionInput.safeParse(input);
      if (!parsed.success) return fail(inputError(parsed.error));
      const store = await currentBuildStore();
      const project = await store.getProject(parsed.data.project);
      if (!project) return fail(`no project "${parsed.data.project}"`);
      const who = await decidingActor(store, auth, await currentRequest(), project, parsed.data);
      if (!who.ok) return fail(who.error);
      const decision = await store.decide({
        projectId: project.id,
        buildId: parsed.data.build,
        pack: parsed.data.pack,
        subject: parsed.data.subject,
        decision: parsed.data.decision,
        reason: parsed.data.reason,
        actor: who.actor,
      });
      return { ok: true, decisionId: decision.id };
    },
    auth.mode === 'open' ? accessRefusal : hostRefusal,
  );
}
