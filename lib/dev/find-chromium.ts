import { delimiter as posixDelimiter, join as posixJoin } from 'node:path/posix';

/** What the finder may look at: the environment and which files are executable. Tests pass fakes. */
export interface ChromiumProbe {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  isExecutable(path: string): boolean;
  /** Where Playwright's own installer puts its Chromium (`chromium.executablePath()`), present or not. */
  playwrightChromium(): string | undefined;
}

export type ChromiumSource = 'environment' | 'system' | 'PATH' | 'playwright';

export type ChromiumFound =
  { ok: true; path: string; source: ChromiumSource; detail: string } | { ok: false; error?: string };

/** Environment variables that name a browser, first set wins. */
export const CHROMIUM_ENV_VARS = ['PLAYWRIGHT_CHROMIUM_EXECUTABLE', 'CHROMIUM_PATH', 'CHROME_PATH'] as const;

/** Names a Chromium goes by on PATH (Debian and Arch, Ubuntu's older package, Google's builds). */
export const CHROMIUM_COMMANDS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'] as const;

/** Fixed install locations, per platform, looked at before PATH. */
const SYSTEM_PATHS: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ['/usr/bin/chromium'],
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
};

/**
 * Finds a Chromium for the e2e tests: a variable naming it, the system's package, one on PATH, then Playwright's
 * own download. A variable that names something that is not an executable is an error, never skipped: the author
 * asked for that browser.
 */
export function findChromium(probe: ChromiumProbe): ChromiumFound {
  for (const name of CHROMIUM_ENV_VARS) {
    const value = probe.env[name]?.trim();
    if (!value) continue;
    if (probe.isExecutable(value)) return { ok: true, path: value, source: 'environment', detail: name };
    return { ok: false, error: `${name}=${value} is not an executable file: point it at a Chromium, or unset it` };
  }
  for (const path of SYSTEM_PATHS[probe.platform] ?? []) {
    if (probe.isExecutable(path)) return { ok: true, path, source: 'system', detail: path };
  }
  const onPath = findOnPath(probe, CHROMIUM_COMMANDS);
  if (onPath) return { ok: true, path: onPath.path, source: 'PATH', detail: onPath.command };
  const own = probe.playwrightChromium();
  if (own && probe.isExecutable(own)) return { ok: true, path: own, source: 'playwright', detail: own };
  return { ok: false };
}

function findOnPath(probe: ChromiumProbe, commands: readonly string[]): { path: string; command: string } | undefined {
  if (probe.platform === 'win32') return undefined; // Windows keeps Chrome off PATH; CHROME_PATH covers it
  const dirs = (probe.env.PATH ?? '').split(posixDelimiter).filter((dir) => dir.startsWith('/'));
  for (const command of commands) {
    for (const dir of dirs) {
      const path = posixJoin(dir, command);
      if (probe.isExecutable(path)) return { path, command };
    }
  }
  return undefined;
}
