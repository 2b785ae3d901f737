/**
 * The console with no server (`npm run console:build -- --sandbox`): the SDK's sandbox runs in the page,
 * answered through MSW's service worker, and the console starts connected to it with the sandbox's demo
 * keys. The sandbox answers only below its own address on the page's origin (`…/dsm-sandbox`); every
 * other request (the console's own files) goes to the network as usual.
 */
import { createSandbox, SANDBOX_DEMO_KEYS } from '@dsm/sdk/sandbox';
import { setupWorker } from 'msw/browser';
import type { ConsoleConfig } from '../app/console-config';

/** The directory below the page's origin that the sandbox answers for. */
export const SANDBOX_DIRECTORY = 'dsm-sandbox';

/** Where the sandbox lives for a page at `pageUrl`: beside the page, on its origin. */
export function sandboxAddress(pageUrl: string): URL {
  return new URL(SANDBOX_DIRECTORY, pageUrl);
}

/** The connection the console starts with: the in-page sandbox and its demo keys. */
export function sandboxConsoleConfig(address: URL): ConsoleConfig {
  return {
    target: {
      targetSystem: `${address.hostname}${address.pathname.replace(/\/+$/, '')}`,
      protocol: address.protocol === 'http:' ? 'http' : 'https',
      port: address.port ? Number(address.port) : null,
    },
    mock: true,
    keys: { ...SANDBOX_DEMO_KEYS },
  };
}

/** Starts the sandbox's service worker; rejects when the browser cannot run one (a page not on https or localhost). */
export async function startBrowserSandbox(): Promise<ConsoleConfig> {
  if (!('serviceWorker' in navigator))
    throw new Error('The sandbox console needs a service worker: open it over https or on localhost (127.0.0.1).');
  const address = sandboxAddress(document.baseURI);
  const sandbox = createSandbox({ baseUrl: address.href });
  const worker = setupWorker(...sandbox.handlers);
  // The worker script is copied beside index.html by the build; quiet: MSW would log every call.
  await worker.start({
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return sandboxConsoleConfig(address);
}
