/**
 * The console with no server (`npm run console:build -- --sandbox`): the SDK's sandbox runs in the page,
 * answered through MSW's service worker, and the console starts connected to it with the sandbox's demo
 * keys. The sandbox answers only below its own address (`dsm-sandbox` beside the page); every other
 * request (the console's own files) goes to the network as usual.
 */
import { createSandbox, SANDBOX_DEMO_KEYS, SANDBOX_SAMPLE_TEMPLATE_UPLOAD } from '@dsm/sdk/sandbox';
import { setupWorker } from 'msw/browser';
import type { ConsoleConfig } from '../app/console-config';
import { sandboxAddress, sandboxConsoleConfig } from './sandbox-address';

/** Starts the sandbox's service worker; rejects when the browser cannot run one (a page not on https or localhost). */
export async function startBrowserSandbox(): Promise<ConsoleConfig> {
  if (!('serviceWorker' in navigator))
    throw new Error('The sandbox console needs a service worker: open it over https or on localhost (127.0.0.1).');
  const address = sandboxAddress(document.baseURI);
  const sandbox = createSandbox({ baseUrl: address.href });
  const worker = setupWorker(...sandbox.handlers);
  // The build puts the worker script beside index.html. Quiet: MSW would log every call.
  await worker.start({
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return sandboxConsoleConfig(address, { keys: SANDBOX_DEMO_KEYS, sampleTemplateUpload: SANDBOX_SAMPLE_TEMPLATE_UPLOAD });
}
