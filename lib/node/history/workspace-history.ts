import { currentBuildStore } from '../builds-server/current';
import { workspaceDir } from '../workspace';
import { fileHistory, historyPath, storeHistory, type HistoryTarget } from './record';

/** How the history panel names the server's database: never the URL, which may carry a password. */
export const POSTGRES_HISTORY = 'PostgreSQL (DATABASE_URL)';

/**
 * Where the studio keeps a workspace's check history: with DATABASE_URL (`packstudio serve` for a team), in the
 * review server's PostgreSQL beside builds and approvals; without it, in the workspace's SQLite file as always
 * (`.packstudio/history.db`, or PACKSTUDIO_DB).
 */
export function workspaceHistory(
  root: string = workspaceDir(),
  env: Record<string, string | undefined> = process.env,
): HistoryTarget {
  if (!env.DATABASE_URL) return fileHistory(historyPath(root, env), root);
  return storeHistory(POSTGRES_HISTORY, async () => {
    const { runs } = await currentBuildStore();
    if (!runs) throw new Error('the review server store keeps no check history on SQLite');
    return runs;
  });
}
