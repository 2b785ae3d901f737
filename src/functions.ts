/**
 * What the generated functions call (generated/functions/). Each function takes the client in its
 * last argument, e.g. `await contactsCount({ client })`, so functions stay tree-shakable and no global
 * configuration exists. The send options (admin keys, time limit, signal) ride along.
 */
import type { DsmClient } from './client.js';
import { DsmConfigError } from './errors.js';
import type { Operation, OperationInput, SendOptions } from './operation.js';

export interface DsmCallOptions extends SendOptions {
  client: DsmClient;
}

export const NO_CLIENT_MESSAGE = 'No DSM client given. Pass `{ client }` (from createDsmClient) as the last argument.';

export function sendOperation<T>(operation: Operation, input: OperationInput, options: DsmCallOptions): Promise<T> {
  if (!options?.client) return Promise.reject(new DsmConfigError(NO_CLIENT_MESSAGE));
  const { client, ...sendOptions } = options;
  return client.send<T>(operation, input, sendOptions);
}
