import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'app/**/*.test.ts', 'components/**/*.test.ts', 'components/**/*.test.tsx'],
    // Node for the engine; a component test asks for a DOM in its first line (`// @vitest-environment happy-dom`).
    environment: 'node',
    // Type-level tests (`*.test-d.ts`): the model's views are derived from the zod schemas, and these hold them to it.
    typecheck: { enabled: true, include: ['lib/**/*.test-d.ts'] },
    testTimeout: 30000,
    // Tests that spawn `packstudio` run the prebuilt bundle (lib/cli/prebuilt.mjs): built once here when stale.
    globalSetup: ['lib/cli/prebuilt.global-setup.ts'],
    // Checks the tests run on ./packs would otherwise be recorded in packs/.packstudio/history.db.
    // REDIS_URL blank: a studio test's check runs in process; the worker tests name their Redis themselves
    // (PACKSTUDIO_TEST_REDIS_URL, else 127.0.0.1:6379).
    env: { PACKSTUDIO_DB: ':memory:', REDIS_URL: '' },
  },
});
