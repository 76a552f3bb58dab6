import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The JSON report feeds the plain 'N passed, N failed' line that .ci/run prints.
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest/unit.json' },
    include: ['test/**/*.test.ts', 'lib/**/*.test.ts', 'helper/**/*.test.ts', 'components/**/*.test.ts?(x)'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
