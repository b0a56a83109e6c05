import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit tier: fast tests beside the code, no emulators, no browser. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
