import { isAbsolute } from 'node:path';
import { z } from 'zod';
import type { ActionResult } from '../../studio/server/results';
import { inputError, PackIdSchema } from '../../studio/server/inputs';
import { resolveWorkspacePack } from '../jobs';
import { workspaceDir } from '../workspace';
import { checkProjectDir, projectForbidden, studioCheckouts } from './folder';
import { packSettings, updatePackSettings } from './settings';

export const ProjectFolderInput = z.strictObject({ packId: PackIdSchema });
export const SetProjectFolderInput = z.strictObject({
  packId: PackIdSchema,
  /** An absolute folder on this machine; null clears the setting (runs go back to a scratch folder). */
  dir: z
    .string({ error: 'dir must be a string or null' })
    .trim()
    .max(4096)
    .refine((d) => isAbsolute(d), 'dir must be an absolute path, like /home/me/project')
    .nullable(),
});

/** What the studio shows of a pack's project folder: the one set, and whether it can still be used. */
export interface ProjectFolderView {
  /** The folder set for the pack, or null: probes, eval and Run then use a fresh scratch folder. */
  dir: string | null;
  /** Why the folder set cannot be used any more (it was removed, it is no folder), when it cannot. */
  problem?: string;
}

/** The pack's project folder as stored in `<workspace>/.packstudio/settings.json`. */
export async function projectFolderRequest(
  input: unknown,
  root: string = workspaceDir(),
): Promise<ActionResult<ProjectFolderView>> {
  const parsed = ProjectFolderInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const pack = await resolveWorkspacePack(parsed.data.packId, root);
  if (!pack.ok) return pack;
  const dir = (await packSettings(root, parsed.data.packId)).projectDir ?? null;
  if (!dir) return { ok: true, dir: null };
  const checked = await checkProjectDir(dir, projectForbidden(pack.dir, root));
  return { ok: true, dir, ...(checked.ok ? {} : { problem: checked.error }) };
}

/**
 * Sets (or clears) the folder a `project`-mode CLI of this pack runs in. The folder must exist and may not be `/`,
 * the studio's own checkout, the pack folder or the workspace's .packstudio, nor inside or above one of them; it is
 * stored resolved, and checked again at every run (lib/node/project/folder.ts).
 */
export async function setProjectFolderRequest(
  input: unknown,
  root: string = workspaceDir(),
  checkouts: readonly string[] = studioCheckouts(),
): Promise<ActionResult<ProjectFolderView>> {
  const parsed = SetProjectFolderInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const { packId, dir } = parsed.data;
  const pack = await resolveWorkspacePack(packId, root);
  if (!pack.ok) return pack;
  if (dir === null) {
    await updatePackSettings(root, packId, ({ projectDir: _, ...rest }) => rest);
    return { ok: true, dir: null };
  }
  const checked = await checkProjectDir(dir, projectForbidden(pack.dir, root, checkouts));
  if (!checked.ok) return { ok: false, error: checked.error };
  await updatePackSettings(root, packId, (current) => ({ ...current, projectDir: checked.dir }));
  return { ok: true, dir: checked.dir };
}
