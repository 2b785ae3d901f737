/**
 * `@dsm/sdk/call`: `withCall(client)` adds `call(operationId, input)`, every operation by its id, to a
 * client. The table of every operation loads on the first call, so only applications that use `call()`
 * carry it; the generated functions and hooks never need it. `createDsmClient` is here too, so a script
 * that calls by id needs this entry alone (and the type-checker only its declarations, not every function's).
 */
import type { OperationId } from '../generated/operation-ids.js';
import type { DsmClient } from './client.js';
import { extendClient } from './client-extension.js';
import type { OperationInput, SendOptions } from './operation.js';
import type { CallInput, CallResult } from './operation-types.js';

export type { CallInput, CallResult } from './operation-types.js';
export type { CallTable } from '../generated/call-table.js';
export type { OperationId } from '../generated/operation-ids.js';
export { createDsmClient, type DsmClient, type SendOptions } from './client.js';
export type { DsmConfig } from './config.js';

/** The arguments of `call(operationId, ...)`: the input may be left out when the operation takes none. */
export type CallArgs<K extends OperationId> =
  {} extends CallInput<K> ? [input?: CallInput<K>, options?: SendOptions] : [input: CallInput<K>, options?: SendOptions];

/** What `withCall` adds to a client. */
export interface DsmCall {
  /** Calls an operation by its operationId and resolves to its unwrapped `responseObject`. */
  call<K extends OperationId>(operationId: K, ...args: CallArgs<K>): Promise<CallResult<K>>;
}

let lookup: typeof import('./transport/operation-lookup.js') | undefined;

/**
 * `withCall(createDsmClient(config)).call('contactsCount')`: the same client (it signs and sends alike,
 * and still works with the generated functions and `DsmProvider`) with `call()`. An unknown operationId
 * is a rejected `DsmValidationError`; a value that is not a client throws `DsmConfigError`.
 */
export function withCall<C extends DsmClient>(client: C): C & DsmCall {
  // Once the table is loaded a call goes straight to `send`, with no promise of its own around it.
  function call<K extends OperationId>(operationId: K, input?: CallInput<K>, options?: SendOptions): Promise<CallResult<K>> {
    if (!lookup)
      return import('./transport/operation-lookup.js').then((loaded) => {
        lookup = loaded;
        return call(operationId, input, options);
      });
    try {
      return client.send<CallResult<K>>(lookup.operationById(operationId), input as OperationInput | undefined, options);
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return extendClient(client, { call: call as DsmCall['call'] });
}
