'use server';
import 'server-only';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { buildPath } from '@/lib/node/builds-server/review';
import { currentBuildStore } from '@/lib/node/builds-server/current';
import { isReviewServer } from '@/lib/node/builds-server/mode';
import { MAX_REVIEWER_NAME, reviewerOf } from '@/lib/node/builds-server/reviewer';
import { PROJECT_SLUG } from '@/lib/node/builds-server/upload-body';
import { accessRefusal } from './guard';

const MAX_REASON = 2000;

const DecisionForm = z.strictObject({
  project: z.string().regex(PROJECT_SLUG),
  build: z.coerce.number().int().positive(),
  pack: z.string().min(1).max(200),
  subject: z.enum(['policy', 'regression']),
  decision: z.enum(['approve', 'refuse']),
  reviewer: z.string().trim().min(1, 'your name is needed').max(MAX_REVIEWER_NAME),
  reason: z.string().trim().min(3, 'a reason is needed').max(MAX_REASON),
});

/**
 * Approves or refuses a pack's policy weakening or regression at a build, with a reason: one row appended to the
 * project's audit log (never edited). A plain form post (works without script); the studio's Host and token checks
 * run first, and Next's action Origin check keeps other sites from posting it. Back to the pack on the build page.
 */
export async function decideAction(form: FormData): Promise<void> {
  const fields = Object.fromEntries([...form.entries()].filter(([k]) => !k.startsWith('$ACTION')));
  const parsed = DecisionForm.safeParse(fields);
  const project = typeof fields.project === 'string' && PROJECT_SLUG.test(fields.project) ? fields.project : null;
  const build = Number(fields.build);
  const back = (query: string) =>
    project && Number.isInteger(build) && build > 0 ? `${buildPath(project, build)}${query}` : '/projects';
  const refusal = isReviewServer() ? await accessRefusal() : 'this studio is not a review server';
  if (refusal) redirect(back(`?error=${encodeURIComponent(refusal)}`));
  if (!parsed.success) redirect(back(`?error=${encodeURIComponent(parsed.error.issues[0]!.message)}`));
  const store = await currentBuildStore();
  const row = await store.getProject(parsed.data.project);
  if (!row) redirect('/projects');
  try {
    await store.decide({
      projectId: row.id,
      buildId: parsed.data.build,
      pack: parsed.data.pack,
      subject: parsed.data.subject,
      decision: parsed.data.decision,
      reason: parsed.data.reason,
      actor: reviewerOf(parsed.data.reviewer),
    });
  } catch (error) {
    redirect(back(`?error=${encodeURIComponent(error instanceof Error ? error.message : String(error))}`));
  }
  redirect(back(`#pack-${encodeURIComponent(parsed.data.pack)}`));
}
