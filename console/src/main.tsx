/** Starts the console: reads where the default server is, then renders the app. */
import { dsmQueryDefaults } from '@dsm/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConsoleConfig } from './app/console-config';
import { ConnectionProvider } from './connection/ConnectionContext';
import { initialSettings } from './connection/connection-settings';
import { loadRemembered } from './connection/connection-storage';
import './styles.css';

const config = await loadConsoleConfig();
const remembered = loadRemembered();
const queryClient = new QueryClient({ defaultOptions: dsmQueryDefaults });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider initial={remembered ?? initialSettings(config)} remembered={remembered !== null}>
        <App />
      </ConnectionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
