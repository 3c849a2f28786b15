import { rm } from 'node:fs/promises';
import { readSettings, updatePackSettings } from './settings';
import { noLinksUnder } from '../safe-path';
import { wrapNotesPath } from './studio-dir';

/**
 * What the studio keeps about a pack outside its folder (its project folder setting, its wrap notes), dropped when
 * the pack is deleted, so a new pack of the same name does not inherit them. A damaged settings file is left as it
 * is (it is reported where it is read); the pack is deleted either way.
 */
export async function forgetPack(workspaceRoot: string, packId: string): Promise<void> {
  // Through a link at .packstudio/wrap this would delete a file outside the workspace: refused, the pack still goes.
  const notes = await noLinksUnder(workspaceRoot, wrapNotesPath(workspaceRoot, packId)).catch(() => null);
  if (notes) await rm(notes, { force: true });
  const read = await readSettings(workspaceRoot);
  if (read.ok && read.settings.packs[packId])
    await updatePackSettings(workspaceRoot, packId, () => ({})).catch(() => undefined);
}
