/** Renders the console (React, the query cache, the connection) once main.tsx knows where it connects. */
import type { DsmClient } from '@dsm/sdk';
import { dsmQueryDefaults } from '@dsm/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ConnectionSettings } from '../connection/connection-settings';
import { ConnectionProvider } from '../connection/ConnectionContext';
import { App } from './App';

export function renderConsole(start: { settings: ConnectionSettings; client: DsmClient; remembered: boolean }): void {
  const queryClient = new QueryClient({ defaultOptions: dsmQueryDefaults });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider initial={start.settings} initialClient={start.client} remembered={start.remembered}>
          <App />
        </ConnectionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
