import { configDefaults, defineConfig } from 'vitest/config';

/** The browser tests: the console's files share one sandbox stack, started by their own global setup. */
const BROWSER_TESTS = 'test/browser/**/*.test.ts';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 90_000,
    // Two cores: keep worker count small so Prism keeps up. Both projects share these two workers.
    maxWorkers: 2,
    reporters: ['default', './test/setup/summary-reporter.ts'],
    // A project's global setup runs only when a file of it is in the run: `vitest run test/unit` starts no
    // console stack, `vitest run test/browser` no contract mock. The browser files run first (projects run in
    // name order), so their long files do not end the run.
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: [BROWSER_TESTS],
          // One sandbox stack (Prism, the sandbox, the console's build) for every console file of the run.
          globalSetup: ['test/setup/console-stack.ts'],
          // A worker runs several of these files: playwright-core and the helpers load once per worker, not per file
          // (the files keep no state in shared modules).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'sdk',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, BROWSER_TESTS],
          // Bundles the contract and starts a Prism mock on a free loopback port for the contract tests.
          globalSetup: ['test/setup/prism-mock.ts'],
          setupFiles: ['test/setup/preload-operations.ts'],
        },
      },
    ],
  },
});
