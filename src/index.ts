/**
 * `@dsm/sdk`: the client, its errors, the generated typed functions and the contract's models.
 * `call()` by operationId is in `@dsm/sdk/call`, `raw` and the contract's openapi-typescript types in `@dsm/sdk/raw`.
 */
export { createDsmClient, type DsmClient, type SendOptions } from './client.js';
export type { Operation, OperationInput, PathValueType, ResourceNameKind } from './operation.js';
export { sendOperation, type DsmCallOptions } from './functions.js';
export { DEFAULT_TIMEOUT_MS, type DsmConfig, type DesignerConfig } from './config.js';
export {
  DsmError,
  DsmConfigError,
  DsmValidationError,
  DsmApiError,
  DsmHttpError,
  DsmNetworkError,
  DsmTimeoutError,
  isDsmError,
} from './errors.js';
export type { DsmErrorKind } from './errors.js';
export type { Envelope, Unwrapped } from './transport/envelope.js';
export type { CallInput, CallResult } from './operation-types.js';
export type { CallTable } from '../generated/call-table.js';
export type { OperationId } from '../generated/operation-ids.js';
export * from '../generated/functions/index.js';
export * from '../generated/model/index.js';
export * from './models/index.js';
export * from './jobs/index.js';
export * from './messages/index.js';
export * from './helpers/index.js';
export {
  createParentFrameBridge,
  PARENT_FRAME_BRIDGE_OPERATIONS,
  type DsmBridge,
  type ParentFrameBridgeOptions,
  type BridgeWindow,
} from './bridge/parent-frame.js';
