import { describe, expect, it } from 'vitest';
import { ChromiumMissing, ensureChromium, NO_CHROMIUM_LINE, type ChromiumInstaller } from './ensure-chromium';

const PLAYWRIGHT_OWN = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const CLI = '/repo/node_modules/@playwright/test/cli.js';

/**
 * A fake machine: `files` are its executables; `installs` maps a command (its argv joined) to the file it creates
 * when it succeeds, or to `false` when it fails. Every argv run is recorded.
 */
function fakeInstaller(options: {
  files?: string[];
  canUseApt: boolean;
  installs?: Record<string, string | false>;
  env?: Record<string, string>;
}) {
  const files = new Set(options.files ?? []);
  const ran: string[] = [];
  const logged: string[] = [];
  const installer: ChromiumInstaller = {
    probe: {
      env: { PATH: '/usr/bin:/bin', ...options.env },
      platform: 'linux',
      isExecutable: (path) => files.has(path),
      playwrightChromium: () => PLAYWRIGHT_OWN,
    },
    canUseApt: options.canUseApt,
    playwrightCli: CLI,
    nodePath: '/usr/bin/node',
    run: (argv) => {
      const command = argv.join(' ');
      ran.push(command);
      const outcome = options.installs?.[command];
      if (outcome === false) return false;
      if (outcome) files.add(outcome);
      return true;
    },
    log: (line) => logged.push(line),
  };
  return { installer, ran, logged };
}

const APT_INSTALL = 'apt-get install -y chromium';
const PLAYWRIGHT_INSTALL = `/usr/bin/node ${CLI} install chromium`;

describe('ensureChromium', () => {
  it('installs nothing when a browser is already there', () => {
    const { installer, ran } = fakeInstaller({ files: ['/usr/bin/chromium'], canUseApt: true });
    expect(ensureChromium(installer)).toBe('/usr/bin/chromium');
    expect(ran).toEqual([]);
  });

  it("installs Debian's chromium as root, apt-get update first, and uses it", () => {
    const { installer, ran, logged } = fakeInstaller({
      canUseApt: true,
      installs: { [APT_INSTALL]: '/usr/bin/chromium' },
    });
    expect(ensureChromium(installer)).toBe('/usr/bin/chromium');
    expect(ran).toEqual(['apt-get update', APT_INSTALL]);
    expect(logged).toEqual([
      "No Chromium found for the e2e tests: installing Debian's chromium package (apt-get update && apt-get install -y chromium)",
    ]);
  });

  it("uses Playwright's installer where apt-get is not allowed (not root, not Debian)", () => {
    const { installer, ran } = fakeInstaller({
      canUseApt: false,
      installs: { [PLAYWRIGHT_INSTALL]: PLAYWRIGHT_OWN },
    });
    expect(ensureChromium(installer)).toBe(PLAYWRIGHT_OWN);
    expect(ran).toEqual([PLAYWRIGHT_INSTALL]);
  });

  it("falls back to Playwright's installer when the apt install fails", () => {
    const { installer, ran } = fakeInstaller({
      canUseApt: true,
      installs: { 'apt-get update': false, [PLAYWRIGHT_INSTALL]: PLAYWRIGHT_OWN },
    });
    expect(ensureChromium(installer)).toBe(PLAYWRIGHT_OWN);
    expect(ran).toEqual(['apt-get update', PLAYWRIGHT_INSTALL]);
  });

  it('stops with one line saying what to install when every install fails', () => {
    const { installer, ran } = fakeInstaller({
      canUseApt: false,
      installs: { [PLAYWRIGHT_INSTALL]: false },
    });
    expect(() => ensureChromium(installer)).toThrow(new ChromiumMissing(NO_CHROMIUM_LINE));
    expect(ran).toEqual([PLAYWRIGHT_INSTALL]);
    expect(NO_CHROMIUM_LINE).not.toContain('\n');
  });

  it('stops when an install exits 0 but leaves no browser it can find', () => {
    const { installer } = fakeInstaller({ canUseApt: true });
    expect(() => ensureChromium(installer)).toThrow(NO_CHROMIUM_LINE);
  });

  it('never installs over a browser variable that names a missing file: it says so instead', () => {
    const { installer, ran } = fakeInstaller({ canUseApt: true, env: { CHROME_PATH: '/gone/chrome' } });
    expect(() => ensureChromium(installer)).toThrow('CHROME_PATH=/gone/chrome is not an executable file');
    expect(ran).toEqual([]);
  });
});
