/**
 * Types of `call()`, from the generated table of every operation (generated/call-table.ts), which names
 * the same models as the generated functions: naming an operation never loads the contract's whole
 * openapi-typescript types.
 */
import type { CallTable } from '../generated/call-table.js';
import type { OperationId } from '../generated/operation-ids.js';

/** What `call(operationId, input)` takes: `path` parameters and the JSON `body`, when the operation has them. */
export type CallInput<K extends OperationId> = CallTable[K]['input'];

/** What `call(operationId)` resolves to: the operation's `responseObject`. */
export type CallResult<K extends OperationId> = CallTable[K]['result'];
