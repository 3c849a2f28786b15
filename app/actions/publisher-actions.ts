'use server';
import 'server-only';

import { z } from 'zod';
import {
  PublisherSettingError,
  readWorkspacePublisher,
  writeWorkspacePublisher,
  type WorkspacePublisher,
} from '@/lib/node/project/publisher-setting';
import { workspaceDir } from '@/lib/node/workspace';
import { MAX_HANDLE_LENGTH } from '@/lib/recued/ui-publisher';
import { inputError } from '@/lib/studio/server/inputs';
import { fail, type ActionResult } from '@/lib/studio/server/results';
import { guarded } from './guard';

export type { WorkspacePublisher };

// Room for a leading @ (dropped when stored); the store says what else a handle may not hold.
const PublisherInput = z.strictObject({ handle: z.string().max(MAX_HANDLE_LENGTH + 1) });

/** The workspace's publisher handle (`.packstudio/settings.json`), and whether anyone set it. */
export async function workspacePublisher(): Promise<ActionResult<{ publisher: WorkspacePublisher }>> {
  return guarded('read the publisher handle', async () => ({
    ok: true,
    publisher: await readWorkspacePublisher(workspaceDir()),
  }));
}

/** Sets the workspace's publisher handle: every check of the studio (editor, workspace row, import) then assumes it. */
export async function setWorkspacePublisher(input: unknown): Promise<ActionResult<{ publisher: WorkspacePublisher }>> {
  return guarded('set the publisher handle', async () => {
    const parsed = PublisherInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    try {
      return { ok: true, publisher: await writeWorkspacePublisher(workspaceDir(), parsed.data.handle) };
    } catch (error) {
      if (error instanceof PublisherSettingError) return fail(error.message);
      throw error;
    }
  });
}
