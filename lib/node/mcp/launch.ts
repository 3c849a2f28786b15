import { resolve } from 'node:path';
import pkg from '../../../package.json' with { type: 'json' };
import { PackInput, inputError } from '../../studio/inputs';
import type { ActionResult } from '../../studio/results';
import { resolveWorkspacePack } from '../jobs';
import { workspaceDir } from '../workspace';

/** What the "Use in an agent" panel fills into a host's configuration: absolute paths on this machine. */
export interface AgentLaunch {
  /** The pack's folder. */
  packDir: string;
  /** The Node that runs the studio, so a host starts the CLI with a Node it supports. */
  node: string;
  /** The `packstudio` entry (package.json's bin). */
  cli: string;
  /** The studio's own folder. */
  studioRoot: string;
}

/**
 * Where a host finds the pack and the CLI. The studio runs from its own folder (as `workspaceDir` assumes), so the
 * bin named in package.json is resolved from there; the pack folder is resolved under the workspace like every
 * other action's.
 */
export async function agentLaunchRequest(input: unknown, root = workspaceDir()): Promise<ActionResult<AgentLaunch>> {
  const parsed = PackInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const pack = await resolveWorkspacePack(parsed.data.packId, root);
  if (!pack.ok) return pack;
  const studioRoot = resolve(/*turbopackIgnore: true*/ process.cwd());
  return {
    ok: true,
    packDir: pack.dir,
    node: process.execPath,
    cli: resolve(studioRoot, pkg.bin.packstudio),
    studioRoot,
  };
}
