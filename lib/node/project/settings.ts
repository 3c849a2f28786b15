import { join } from 'node:path';
import { z } from 'zod';
import { AUTH_TYPES } from '../../recued/connection-form';
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
  /** The connection form's auth type the API description declared, for a pack imported from one. */
  importedAuthType: z.enum(AUTH_TYPES).optional(),
});
export type PackSettings = z.infer<typeof PackSettingsSchema>;

export const SettingsSchema = z.strictObject({
  packs: z.record(z.string(), PackSettingsSchema).default({}),
  /** The workspace's publisher handle (publisher-setting.ts): every check of a composition assumes it. */
  publisher: z.string().optional(),
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
 * Changes the workspace's settings and writes the file atomically (temp file and rename), one change at a time. A
 * damaged settings file is not overwritten: the error says so, and the author's other entries stay as they were.
 */
export function updateSettings(workspaceRoot: string, change: (current: Settings) => Settings): Promise<Settings> {
  const next = chain.then(async () => {
    const read = await readSettings(workspaceRoot);
    if (!read.ok) throw new Error(`${read.error}; fix or delete it first`);
    const settings = SettingsSchema.parse(change(read.settings));
    await writeFileUnder(workspaceRoot, settingsPath(workspaceRoot), JSON.stringify(settings, null, 2) + '\n');
    return settings;
  });
  chain = next.catch(() => undefined);
  return next;
}

/** Changes one pack's settings (updateSettings): an empty one is removed. */
export function updatePackSettings(
  workspaceRoot: string,
  packId: string,
  change: (current: PackSettings) => PackSettings,
): Promise<Settings> {
  return updateSettings(workspaceRoot, (current) => {
    const packs = { ...current.packs };
    const updated = PackSettingsSchema.parse(change(packs[packId] ?? {}));
    if (Object.keys(updated).length) packs[packId] = updated;
    else delete packs[packId];
    return { ...current, packs };
  });
}
