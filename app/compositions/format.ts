import 'server-only';
import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { resolvePackDir, workspaceDir } from '@/lib/node/workspace';
import { RECUED_FILE, STUDIO_FILES } from '@/lib/studio/limits';

/**
 * Which editor a pack folder belongs to, by the same rule as the workspace list: pack.json makes it a
 * Recued composition, any HCP file an HCP pack; null for an empty folder or one that cannot be resolved.
 */
export async function packFormatOf(packId: string, root = workspaceDir()): Promise<'hcp' | 'recued' | null> {
  let dir: string;
  try {
    dir = await resolvePackDir(packId, root);
  } catch {
    return null;
  }
  const present = (name: string) => lstat(join(dir, name)).then(() => true, () => false);
  if (await present(RECUED_FILE)) return 'recued';
  return (await Promise.all(STUDIO_FILES.map(present))).some(Boolean) ? 'hcp' : null;
}
