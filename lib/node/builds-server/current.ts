import { workspaceDir } from '../workspace';
import { openBuildStore, storeOptionsFromEnv } from '../builds-store/open';
import type { BuildStore } from '../builds-store/types';

/**
 * The one store of a server process. lib/node/serve.mjs (the API) and the pages Next renders load this module
 * separately, so the store is kept on globalThis: both share one connection pool (or one SQLite handle).
 */
const KEY = Symbol.for('packstudio.buildStore');
type Holder = { [KEY]?: Promise<BuildStore> };

export function currentBuildStore(): Promise<BuildStore> {
  const holder = globalThis as Holder;
  holder[KEY] ??= openBuildStore(storeOptionsFromEnv(workspaceDir())).catch((error: unknown) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

/** Closes the process's store (its pool), so the next use opens it again from the environment: tests, shutdown. */
export async function closeCurrentBuildStore(): Promise<void> {
  const holder = globalThis as Holder;
  const open = holder[KEY];
  delete holder[KEY];
  if (open) await (await open.catch(() => null))?.close();
}
