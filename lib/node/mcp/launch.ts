import { basename, dirname, isAbsolute, resolve } from 'node:path';
import pkg from '../../../package.json' with { type: 'json' };
import { ALLOWLIST_ENV, allowListable, isBareName } from '../../core/allow-list';
import type { LaunchFacts } from '../../mcp/host-configs';
import { PackInput, inputError } from '../../studio/server/inputs';
import type { ActionResult } from '../../studio/server/results';
import { resolveWorkspacePack } from '../jobs';
import { packRunnerOf } from '../pack-runner';
import { checkProjectDir, packSettings, projectForbidden, studioCheckouts } from '../project';
import { inside, whichOnPath } from '../runtime/sandbox';
import { workspaceDir } from '../workspace';

export type { LaunchFacts };

/**
 * What a host configuration for the pack in `packDir` needs on this machine: Node and the packstudio entry by
 * absolute path, the pack's bare-name CLI for the allow-list (alone), where PATH has it, and the project folder a
 * `project`-mode CLI runs in: `project` when given (the CLI's `--project`), else the studio's setting for the pack.
 */
export async function launchFacts(options: {
  packDir: string;
  /** The pack's id in its workspace (its folder's name), for the studio's settings. */
  packId?: string;
  /** The folder holding the pack and its .packstudio: the pack folder's parent unless given. */
  workspaceRoot?: string;
  /** The studio's own folder (its package.json's): the packstudio entry is its bin, lib/cli/bin.mjs. */
  studioRoot: string;
  /** A project folder chosen on the command line (absolute, or relative to `cwd`). */
  project?: { dir: string; cwd: string };
  /** Whose PATH is searched for the CLI: the studio's own. */
  env?: Record<string, string | undefined>;
}): Promise<LaunchFacts> {
  const { packDir } = options;
  const notes: string[] = [];
  const found = await packRunnerOf(packDir);
  if (!found.ok) notes.push(found.error);
  const runner = found.ok ? found.runner : undefined;
  const bin = runner?.bin;

  let allowBin: string | null = null;
  let binOnPath: string | null = null;
  if (bin !== undefined && isBareName(bin)) {
    if (allowListable(bin)) {
      allowBin = bin;
      binOnPath = await whichOnPath(bin, (options.env ?? process.env).PATH ?? '');
      if (!binOnPath) notes.push(`"${bin}" is not on this machine's PATH: a host will not find it either`);
    } else notes.push(`wrap.bin "${bin}" cannot be named alone in ${ALLOWLIST_ENV} (it holds a space or a comma)`);
  } else if (bin !== undefined) {
    const outside = outsideNote(bin, packDir);
    if (outside) notes.push(outside);
  }

  let projectDir: string | null = null;
  if (runner?.workspaceMode === 'project') {
    const forbid = projectForbidden(packDir, options.workspaceRoot ?? dirname(packDir), [
      ...studioCheckouts(),
      options.studioRoot,
    ]);
    const chosen = options.project
      ? resolve(options.project.cwd, options.project.dir)
      : (await packSettings(options.workspaceRoot ?? dirname(packDir), options.packId ?? basename(packDir))).projectDir;
    if (chosen) {
      const checked = await checkProjectDir(chosen, forbid);
      if (checked.ok) projectDir = checked.dir;
      else notes.push(`${checked.error}: the CLI runs in an empty scratch folder instead`);
    } else
      notes.push(
        'the pack runs its CLI in a project folder and none is set: the server runs it in an empty scratch folder (set one on the check tab)',
      );
  }

  return {
    packId: runner?.id ?? basename(packDir),
    packDir,
    node: process.execPath,
    cli: resolve(options.studioRoot, pkg.bin.packstudio),
    studioRoot: options.studioRoot,
    bin: bin ?? null,
    allowBin,
    binOnPath,
    projectDir,
    notes,
  };
}

/**
 * A wrap.bin path that leaves the pack (`/usr/bin/git`, `../tools/git`): the server's sandbox runs no CLI from there
 * (lib/node/runtime/sandbox.ts), so every call of the copied configuration would fail. Said before any try, with
 * what works: the bare name, which the configuration allow-lists.
 */
function outsideNote(bin: string, packDir: string): string | null {
  const path = isAbsolute(bin) ? bin : resolve(packDir, bin);
  if (inside(resolve(packDir), path)) return null;
  const name = basename(bin);
  const bare = allowListable(name)
    ? `write "bin": "${name}" to run it from PATH (the configuration then allow-lists it), or `
    : '';
  return `wrap.bin "${bin}" is outside the pack, and the server runs no CLI from there: ${bare}copy it into the pack`;
}

/**
 * The Agent tab's facts for a workspace pack. The studio runs from its own folder (as `workspaceDir` assumes), and
 * the pack folder is resolved under the workspace like every other action's.
 */
export async function agentLaunchRequest(input: unknown, root = workspaceDir()): Promise<ActionResult<LaunchFacts>> {
  const parsed = PackInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const pack = await resolveWorkspacePack(parsed.data.packId, root);
  if (!pack.ok) return pack;
  const studioRoot = resolve(/*turbopackIgnore: true*/ process.cwd());
  const facts = await launchFacts({
    packDir: pack.dir,
    packId: parsed.data.packId,
    workspaceRoot: root,
    studioRoot,
  });
  return { ok: true, ...facts };
}
