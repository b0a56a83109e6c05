import { defineConfig } from 'vitest/config';

/** End-to-end tier: Debian Chromium driven by playwright-core against the local stack. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/stack-setup.ts', 'e2e/support/chromium-setup.ts'],
    fileParallelism: false,
    testTimeout: 45_000,
    hookTimeout: 120_000,
  },
});
