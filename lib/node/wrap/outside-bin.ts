import { realpath } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { binBase } from '../../wrap/parse-help';
import { ALLOWLIST_ENV, inside } from '../runtime/sandbox';

/**
 * Why wrap may not run a CLI given by path, or null when it may. A file whose real path is inside the workspace (the
 * studio's workspace folder, the folder `packstudio wrap` runs in) is the author's own and runs. Any other file is a
 * CLI from elsewhere on the machine, and passes the rule a bare name passes: the allow-list must name it, by the name
 * it is started by (a multi-call program is what its link says) and, when that differs, by its real file's name, so
 * neither `/usr/bin/git`, `../../../../usr/bin/git` nor a link in the workspace to `/usr/bin/rm` gets round it.
 */
export async function outsideWorkspaceRefusal(
  given: string,
  path: string,
  workspace: string,
  allowlist: readonly string[],
): Promise<string | null> {
  const root = await realpath(/* turbopackIgnore: true */ workspace).catch(() => resolve(workspace));
  const real = await realpath(/* turbopackIgnore: true */ path).catch(() => path);
  if (inside(root, real)) return null;
  const names = [...new Set([basename(path), basename(real)])];
  const missing = names.filter((name) => !allowlist.includes(name) && !allowlist.includes(binBase(name)));
  if (!missing.length) return null;
  const shown = real === given ? JSON.stringify(given) : `${JSON.stringify(given)} (${real})`;
  return `${shown} is outside the workspace, so it runs only when the allow-list names it, as a bare name does: set ${ALLOWLIST_ENV}=${missing.map(binBase).join(',')} to let wrap run it`;
}
