'use server';
import 'server-only';

import { projectFolderRequest, setProjectFolderRequest, type ProjectFolderView } from '@/lib/node/project/request';
import type { ActionResult } from '@/lib/studio/server/results';
import { guarded } from './guard';

/** The folder a `project`-mode CLI of this pack runs in (null: a fresh scratch folder per run). */
export async function projectFolder(input: unknown): Promise<ActionResult<ProjectFolderView>> {
  return guarded('read the project folder', () => projectFolderRequest(input));
}

/** Sets or clears the pack's project folder (validated: it exists, and is not the studio's checkout or the pack). */
export async function setProjectFolder(input: unknown): Promise<ActionResult<ProjectFolderView>> {
  return guarded('set the project folder', () => setProjectFolderRequest(input));
}
