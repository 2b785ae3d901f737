/**
 * React and the screens: loaded beside the start script (index.html preloads this chunk) and run once it has
 * started the first screen's reads, so those reads do not wait for this code to download and run.
 */
import type { DsmClient } from '@dsm/sdk';
import { dsmQueryDefaults } from '@dsm/sdk/react';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectionProvider } from '../connection/ConnectionContext';
import type { ConnectionSettings } from '../connection/connection-settings';
import { cacheContactReads } from '../contacts/query-model';
import { App } from './App';
import type { SampleUpload } from './console-config';

export interface ConsoleStart {
  settings: ConnectionSettings;
  client: DsmClient;
  /** The settings came from this tab's sessionStorage. */
  remembered: boolean;
  /** The sandbox's sample template upload, when the console starts on the sandbox. */
  sampleTemplateUpload: SampleUpload | null;
}

export function mountConsole(root: HTMLElement, start: ConsoleStart): void {
  // Watchers hear of an answer in the task it arrived in, not a timer task later (which may wait behind others).
  notifyManager.setScheduler(queueMicrotask);
  const queryClient = new QueryClient({ defaultOptions: dsmQueryDefaults });
  // The first reads' answers go into the cache as they arrive: those already here show in the first render.
  cacheContactReads(queryClient, start.client);
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider
          initial={start.settings}
          initialClient={start.client}
          remembered={start.remembered}
          sample={start.sampleTemplateUpload}
        >
          <App />
        </ConnectionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
