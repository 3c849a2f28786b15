import { statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Version managers put a shim on PATH that finds the real tool through its own folder: rustup's `cargo` reads
 * RUSTUP_HOME (default ~/.rustup), a pyenv shim PYENV_ROOT (~/.pyenv), asdf ASDF_DATA_DIR (~/.asdf), mise
 * MISE_DATA_DIR (~/.local/share/mise), nvm NVM_DIR (~/.nvm), volta VOLTA_HOME (~/.volta). A child runs with a private
 * HOME, so without these the shim fails ("rustup could not choose a version of cargo to run").
 *
 * Each launcher names its variables and, for the ones it finds under HOME by default, the folder it looks in. A
 * variable set in the studio's environment is passed on as is; one that is not set is pointed at its default folder
 * under the studio's HOME when that folder exists. Nothing else of HOME is passed: the child still gets its own.
 */
export interface Launcher {
  name: string;
  /** Variables passed through when the studio has them (paths and version pins, never a credential). */
  vars: readonly string[];
  /** Variable → its default folder under HOME, set when the variable is not and the folder exists. */
  homeDefaults: Readonly<Record<string, string>>;
}

export const LAUNCHERS: readonly Launcher[] = [
  {
    name: 'rustup',
    vars: ['RUSTUP_HOME', 'CARGO_HOME', 'RUSTUP_TOOLCHAIN'],
    homeDefaults: { RUSTUP_HOME: '.rustup', CARGO_HOME: '.cargo' },
  },
  { name: 'pyenv', vars: ['PYENV_ROOT', 'PYENV_VERSION'], homeDefaults: { PYENV_ROOT: '.pyenv' } },
  { name: 'asdf', vars: ['ASDF_DIR', 'ASDF_DATA_DIR'], homeDefaults: { ASDF_DATA_DIR: '.asdf' } },
  {
    name: 'mise',
    vars: ['MISE_DATA_DIR', 'MISE_CONFIG_DIR'],
    homeDefaults: { MISE_DATA_DIR: join('.local', 'share', 'mise') },
  },
  { name: 'nvm', vars: ['NVM_DIR', 'NVM_BIN'], homeDefaults: { NVM_DIR: '.nvm' } },
  { name: 'volta', vars: ['VOLTA_HOME'], homeDefaults: { VOLTA_HOME: '.volta' } },
];

/** Every variable a launcher may receive, for the docs and the tests. */
export const LAUNCHER_VARS: readonly string[] = LAUNCHERS.flatMap((l) => l.vars);

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** What the launchers on this machine need, read from the studio's environment (`parent`). */
export function launcherEnv(parent: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const env: Record<string, string> = {};
  const home = parent.HOME;
  for (const launcher of LAUNCHERS) {
    for (const name of launcher.vars) {
      const value = parent[name];
      if (value) env[name] = value;
    }
    if (!home) continue;
    for (const [name, folder] of Object.entries(launcher.homeDefaults)) {
      if (env[name]) continue;
      const path = join(home, folder);
      if (isFolder(path)) env[name] = path;
    }
  }
  return env;
}
