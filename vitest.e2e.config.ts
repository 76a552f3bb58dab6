import { defineConfig } from 'vitest/config';

// End-to-end tests: the built extension in Debian's Chromium against the local test web.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
