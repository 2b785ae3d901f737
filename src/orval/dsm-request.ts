/**
 * The orval mutator of the generated plain functions (generated/functions/). Each function takes the
 * client as its last argument, e.g. `await contactsCount({ client })`, so functions stay tree-shakable
 * and no global configuration exists.
 */
import type { DsmClient, SendOptions } from '../client.js';
import { DsmConfigError, type DsmError } from '../errors.js';
import type { Unwrapped } from '../transport/envelope.js';

/** What orval hands a mutator. */
export interface OrvalRequestConfig {
  url: string;
  method: string;
  headers?: Record<string, string>;
  data?: unknown;
  signal?: AbortSignal;
}

export interface DsmRequestOptions extends Omit<SendOptions, 'signal'> {
  client: DsmClient;
}

export const NO_CLIENT_MESSAGE = 'No DSM client given. Pass `{ client }` (from createDsmClient) as the last argument.';

export function dsmRequest<T>(config: OrvalRequestConfig, options?: DsmRequestOptions): Promise<Unwrapped<T>> {
  if (!options?.client) return Promise.reject(new DsmConfigError(NO_CLIENT_MESSAGE));
  const { client, ...sendOptions } = options;
  return client.send<Unwrapped<T>>({ method: config.method, url: config.url, data: config.data, signal: config.signal, ...sendOptions });
}

/** Errors of generated calls are always `DsmError`s, whatever the contract's error reply looks like. */
export type ErrorType<_Error> = DsmError;
export type BodyType<Body> = Body;
