import { defineConfig } from 'vitest/config';

// End-to-end tests: the built extension in Debian's Chromium against the local test web.
export default defineConfig({
  test: {
    // The JSON report feeds the plain 'N passed, N failed' line that .ci/run prints.
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest/e2e.json' },
    include: ['test/e2e/**/*.test.ts'],
    // Names the run, so each extension variant is built once for all files (test/e2e/built.ts).
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
