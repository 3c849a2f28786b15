import type { InstallEntry } from '../schema';
import { kindBlocks, recsIn, type At, type PackView } from '../walk';

export function installEntries(view: PackView): At<InstallEntry>[] {
  return kindBlocks(view, 'cli').flatMap(({ block }) => recsIn(block, 'install'));
}
