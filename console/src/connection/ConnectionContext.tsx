/** Holds the connection settings in memory and gives the app a DsmClient built from them. */
import type { DsmClient } from '@dsm/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { SampleUpload } from '../app/console-config';
import { clientFor, type ConnectionSettings } from './connection-settings';
import { forgetServerData } from '../jobs/job-cache';
import { forget, remember } from './connection-storage';

export interface Connection {
  settings: ConnectionSettings;
  /** True when the user chose to keep the settings for this browser tab. */
  remembered: boolean;
  /** Changes with every applied connection; screens are keyed by it so no data of the old server survives. */
  generation: number;
  client: DsmClient;
  /** The sandbox's sample template upload while connected to the sandbox the console started on; else null. */
  sampleTemplateUpload: SampleUpload | null;
  apply(settings: ConnectionSettings, options: { remember: boolean }): void;
}

const ConnectionContext = createContext<Connection | null>(null);

export function ConnectionProvider(props: {
  initial: ConnectionSettings;
  /** The client of `initial` when the console made it before rendering (its first reads already use it). */
  initialClient?: DsmClient;
  remembered: boolean;
  sample?: SampleUpload | null;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState({ settings: props.initial, remembered: props.remembered, generation: 0 });
  const { initial, initialClient } = props;
  const client = useMemo(
    () => (state.settings === initial && initialClient ? initialClient : clientFor(state.settings)),
    [state.settings, initial, initialClient],
  );

  const apply = useCallback(
    (settings: ConnectionSettings, options: { remember: boolean }) => {
      if (options.remember) remember(settings);
      else forget();
      forgetServerData(queryClient);
      setState((previous) => ({ settings, remembered: options.remember, generation: previous.generation + 1 }));
    },
    [queryClient],
  );

  // The sample is the starting sandbox's: on another server it means nothing.
  const sameServer = (['targetSystem', 'protocol', 'port'] as const).every((field) => state.settings[field] === initial[field]);
  const sampleTemplateUpload = sameServer ? (props.sample ?? null) : null;
  const value = useMemo(() => ({ ...state, client, apply, sampleTemplateUpload }), [state, client, apply, sampleTemplateUpload]);
  return <ConnectionContext.Provider value={value}>{props.children}</ConnectionContext.Provider>;
}

export function useConnection(): Connection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection outside <ConnectionProvider>.');
  return connection;
}
