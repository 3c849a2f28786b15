import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { WorkdirRecord } from '../../core/report';
import type { WorkspaceMode } from '../runtime/exec';
import type { ProjectChoice } from './folder';
import { mkdtempUnder } from '../safe-path';
import { STUDIO_DIR } from './studio-dir';

/** The folders one run (a check, an eval, a Run) gives the CLI. */
export interface WorkFolders {
  /** Where a `project`-mode CLI runs: the chosen project folder, else `scratch`. */
  projectDir: string;
  /** An empty folder made for this run under the workspace's .packstudio/scratch, removed by `close()`. */
  scratchDir: string;
  choice: ProjectChoice | null;
  note?: string;
  /** What the report says about where the CLI ran, for the pack's workspace mode. */
  record(mode: string | undefined): WorkdirRecord;
  close(): Promise<void>;
}

/**
 * Makes the run's scratch folder, `<workspace>/.packstudio/scratch/<pack>-XXXXXX`: empty, private to this run, and
 * never the studio's checkout or the pack folder, so nothing a probe, an eval case or a Run writes lands there.
 */
export async function openWorkFolders(options: {
  packId: string;
  workspaceRoot: string;
  choice: ProjectChoice | null;
  note?: string;
}): Promise<WorkFolders> {
  // No part of .packstudio/scratch may be a link: the folder is made inside the workspace or not at all.
  const scratchDir = await mkdtempUnder(
    options.workspaceRoot,
    join(options.workspaceRoot, STUDIO_DIR, 'scratch'),
    `${options.packId}-`,
  );
  const { choice, note } = options;
  return {
    projectDir: choice?.dir ?? scratchDir,
    scratchDir,
    choice,
    ...(note ? { note } : {}),
    record: (mode) => workdirRecord(mode as WorkspaceMode | undefined, choice, scratchDir, note),
    close: () => rm(scratchDir, { recursive: true, force: true }),
  };
}

/** Where the runtime runs a CLI of this workspace mode, given the run's folders (lib/node/runtime/exec.ts). */
export function workdirRecord(
  mode: WorkspaceMode | undefined,
  choice: ProjectChoice | null,
  scratchDir: string,
  note?: string,
): WorkdirRecord {
  const extra = note ? { note } : {};
  if (mode === 'project' && choice) {
    const variable = choice.variable ? { variable: choice.variable } : {};
    return { kind: 'project', dir: choice.dir, source: choice.source, ...variable, ...extra };
  }
  if (mode === 'workspace' || mode === 'ephemeral') return { kind: mode, dir: null, ...extra };
  return { kind: 'scratch', dir: scratchDir, ...extra };
}
