/** The orval mutator of the generated hooks: sends through the client of the nearest `DsmProvider`. */
import { useCallback } from 'react';
import type { OrvalRequestConfig } from '../orval/dsm-request.js';
import type { Unwrapped } from '../transport/envelope.js';
import { useDsmClient } from './dsm-context.js';

export const useDsmMutator = <T>() => {
  const client = useDsmClient();
  return useCallback(
    (config: OrvalRequestConfig) =>
      client.send<Unwrapped<T>>({ method: config.method, url: config.url, data: config.data, signal: config.signal }),
    [client],
  );
};

export type { ErrorType, BodyType } from '../orval/dsm-request.js';
