/**
 * Client-side checks by operation. A validator returns the seed's message when the input is
 * rejected, or undefined when it may be sent.
 */
import type { OperationId } from '../../generated/routes.js';
import { contactValidators } from './contacts.js';

/** What a check sees: the parsed JSON body and the path parameters as decoded text. */
export interface ValidationInput {
  body: unknown;
  path: Readonly<Record<string, string>>;
}

export type Validator = (input: ValidationInput) => string | undefined;

export const validators: Partial<Record<OperationId, Validator>> = {
  ...contactValidators,
};
