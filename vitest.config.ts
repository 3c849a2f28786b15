import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'app/**/*.test.ts', 'components/**/*.test.ts', 'components/**/*.test.tsx'],
    // Node for the engine; a component test asks for a DOM in its first line (`// @vitest-environment happy-dom`).
    environment: 'node',
    testTimeout: 30000,
    // Checks the tests run on ./packs would otherwise be recorded in packs/.packstudio/history.db.
    env: { PACKSTUDIO_DB: ':memory:' },
  },
});
