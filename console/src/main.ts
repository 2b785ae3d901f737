/**
 * Starts the console: reads where the default server is, starts the first screen's reads when that is the
 * contacts table, and runs React and the screens (app/mount.tsx). This script holds only what those reads
 * need, so they need not wait for the app's code to download and run, and the rows wait on the server alone.
 */
import { loadConsoleConfig, type ConsoleConfig } from './app/console-config';
import { routeFromHash } from './app/route-names';
import { clientFor, initialSettings, isConnected } from './connection/connection-settings';
import { loadRemembered } from './connection/connection-storage';
import { signingReady } from './connection/page-sha256';
import { startContactReads } from './contacts/query-model';
import './styles.css';

const root = document.getElementById('root')!;

/** A start that cannot go on, said in the page instead of a blank screen. */
function showStartFailure(what: string, error: unknown): void {
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.textContent = `${what}: ${error instanceof Error ? error.message : String(error)}`;
  root.replaceChildren(note);
}

/** The console's start: in the sandbox build (`--mode sandbox`) its sandbox runs in the page, else it asks the host. */
async function startingConfig(): Promise<ConsoleConfig | null> {
  // A constant at build time: the other build leaves the sandbox (and msw) out.
  if (import.meta.env.MODE === 'sandbox') {
    const { startBrowserSandbox } = await import('./sandbox/browser-sandbox');
    try {
      return await startBrowserSandbox();
    } catch (error) {
      showStartFailure('The sandbox could not start', error);
      return null;
    }
  }
  return loadConsoleConfig();
}

/**
 * Not at the top level: the app's chunk imports modules this one holds (one file, see vite.config.ts), and a
 * module still awaiting at its top level would hold that import until it ends.
 */
async function start(): Promise<void> {
  // The start's steps as performance marks: `npx tsx bench/console.ts --trace` shows them on its timeline.
  performance.mark('console:start');
  // React and the screens (preloaded by index.html) run while the configuration is on its way: the first paint
  // never waits for it, and the reads leave as soon as it is here.
  const app = import('./app/mount');
  app.catch(() => undefined); // reported below, once awaited
  const config = await startingConfig();
  await signingReady;
  performance.mark('console:config');
  if (!config) return;
  const remembered = loadRemembered();
  const settings = remembered ?? initialSettings(config);
  const client = clientFor(settings);
  if (isConnected(settings) && routeFromHash(window.location.hash) === 'contacts') startContactReads(client);
  performance.mark('console:reads');
  try {
    const { mountConsole } = await app;
    performance.mark('console:app');
    mountConsole(root, { settings, client, remembered: remembered !== null, sampleTemplateUpload: config.sampleTemplateUpload });
  } catch (error) {
    showStartFailure('The console could not load', error);
  }
}

void start();
