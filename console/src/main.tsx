/** Starts the console: reads where the default server is, then renders the app. */
import { dsmQueryDefaults } from '@dsm/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConsoleConfig, type ConsoleConfig } from './app/console-config';
import { ConnectionProvider } from './connection/ConnectionContext';
import { initialSettings } from './connection/connection-settings';
import { loadRemembered } from './connection/connection-storage';
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
const remembered = loadRemembered();
const queryClient = new QueryClient({ defaultOptions: dsmQueryDefaults });

if (config)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider initial={remembered ?? initialSettings(config)} remembered={remembered !== null}>
          <App />
        </ConnectionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
