import { defineConfig } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumForE2e } from './lib/dev/chromium-for-e2e';

/**
 * e2e against the production build, on a copy of ./packs (the tests edit, create and delete packs; ./packs is
 * never touched). The config module is also loaded by each worker: the copy is made once, by the first load,
 * and handed on through the environment.
 */
if (!process.env.E2E_PACKS_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'packstudio-e2e-'));
  cpSync(resolve('packs'), join(dir, 'packs'), { recursive: true });
  process.env.E2E_PACKS_DIR = join(dir, 'packs');
  // Also removed when the run ends early (a build that fails never reaches globalTeardown).
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}

const port = Number(process.env.E2E_PORT ?? 3217);
const baseURL = `http://127.0.0.1:${port}`;
// The `npm start` entry (lib/node/serve.mjs), so e2e tests what users run, its Host allow-list included.
const start = 'node lib/node/serve.mjs';
// E2E_SKIP_BUILD=1 reuses the current .next (quick re-runs); otherwise the run builds what it tests, and a build
// whose file access traces the whole project fails it (lib/dev/build-for-e2e.ts).
const command = process.env.E2E_SKIP_BUILD === '1' ? start : `npm run build:e2e && ${start}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    // A click or navigation that cannot happen fails with its reason, instead of silently using up the test's time.
    actionTimeout: 20_000,
    navigationTimeout: 60_000,
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // CHROMIUM_PATH (or PLAYWRIGHT_CHROMIUM_EXECUTABLE, CHROME_PATH), /usr/bin/chromium, PATH, Playwright's own;
      // none: installed where the machine allows, else the run stops saying what to install (lib/dev).
      executablePath: chromiumForE2e(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command,
    url: baseURL,
    // The build runs first: on a shared 2-core machine under load it has taken over 6 minutes.
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      HOST: '127.0.0.1',
      PORT: String(port),
      PACKS_DIR: process.env.E2E_PACKS_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      // The wrap proof (e2e/terraform-proof.spec.ts) runs the machine's real terraform by its bare name, as an author
      // would; e2e/wrap.spec.ts wraps two fixture CLIs from the checkout, which is outside the e2e workspace (a copy of
      // ./packs), so the allow-list names them as an author names any CLI from elsewhere on the machine.
      PACKSTUDIO_ALLOWLIST: [process.env.PACKSTUDIO_ALLOWLIST, 'terraform', 'wrap-tasks', 'wrap-nolist']
        .filter(Boolean)
        .join(','),
      // No worker runs beside the e2e studio: its checks run in process even where the machine exports REDIS_URL.
      REDIS_URL: '',
    },
  },
});
