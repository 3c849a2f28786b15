import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { ChromiumMissing, ensureChromium, type ChromiumInstaller } from './ensure-chromium';

/** An install that has not finished in this long is stopped (a held apt lock, a stalled download). */
const INSTALL_TIMEOUT_MS = 15 * 60_000;

/** The real machine: its files, its environment, its package manager. */
export function machineInstaller(): ChromiumInstaller {
  const isExecutable = (path: string) => {
    try {
      accessSync(path, constants.X_OK);
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  return {
    probe: {
      env: process.env,
      platform: process.platform,
      isExecutable,
      playwrightChromium: () => {
        try {
          return chromium.executablePath();
        } catch {
          return undefined; // a platform Playwright has no build for
        }
      },
    },
    canUseApt:
      process.platform === 'linux' &&
      process.getuid?.() === 0 &&
      existsSync('/etc/debian_version') &&
      isExecutable('/usr/bin/apt-get'),
    playwrightCli: resolvePlaywrightCli(),
    nodePath: process.execPath,
    run: ([file, ...args]) => {
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      const result = spawnSync(file, args, { stdio: 'inherit', env, timeout: INSTALL_TIMEOUT_MS });
      return result.status === 0;
    },
    log: (line) => console.error(line),
  };
}

function resolvePlaywrightCli() {
  try {
    return createRequire(import.meta.url).resolve('@playwright/test/cli');
  } catch {
    return undefined;
  }
}

/**
 * The Chromium the e2e run uses. The first load of the Playwright config finds it (or installs one); the workers,
 * which load the config again, inherit it through the environment. With none, the run stops with one line.
 */
export function chromiumForE2e(): string {
  const known = process.env.E2E_CHROMIUM;
  if (known) return known;
  try {
    const path = ensureChromium(machineInstaller());
    process.env.E2E_CHROMIUM = path;
    return path;
  } catch (error) {
    if (!(error instanceof ChromiumMissing)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
