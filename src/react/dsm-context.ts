/** The React context that hands a `DsmClient` to the generated hooks. */
import { createContext, useContext } from 'react';
import type { DsmClient } from '../client.js';

export const DsmClientContext = createContext<DsmClient | null>(null);

export const NO_PROVIDER_MESSAGE = 'No DsmClient in context. Wrap the tree in <DsmProvider client={...}>.';

export function useDsmClient(): DsmClient {
  const client = useContext(DsmClientContext);
  if (!client) throw new Error(NO_PROVIDER_MESSAGE);
  return client;
}
