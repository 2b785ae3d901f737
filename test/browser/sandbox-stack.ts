/**
 * The stack the console's browser tests run against, as `npm start` serves it: the stateful sandbox behind
 * Prism's validation and the envelope proxy (jobs taking about a second and a half, on a clock the tests may
 * hold), the console (built for the tests, test/browser/console-build-cache.ts) signing with the sandbox's
 * keys, and Debian's chromium behind a websocket, all on free loopback ports. Started once per run in
 * vitest's main process (test/setup/console-stack.ts): the build and Prism's start are the slow part, and
 * every console test file shares them.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startConsole } from '../../scripts/serve/console.js';
import { sandboxSettings } from '../../scripts/serve/mock-choice.js';
import { startMock } from '../../scripts/serve/mock-server.js';
import { freePort } from '../../scripts/serve/prism.js';
import { launchChromiumServer } from '../support/chromium.js';
import { cachedConsoleBuild } from './console-build-cache.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The sandbox's clock (its `now` option). A test may hold it: the sandbox's time stands still, and with
 * it every job, until it is released (then it goes on from where it stood, a few seconds behind).
 */
export class SandboxClock {
  #heldAt: number | undefined;
  #lagMs = 0;

  readonly now = (): Date => new Date(this.#heldAt ?? Date.now() - this.#lagMs);

  hold(): void {
    this.#heldAt ??= Date.now() - this.#lagMs;
  }

  release(): void {
    if (this.#heldAt === undefined) return;
    this.#lagMs = Date.now() - this.#heldAt;
    this.#heldAt = undefined;
  }
}

/** What a test file needs to reach the stack: plain addresses, so they cross to the test workers. */
export interface StackAddresses {
  mockUrl: string;
  consoleUrl: string;
  /** Debian's chromium, shared: each file connects to it and works in a browser context of its own. */
  browserWsEndpoint: string;
}

export interface SandboxStack extends StackAddresses {
  clock: SandboxClock;
  stop(): Promise<void>;
}

/** Starts the sandbox behind Prism on the bundled contract and chromium, builds the console unless cached, serves it. */
export async function startSandboxStack(): Promise<SandboxStack> {
  // The demo keys and a pace at which a job runs about 1.5 s: long enough to watch, short enough to wait for.
  const settings = sandboxSettings({ DSM_SANDBOX_SPEED: '2' });
  const clock = new SandboxClock();
  const sandbox = import('../../src/sandbox/index.js').then(({ createSandbox }) => {
    const { keys, speed, maxSkewSeconds } = settings;
    return createSandbox({ keys, speed, maxSkewSeconds, now: clock.now });
  });
  const handlers = sandbox.then((started) => () => started.handlers);
  const mockPort = await freePort();
  // Not console/dist, so a parallel build there cannot change what is under test. A build runs while Prism starts
  // (vitest sets NODE_ENV, so Vite leaves the environment Prism is spawned with alone).
  const [mock, built, browser] = await Promise.allSettled([
    // As on `npm start`: QA's scenarios and reset over HTTP (`/__sandbox/`).
    startMock(join(root, 'generated', 'openapi.json'), mockPort, { handlers, control: () => sandbox }),
    cachedConsoleBuild(),
    launchChromiumServer(),
  ]);
  try {
    if (mock.status === 'rejected') throw mock.reason;
    if (built.status === 'rejected') throw built.reason;
    if (browser.status === 'rejected') throw browser.reason;
    const consoleServer = await startConsole({ port: 0, mockUrl: mock.value.url, keys: settings.keys, dist: built.value });
    return {
      mockUrl: mock.value.url,
      consoleUrl: consoleServer.url,
      browserWsEndpoint: browser.value.wsEndpoint(),
      clock,
      stop: async () => {
        await browser.value.close();
        await consoleServer.stop();
        await mock.value.stop();
      },
    };
  } catch (error) {
    if (browser.status === 'fulfilled') await browser.value.close();
    if (mock.status === 'fulfilled') await mock.value.stop();
    throw error;
  }
}
