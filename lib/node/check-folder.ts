import { basename } from 'node:path';
import type { Report } from '../core/report';
import type { CheckLayers, ProgressEvent, RunFolders } from '../formats/types';
import { fullCheck, runsProcesses } from '../formats/node';
import { readPackTexts } from './load-dir';
import { withRunFolders } from './project';
import { DEFAULT_TIMEOUT_MS } from './runtime/timeout';
import { formatOfDir, WorkspaceError } from './workspace';

export interface CheckOptions {
  /** The format's optional layers asked for (a layer the format does not declare is ignored). */
  layers: CheckLayers;
  timeoutMs?: number;
}

/**
 * A full check of one pack folder, as the studio's queue runs it here and a worker runs it on its own machine: the
 * same code, so the same report. A CLI runs in the pack's project folder (the studio's setting) or a scratch folder
 * under the folder that holds the pack: never the caller's own checkout.
 */
export async function checkPackFolder(
  packId: string,
  dir: string,
  options: CheckOptions & { onProgress?: (event: ProgressEvent) => void; signal?: AbortSignal },
): Promise<{ report: Report; texts: Partial<Record<string, string>> }> {
  const format = await formatOfDir(dir);
  if (!format) throw new WorkspaceError(`"${packId}" holds no pack of any format`);
  const texts = await readPackTexts<string>(dir, format.files);
  const check = (folders?: RunFolders) =>
    fullCheck(
      format,
      { dir, folderId: basename(dir), texts },
      {
        layers: options.layers,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        folders,
        onProgress: options.onProgress,
        signal: options.signal,
      },
    );
  const report = runsProcesses(format, options.layers)
    ? await withRunFolders({ packId, packDir: dir }, check)
    : await check();
  return { report, texts };
}
