/**
 * A mail address split into its parts, as the platform's code contract does (`localPart`, `domainPart`), with the
 * reason it is not valid (`errorType`, `MailAddressErrorType`): no `@`, more than one, nothing before or after it.
 * One implementation for applications and the sandbox.
 */
import { type MailAddress, MailAddressErrorType } from '../../generated/model/index.js';

/** The error of an address split at its `@` signs. */
function errorOfParts(at: readonly string[]): MailAddressErrorType {
  if (at.length === 1) return MailAddressErrorType.noAtSign;
  if (at.length > 2) return MailAddressErrorType.tooManyAtSigns;
  if (at[0] === '') return MailAddressErrorType.noLocalPart;
  return at[1] === '' ? MailAddressErrorType.noDomainPart : MailAddressErrorType.none;
}

/** The error of a mail address text (`MailAddressErrorType.none` when it is valid). */
export function mailAddressError(value: string): MailAddressErrorType {
  return errorOfParts(value.split('@'));
}

/** The address split into its parts (both `null` unless it has exactly one `@`), with its error type. */
export function parseMailAddress(value: string): MailAddress & { value: string; errorType: MailAddressErrorType } {
  const at = value.split('@');
  const split = at.length === 2;
  return { localPart: split ? at[0]! : null, domainPart: split ? at[1]! : null, errorType: errorOfParts(at), value };
}
