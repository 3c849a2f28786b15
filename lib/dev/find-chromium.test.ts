import { describe, expect, it } from 'vitest';
import { findChromium, type ChromiumProbe } from './find-chromium';

const PLAYWRIGHT_OWN = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine whose executable files are exactly `files`. */
function machine(
  files: string[],
  env: Record<string, string> = {},
  platform: NodeJS.Platform = 'linux',
): ChromiumProbe {
  const executables = new Set(files);
  return {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    platform,
    isExecutable: (path) => executables.has(path),
    playwrightChromium: () => PLAYWRIGHT_OWN,
  };
}

describe('findChromium', () => {
  it('takes the browser an environment variable names, before any other', () => {
    const probe = machine(['/opt/chrome/chrome', '/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/chrome/chrome' });
    expect(findChromium(probe)).toEqual({
      ok: true,
      path: '/opt/chrome/chrome',
      source: 'environment',
      detail: 'CHROMIUM_PATH',
    });
  });

  it('prefers PLAYWRIGHT_CHROMIUM_EXECUTABLE over CHROMIUM_PATH and CHROME_PATH', () => {
    const probe = machine(['/a/chrome', '/b/chrome', '/c/chrome'], {
      CHROME_PATH: '/c/chrome',
      CHROMIUM_PATH: '/b/chrome',
      PLAYWRIGHT_CHROMIUM_EXECUTABLE: '/a/chrome',
    });
    expect(findChromium(probe)).toMatchObject({ path: '/a/chrome', detail: 'PLAYWRIGHT_CHROMIUM_EXECUTABLE' });
  });

  it('refuses a variable that names a missing file, saying which variable and value', () => {
    const probe = machine(['/usr/bin/chromium'], { CHROMIUM_PATH: '/nope/chrome' });
    expect(findChromium(probe)).toEqual({
      ok: false,
      error: 'CHROMIUM_PATH=/nope/chrome is not an executable file: point it at a Chromium, or unset it',
    });
  });

  it("ignores an empty variable and finds Debian's /usr/bin/chromium", () => {
    const probe = machine(['/usr/bin/chromium', PLAYWRIGHT_OWN], { CHROMIUM_PATH: '  ' });
    expect(findChromium(probe)).toMatchObject({ ok: true, path: '/usr/bin/chromium', source: 'system' });
  });

  it('finds chromium-browser or google-chrome on PATH, in PATH order', () => {
    const probe = machine(['/snap/bin/chromium-browser', '/opt/google/bin/google-chrome'], {
      PATH: '/opt/google/bin:/snap/bin',
    });
    expect(findChromium(probe)).toEqual({
      ok: true,
      path: '/snap/bin/chromium-browser',
      source: 'PATH',
      detail: 'chromium-browser',
    });
    const chromeOnly = machine(['/opt/google/bin/google-chrome'], { PATH: '/opt/google/bin:/snap/bin' });
    expect(findChromium(chromeOnly)).toMatchObject({ path: '/opt/google/bin/google-chrome', detail: 'google-chrome' });
  });

  it('skips relative PATH entries, which depend on where the run starts', () => {
    const probe = machine(['node_modules/.bin/chromium'], { PATH: 'node_modules/.bin:/usr/bin' });
    expect(findChromium(probe)).toEqual({ ok: false });
  });

  it("falls back to Playwright's own download when it is there", () => {
    expect(findChromium(machine([PLAYWRIGHT_OWN]))).toEqual({
      ok: true,
      path: PLAYWRIGHT_OWN,
      source: 'playwright',
      detail: PLAYWRIGHT_OWN,
    });
  });

  it('finds nothing on a fresh machine', () => {
    expect(findChromium(machine([]))).toEqual({ ok: false });
  });

  it("finds Google Chrome's app bundle on macOS", () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(machine([chrome], {}, 'darwin'))).toMatchObject({ path: chrome, source: 'system' });
  });
});
