import { compareVersions, isVersion, testedMajor } from './versions';
import type { CliIngredient, CliVersion } from './schema';
import {
  INSTALL_MANAGERS,
  MANAGER_SYSTEMS,
  MAX_PACKAGE_LENGTH,
  PACKAGE_PATTERN,
  SYSTEMS,
  isOneOf,
  type InstallManager,
  type System,
} from './vocabulary';
import { arr, isRec, rec, str, type Parsed } from './walk';

export type InstallLine =
  | { kind: 'command'; manager: InstallManager; package: string; command: string; pinnedMajor?: number }
  | { kind: 'docs'; url: string };

export type InstallCommands = Record<System, InstallLine[]>;

/**
 * The install commands Recued shows (never runs), per system. When the tested range ends at
 * a major boundary (before "2.0.0"), managers that can ask for a major do:
 *   npm  `npm install -g pkg@1`          pip/pipx  `pip install "pkg==1.*"`
 *   cargo `cargo install pkg --version "^1"`   go  `go install pkg@v1`
 * go pins only where the module path allows it (major 0 or 1, or a path ending in /vN);
 * otherwise it asks for @latest, which `go install` needs anyway. brew, winget, scoop,
 * apt and dnf cannot ask for a major, so they never pin. Entries the checks refuse are left out.
 */
export function installCommands(ingredient: Pick<CliIngredient, 'cli'>): InstallCommands {
  const parsed: Parsed<Pick<CliIngredient, 'cli'>> = isRec(ingredient) ? ingredient : {};
  const cli = rec(parsed, 'cli');
  const out: InstallCommands = { macos: [], linux: [], windows: [] };
  const major = pinnableMajor(rec(cli, 'version'));
  for (const entry of arr(cli, 'install') ?? []) {
    if (!isRec(entry)) continue;
    const docs = str(entry, 'docs');
    if (docs !== undefined) {
      if (isHttpsLink(docs)) for (const system of SYSTEMS) out[system].push({ kind: 'docs', url: docs });
      continue;
    }
    const manager = entry.manager;
    const pkg = str(entry, 'package');
    if (!isOneOf(INSTALL_MANAGERS, manager) || !pkg || pkg.length > MAX_PACKAGE_LENGTH || !PACKAGE_PATTERN.test(pkg))
      continue;
    const wanted = arr(entry, 'systems');
    const systems = MANAGER_SYSTEMS[manager].filter((s) => !wanted || wanted.includes(s));
    const line = commandFor(manager, pkg, major);
    for (const system of systems) out[system].push(line);
  }
  return out;
}

function commandFor(manager: InstallManager, pkg: string, major: number | undefined): InstallLine {
  const pinned = (command: string): InstallLine => ({
    kind: 'command',
    manager,
    package: pkg,
    command,
    pinnedMajor: major,
  });
  const plain = (command: string): InstallLine => ({ kind: 'command', manager, package: pkg, command });
  const has = major !== undefined;
  switch (manager) {
    case 'npm':
      return has ? pinned(`npm install -g ${pkg}@${major}`) : plain(`npm install -g ${pkg}`);
    case 'pip':
    case 'pipx':
      return has ? pinned(`${manager} install "${pkg}==${major}.*"`) : plain(`${manager} install ${pkg}`);
    case 'cargo':
      return has ? pinned(`cargo install ${pkg} --version "^${major}"`) : plain(`cargo install ${pkg}`);
    case 'go':
      return has && goCanPin(pkg, major!) ? pinned(`go install ${pkg}@v${major}`) : plain(`go install ${pkg}@latest`);
    case 'brew':
      return plain(`brew install ${pkg}`);
    case 'winget':
      return plain(`winget install --exact --id ${pkg}`);
    case 'scoop':
      return plain(`scoop install ${pkg}`);
    case 'apt':
      return plain(`sudo apt install ${pkg}`);
    case 'dnf':
      return plain(`sudo dnf install ${pkg}`);
  }
}

/** Go modules at major 2+ carry /vN in their path; @vN on any other path is an error. */
function goCanPin(pkg: string, major: number): boolean {
  return major <= 1 || new RegExp(`/v${major}(?:/|$)`).test(pkg);
}

/** The tested major, when the range ends at a major boundary above a valid from. */
function pinnableMajor(version: Parsed<CliVersion> | undefined): number | undefined {
  const tested = rec(version, 'tested');
  const before = tested?.before;
  const major = testedMajor(before);
  if (major === undefined) return undefined;
  const from = tested?.from;
  if (from !== undefined && (!isVersion(from) || compareVersions(from, before as string) >= 0)) return undefined;
  return major;
}

function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}
