import { operations } from '../../generated/operations/index.js';
import type { OperationId } from '../../generated/operation-ids.js';

/**
 * The call options a test sends an operation with: the admin pair (`adminKeys: true`, the sandbox's system admin)
 * for the system-admin-only ones, which the platform refuses signed with an ordinary account's keys.
 */
export const keysFor = (operationId: OperationId): { adminKeys?: true } => (operations[operationId]?.adminOnly ? { adminKeys: true } : {});
