/**
 * `@dsm/sdk/operations`: every operation of the contract as plain data (ids, methods, paths, kinds,
 * SDK names, path values and bodies with their schemas and examples), and the code samples that call
 * one. For explorers, docs and tests; an application that calls the platform does not need it.
 */
export { operationTable } from '../../generated/operation-table.js';
export type { OperationId } from '../../generated/operation-ids.js';
export { dsmCallSample, functionSample, hookSample, type SampledOperation, type SampleInput, type SampleOptions } from './call-samples.js';
export { pointedAt, refName, resolveRef } from './contract-ref.js';
export { curlCommand, type CurlRequest } from './curl-command.js';
export type { BodyEntry, ContractSchema, OperationEntry, PathValueEntry } from './operation-entry.js';
export { sdkNames, type SdkNames } from './sdk-names.js';
