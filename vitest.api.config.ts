import { defineConfig } from 'vitest/config';

/** API integration tier: HTTP round trips through Hosting rewrites to the api function on the emulators. */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/stack-setup.ts'],
    // One stack, shared state: files run one after another.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
