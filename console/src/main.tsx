/**
 * Starts the console: reads where the default server is and, when the first screen is the contacts
 * table, starts its reads; React and the screens (a chunk index.html preloads) evaluate meanwhile and
 * render. So the first rows wait on the server, not on the scripts' evaluation and the first render too.
 */
import { loadConsoleConfig, type ConsoleConfig } from './app/console-config';
import { routeFromHash } from './app/routes';
import { clientFor, initialSettings } from './connection/connection-settings';
import { loadRemembered } from './connection/connection-storage';
import { startContactReads } from './contacts/query-model';
import './styles.css';

/** The console's start: in the sandbox build (`--mode sandbox`) its sandbox runs in the page, else it asks the host. */
async function startingConfig(): Promise<ConsoleConfig | null> {
  // A constant at build time: the other build leaves the sandbox (and msw) out.
  if (import.meta.env.MODE === 'sandbox') {
    const { startBrowserSandbox } = await import('./sandbox/browser-sandbox');
    try {
      return await startBrowserSandbox();
    } catch (error) {
      const note = document.createElement('p');
      note.setAttribute('role', 'alert');
      note.textContent = `The sandbox could not start: ${error instanceof Error ? error.message : String(error)}`;
      document.getElementById('root')!.replaceChildren(note);
      return null;
    }
  }
  return loadConsoleConfig();
}

// Asked for first: the screens evaluate while the configuration arrives and the first reads go out.
const rendering = import('./app/render-console');
const config = await startingConfig();

if (config) {
  const remembered = loadRemembered();
  const settings = remembered ?? initialSettings(config);
  const client = clientFor(settings);
  if (settings.targetSystem.trim() !== '' && routeFromHash(window.location.hash) === 'contacts') startContactReads(client);
  (await rendering).renderConsole({ settings, client, remembered: remembered !== null });
}
