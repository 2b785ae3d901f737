/** What a contact import status says. */
import { ContactImportErrorCode, ContactImportProgressDetail } from '../../generated/model/index.js';
import { lookUp, UNKNOWN_STATE } from './format.js';

/** 'Preparing import job' is the platform's wording; the others spell out the platform's names. */
export const CONTACT_IMPORT_PROGRESS_MESSAGES: Readonly<Record<ContactImportProgressDetail, string>> = {
  [ContactImportProgressDetail.none]: 'Preparing import job',
  [ContactImportProgressDetail.downloadingFile]: 'Downloading file',
  [ContactImportProgressDetail.readingContacts]: 'Reading contacts',
  [ContactImportProgressDetail.importingContacts]: 'Importing contacts',
};

/**
 * Word for word from the platform's documentation where it gives a text (`{details}` is filled with the status's
 * error details); none and couldNotFindStatus have no text there and use the contract's.
 */
export const CONTACT_IMPORT_ERROR_MESSAGES: Readonly<Record<ContactImportErrorCode, string>> = {
  [ContactImportErrorCode.none]: 'No error.',
  [ContactImportErrorCode.unknown]: 'Unknown error. Please contact the support.',
  [ContactImportErrorCode.couldNotFindStatus]: 'The status could not be found.',
  [ContactImportErrorCode.couldNotDownloadFile]: 'Could not download the data file: {details}',
  [ContactImportErrorCode.couldNotImportContacts]: 'Could not import contacts: {details}',
  [ContactImportErrorCode.couldNotLoadStatus]: 'Could not load the status.',
};

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
