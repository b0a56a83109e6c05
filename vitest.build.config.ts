import { defineConfig } from 'vitest/config';

/** Build-checks tier: reads the production build in dist/ (built by the tier before it, or by hand). */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
