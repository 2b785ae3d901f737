/**
 * What every console test file shares: the run's sandbox stack (started once, test/setup/console-stack.ts),
 * a browser context of its own in the shared chromium and one page on which the file's tests run in order, and the steps the areas have in
 * common. Files run side by side against the one sandbox: each changes only data no other file reads.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { SANDBOX_DEMO_KEYS } from '../../src/sandbox/defaults.js';
import { connectChromium } from '../support/chromium.js';
import { openPage, seriousViolations, type WatchedPage } from './browser-support.js';
import type { StackAddresses } from './sandbox-stack.js';

/** The sandbox's keys, typed in by hand as a user would, with a source key the sandbox takes as given. */
export const KEYS = { ...SANDBOX_DEMO_KEYS, sourcePublicKey: 'src-key-aa11bb22' } as const;

/** Polls up to 30 s (Playwright's own default wait), not expect.poll's 1 s: the CI machine is loaded. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

/** The first file to ask waits for the console's build and Prism's start. */
const START_TIMEOUT_MS = 170_000;
const CLOCK_TIMEOUT_MS = 10_000;

async function askStack(method: 'GET' | 'POST', path: string, timeoutMs: number): Promise<Response> {
  const response = await fetch(`${inject('consoleStack')}${path}`, { method, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`The console's test stack (${method} ${path}): ${response.status} ${await response.text()}`);
  return response;
}

export class ConsoleSession {
  #addresses: StackAddresses | undefined;
  #browser: Browser | undefined;
  #watched: WatchedPage | undefined;

  /** Set once the file's beforeAll ran. */
  get watched(): WatchedPage {
    if (!this.#watched) throw new Error('The console session has not started (useConsoleSession registers its start in beforeAll).');
    return this.#watched;
  }
  get page(): Page {
    return this.watched.page;
  }
  get mockUrl(): string {
    return this.#addresses!.mockUrl;
  }
  get consoleUrl(): string {
    return this.#addresses!.consoleUrl;
  }

  async start(): Promise<void> {
    this.#addresses = (await (await askStack('GET', '/stack', START_TIMEOUT_MS)).json()) as StackAddresses;
    this.#browser = await connectChromium(this.#addresses.browserWsEndpoint);
    this.#watched = await openPage(this.#browser);
  }

  /** Closes the file's browser context and lets go of the shared browser. */
  async close(): Promise<void> {
    await this.#browser?.close();
  }

  readonly goto = async (hash: string): Promise<void> => {
    await this.page.goto(`${this.#addresses!.consoleUrl}/${hash}`);
  };

  /** The page's requests whose URL holds `fragment`. */
  readonly apiRequests = (fragment: string) => this.watched.requests.filter((request) => request.url.includes(fragment));

  /** Queues a scenario in the sandbox over HTTP, as a QA team's browser test in any language would. */
  readonly queueScenario = async (scenario: Record<string, unknown>): Promise<void> => {
    const response = await fetch(`${this.mockUrl}/__sandbox/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scenario),
      signal: AbortSignal.timeout(CLOCK_TIMEOUT_MS),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  };

  readonly expectAccessible = async (screen: string): Promise<void> => {
    const violations = await seriousViolations(this.page);
    expect(
      violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      screen,
    ).toEqual([]);
  };

  /** Connects with KEYS typed into the connection screen. */
  readonly connectWithTypedKeys = async (): Promise<void> => {
    await this.goto('#/connection');
    for (const [field, value] of Object.entries(KEYS)) await this.page.locator(`#${field}`).fill(value);
    await this.page.getByRole('button', { name: 'Connect' }).click();
    await this.page.getByRole('status').filter({ hasText: 'Connected to http://127.0.0.1:' }).waitFor();
  };

  /** Holds the sandbox's clock, for every file (their jobs wait as well), until `releaseClock`. */
  readonly holdClock = async (): Promise<void> => {
    await askStack('POST', '/clock/hold', CLOCK_TIMEOUT_MS);
  };
  readonly releaseClock = async (): Promise<void> => {
    await askStack('POST', '/clock/release', CLOCK_TIMEOUT_MS);
  };
}

/** The file's console session: the stack, a browser and a page from its beforeAll, the browser closed after it. */
export function useConsoleSession(): ConsoleSession {
  const session = new ConsoleSession();
  beforeAll(() => session.start(), START_TIMEOUT_MS + 10_000);
  afterAll(() => session.close());
  return session;
}
