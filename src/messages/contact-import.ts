/** What a contact import status says. */
import * as labels from '../../generated/labels.js';
import { ContactImportErrorCode, type ContactImportProgressDetail } from '../../generated/model/index.js';
import { lookUp, UNKNOWN_STATE } from './format.js';

/** Progress details: the contract's descriptions of `ContactImportProgressDetail`. */
export const CONTACT_IMPORT_PROGRESS_MESSAGES: Readonly<Record<ContactImportProgressDetail, string>> =
  labels.CONTACT_IMPORT_PROGRESS_DETAIL_LABELS;

/** Error texts (`{details}` is filled with the status's error details): the contract's descriptions of `ContactImportErrorCode`. */
export const CONTACT_IMPORT_ERROR_MESSAGES: Readonly<Record<ContactImportErrorCode, string>> = labels.CONTACT_IMPORT_ERROR_CODE_LABELS;

/**
 * The text of a contact import error code with its details (the status's `errorDetails`, joined by
 * ', '); an unknown code reads as the unknown error.
 */
export function contactImportErrorMessage(code: number, details: readonly string[] = []): string {
  const template = lookUp(CONTACT_IMPORT_ERROR_MESSAGES, code, () => CONTACT_IMPORT_ERROR_MESSAGES[ContactImportErrorCode.unknown]);
  return template.replace('{details}', () => details.join(', '));
}

/** The text of a contact import progress detail; an unknown detail gives 'Unknown state.'. */
export const contactImportProgressMessage = (detail: number): string =>
  lookUp(CONTACT_IMPORT_PROGRESS_MESSAGES, detail, () => UNKNOWN_STATE);
