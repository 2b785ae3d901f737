import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Bundles the contract and starts a Prism mock on a free loopback port for the contract tests.
    globalSetup: ['test/setup/prism-mock.ts'],
    setupFiles: ['test/setup/preload-operations.ts'],
    testTimeout: 20_000,
    hookTimeout: 90_000,
    // Two cores: keep worker count small so Prism keeps up.
    maxWorkers: 2,
    reporters: ['default', './test/setup/summary-reporter.ts'],
  },
});
