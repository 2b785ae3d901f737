/**
 * The React context that hands a `DsmClient` to the generated hooks, and `<DsmProvider client={client}>`,
 * which makes a client available to every generated hook below it. One module, so an app's bundle
 * imports from `react` once for both.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { DsmClient } from '../client.js';

export const DsmClientContext = createContext<DsmClient | null>(null);

export const NO_PROVIDER_MESSAGE = 'No DsmClient in context. Wrap the tree in <DsmProvider client={...}>.';

export interface DsmProviderProps {
  client: DsmClient;
  children?: ReactNode;
}

export function DsmProvider({ client, children }: DsmProviderProps) {
  return createElement(DsmClientContext.Provider, { value: client }, children);
}

export function useDsmClient(): DsmClient {
  const client = useContext(DsmClientContext);
  if (!client) throw new Error(NO_PROVIDER_MESSAGE);
  return client;
}
