import { findChromium, type ChromiumProbe } from './find-chromium';

/** What ensuring a browser may do besides looking: install, and say what it does. Tests pass fakes. */
export interface ChromiumInstaller {
  probe: ChromiumProbe;
  /** Debian (or a derivative) with apt-get, run as root: the system package can be installed. */
  canUseApt: boolean;
  /** Playwright's own CLI (`@playwright/test/cli.js`), whose `install chromium` downloads its build. */
  playwrightCli: string | undefined;
  /** Node, to run Playwright's CLI. */
  nodePath: string;
  /** Runs one argv (never a shell), output to the terminal; true when it exited 0. */
  run(argv: string[]): boolean;
  log(line: string): void;
}

/** The one line said when there is no browser and none could be installed. */
export const NO_CHROMIUM_LINE =
  'No Chromium for the e2e tests: install one (as root `apt-get install chromium`, or `npx playwright install chromium`), or set CHROMIUM_PATH to its executable.';

export class ChromiumMissing extends Error {}

/** One way to install a Chromium: the commands, in order. */
export interface InstallPlan {
  name: string;
  steps: string[][];
}

/** The ways this machine allows, best first: Debian's package as root, then Playwright's download. */
export function installPlans(installer: Pick<ChromiumInstaller, 'canUseApt' | 'playwrightCli' | 'nodePath'>) {
  const plans: InstallPlan[] = [];
  if (installer.canUseApt) {
    plans.push({
      name: "Debian's chromium package",
      steps: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium'],
      ],
    });
  }
  if (installer.playwrightCli) {
    plans.push({
      name: "Playwright's Chromium",
      steps: [[installer.nodePath, installer.playwrightCli, 'install', 'chromium']],
    });
  }
  return plans;
}

/**
 * The path of a Chromium to run the e2e tests with, installing one when none is found and the machine allows it.
 * Throws ChromiumMissing with one line to act on otherwise.
 */
export function ensureChromium(installer: ChromiumInstaller): string {
  const found = findChromium(installer.probe);
  if (found.ok) return found.path;
  if (found.error) throw new ChromiumMissing(found.error);
  for (const plan of installPlans(installer)) {
    installer.log(
      `No Chromium found for the e2e tests: installing ${plan.name} (${plan.steps.map(show).join(' && ')})`,
    );
    if (!plan.steps.every((argv) => installer.run(argv))) continue;
    const after = findChromium(installer.probe);
    if (after.ok) return after.path;
  }
  throw new ChromiumMissing(NO_CHROMIUM_LINE);
}

const show = (argv: string[]) => argv.join(' ');
