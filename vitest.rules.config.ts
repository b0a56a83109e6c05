import { defineConfig } from 'vitest/config';

/**
 * Security-rules tier: tests/rules/*.test.ts against the Firestore and Storage emulators.
 * Run through `firebase emulators:exec` (npm run test:rules), which provides the emulator hosts.
 * Files run one at a time: they share the emulators and reset their data between tests.
 */
export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
