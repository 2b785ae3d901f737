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

/** Never throws: a missing or wrong client (`{}`, null, a number) is a rejected `DsmConfigError` like any other refusal. */
export function sendOperation<T>(operation: Operation, input: OperationInput, options: DsmCallOptions): Promise<T> {
  if (typeof (options as Partial<DsmCallOptions> | null | undefined)?.client?.send !== 'function')
    return Promise.reject(new DsmConfigError(NO_CLIENT_MESSAGE));
  const { client, ...sendOptions } = options;
  return client.send<T>(operation, input, sendOptions);
}
