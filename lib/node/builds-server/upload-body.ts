import { z } from 'zod';
import { reportFromJson } from '../../report-file/read';
import type { PackUpload } from '../builds-store/types';
import { hiddenInLine } from './decision-text';
import { reportSectionsOf } from '../../formats';

/** What `packstudio upload` posts: the build's commit, branch and ancestor, and each pack's report with its files' hash. */
export interface UploadBody {
  commit: string;
  branch: string;
  ancestor: string | null;
  packs: PackUpload[];
}

export const PROJECT_SLUG = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const COMMIT = /^[0-9a-f]{7,64}$/;
/** A branch name as git allows it, give or take: printable, no control characters, not absurdly long. */
const BRANCH = /^.{1,255}$/s;
/** Controls, terminal escapes and text-direction characters: a pack id or branch is shown on pages, comments, terminals. */
const hasControl = hiddenInLine;
const MAX_PACK_ID = 200;

const Envelope = z.object({
  commit: z.string().regex(COMMIT, 'a commit is 7 to 64 lower-case hex digits'),
  branch: z
    .string()
    .regex(BRANCH, 'a branch is 1 to 255 characters without control characters')
    .refine((b) => !hasControl(b), 'a branch is 1 to 255 characters without control characters'),
  ancestor: z.string().regex(COMMIT, 'an ancestor is 7 to 64 lower-case hex digits').nullable().optional(),
  packs: z
    .array(
      z.object({
        report: z.unknown(),
        filesHash: z
          .string()
          .regex(/^[0-9a-f]{64}$/)
          .nullable()
          .optional(),
      }),
    )
    .min(1, 'a build has at least one pack'),
});

export type ParsedUpload = { ok: true; body: UploadBody } | { ok: false; error: string };

/** The body of an upload, every report validated as `packstudio diff` validates one; or what is wrong with it. */
export function parseUpload(value: unknown): ParsedUpload {
  const envelope = Envelope.safeParse(value);
  if (!envelope.success) {
    const issue = envelope.error.issues[0]!;
    return { ok: false, error: `${issue.path.map(String).join('.') || 'the body'}: ${issue.message}` };
  }
  const packs: PackUpload[] = [];
  const seen = new Set<string>();
  for (const [i, item] of envelope.data.packs.entries()) {
    const read = reportFromJson(item.report, `packs.${i}.report`, reportSectionsOf);
    if (!read.ok) return read;
    const id = read.report.pack_id;
    if (!id || id.length > MAX_PACK_ID || hasControl(id))
      return { ok: false, error: `packs.${i}.report.pack_id: 1 to ${MAX_PACK_ID} printable characters` };
    if (seen.has(id)) return { ok: false, error: `packs.${i}.report.pack_id: "${id}" is in this build twice` };
    seen.add(id);
    packs.push({ report: read.report, filesHash: item.filesHash ?? null });
  }
  return {
    ok: true,
    body: {
      commit: envelope.data.commit,
      branch: envelope.data.branch,
      ancestor: envelope.data.ancestor ?? null,
      packs,
    },
  };
}
