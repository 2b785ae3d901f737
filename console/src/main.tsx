/**
 * Starts the console: reads where the default server is, starts the first screen's reads when that is the
 * contacts table (so its rows wait on the server only, not on the first render too), then renders the app.
 */
import { dsmQueryDefaults } from '@dsm/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConsoleConfig, type ConsoleConfig } from './app/console-config';
import { routeFromHash } from './app/routes';
import { ConnectionProvider } from './connection/ConnectionContext';
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

const config = await startingConfig();

if (config) {
  const remembered = loadRemembered();
  const settings = remembered ?? initialSettings(config);
  const client = clientFor(settings);
  if (settings.targetSystem.trim() !== '' && routeFromHash(window.location.hash) === 'contacts') startContactReads(client);
  const queryClient = new QueryClient({ defaultOptions: dsmQueryDefaults });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider initial={settings} initialClient={client} remembered={remembered !== null}>
          <App />
        </ConnectionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
