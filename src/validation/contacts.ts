/** Hand-written checks of the contact calls. */
import type { Validator } from './index.js';

export const IMPORT_URL_MISSING = 'Please provide an url where to download the database file.';
export const IMPORT_URL_PROTOCOL = 'Please specifiy the protocol (http, https, ftp).';
export const IMPORT_URL_NOT_CSV = 'Only csv files are supported right now. Please save the database file as csv.';

/** `url` must be an http, https or ftp address of a `.csv` file. */
export const checkImportUrl: Validator = ({ body }) => {
  const url = (body as { url?: unknown } | undefined)?.url;
  if (typeof url !== 'string' || url.trim() === '') return IMPORT_URL_MISSING;
  if (!/^(https?|ftp)/i.test(url)) return IMPORT_URL_PROTOCOL;
  if (!/\.csv$/i.test(url)) return IMPORT_URL_NOT_CSV;
  return undefined;
};
