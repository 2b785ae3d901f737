/** `<DsmProvider client={client}>`: makes a client available to every generated hook below it. */
import { createElement, type ReactNode } from 'react';
import type { DsmClient } from '../client.js';
import { DsmClientContext } from './dsm-context.js';

export interface DsmProviderProps {
  client: DsmClient;
  children?: ReactNode;
}

export function DsmProvider({ client, children }: DsmProviderProps) {
  return createElement(DsmClientContext.Provider, { value: client }, children);
}
