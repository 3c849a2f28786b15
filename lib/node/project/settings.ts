import { join } from 'node:path';
import { z } from 'zod';
import { readFileUnder, writeFileUnder } from '../safe-path';
import { STUDIO_DIR } from './studio-dir';

/**
 * Per-pack settings the studio keeps for a workspace, in `<workspace>/.packstudio/settings.json` (git-ignored with
 * the rest of .packstudio: a project folder is a path on this machine, not part of the pack):
 * `{ "packs": { "terraform": { "projectDir": "/home/me/infra" } } }`.
 */
export const SETTINGS_FILE = 'settings.json';

export const PackSettingsSchema = z.strictObject({
  /** The folder a `project`-mode CLI of this pack runs in (absolute, resolved, checked when it was chosen). */
  projectDir: z.string().min(1).optional(),
});
export type PackSettings = z.infer<typeof PackSettingsSchema>;

export const SettingsSchema = z.strictObject({
  packs: z.record(z.string(), PackSettingsSchema).default({}),
});
export type Settings = z.infer<typeof SettingsSchema>;

export function settingsPath(workspaceRoot: string): string {
  return join(workspaceRoot, STUDIO_DIR, SETTINGS_FILE);
}

export type SettingsRead = { ok: true; settings: Settings } | { ok: false; error: string };

/** The workspace's settings; a missing file is no settings, a damaged one an error that names the file and the fault. */
export async function readSettings(workspaceRoot: string): Promise<SettingsRead> {
  const path = settingsPath(workspaceRoot);
  let text: string | null;
  try {
    // Never through a link: a cloned workspace's .packstudio could point the studio at any file.
    text = await readFileUnder(workspaceRoot, path);
  } catch (error) {
    return { ok: false, error: `cannot read ${path}: ${(error as Error).message}` };
  }
  if (text === null) return { ok: true, settings: { packs: {} } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `${path} is not JSON: ${(error as Error).message}` };
  }
  const parsed = SettingsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${path} at /${issue.path.join('/')}: ${issue.message}` };
  }
  return { ok: true, settings: parsed.data };
}

export async function packSettings(workspaceRoot: string, packId: string): Promise<PackSettings> {
  const read = await readSettings(workspaceRoot);
  return read.ok ? (read.settings.packs[packId] ?? {}) : {};
}

/** One write at a time per process, so two changes made at once both land (read, change, write). */
let chain: Promise<unknown> = Promise.resolve();

/**
 * Changes one pack's settings and writes the file atomically (temp file and rename). A damaged settings file is
 * not overwritten: the error says so, and the author's other entries stay as they were.
 */
export function updatePackSettings(
  workspaceRoot: string,
  packId: string,
  change: (current: PackSettings) => PackSettings,
): Promise<Settings> {
  const next = chain.then(async () => {
    const read = await readSettings(workspaceRoot);
    if (!read.ok) throw new Error(`${read.error}; fix or delete it first`);
    const packs = { ...read.settings.packs };
    const updated = PackSettingsSchema.parse(change(packs[packId] ?? {}));
    if (Object.keys(updated).length) packs[packId] = updated;
    else delete packs[packId];
    const settings: Settings = { packs };
    await writeFileUnder(workspaceRoot, settingsPath(workspaceRoot), JSON.stringify(settings, null, 2) + '\n');
    return settings;
  });
  chain = next.catch(() => undefined);
  return next;
}
