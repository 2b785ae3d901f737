/**
 * Client-side checks by operation. A validator returns the seed's message when the input is
 * rejected, or undefined when it may be sent.
 */
import type { OperationId } from '../../generated/routes.js';
import { contactValidators } from './contacts.js';

export type Validator = (body: unknown) => string | undefined;

export const validators: Partial<Record<OperationId, Validator>> = {
  ...contactValidators,
};
