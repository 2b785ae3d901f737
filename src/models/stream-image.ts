/**
 * The image-streaming seal ("MD5 with type DSMXLicense"):
 * parameters are sealed with a shared secret and an authentication code, and the sealed list makes the
 * stream-image URL.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { DsmValidationError } from '../errors.js';

/** One parameter of a stream-image request; the order of the list matters. */
export interface StreamImageParameter {
  readonly name: string;
  readonly value: string;
}

export interface SealInput {
  readonly sharedSecret: string;
  readonly authenticationCode: string;
  readonly parameters: readonly StreamImageParameter[];
}

export const SEAL_METHOD = 'MD5';
export const SEAL_TYPE = 'DSMXLicense';

/** The names the seal appends; a parameter of one of these names (in any letter case, as the server reads them) would stand in for it. */
const SEAL_NAMES = ['ac', 'seal', 'sealmethod', 'sealtype'];

export const sealNameTaken = (name: string) => `The stream-image parameter '${name}' is one the seal adds itself.`;
export const notWellFormed = (what: string) => `The stream-image ${what} must be well-formed text.`;

/** Text that can be percent-encoded (a lone surrogate cannot). */
const isWellFormedText = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * The sealed list: the parameters, then `ac` (the authentication code), `seal` (upper-case hex MD5 of
 * every `name + value` in order, `ac` included, followed by the shared secret, as UTF-8),
 * `sealMethod` MD5 and `sealType` DSMXLicense. The input list is not changed. A `DsmValidationError`
 * refuses a name the seal adds itself, a name that is empty and text that cannot be sent.
 */
export function sealParameters(input: SealInput): StreamImageParameter[] {
  const { sharedSecret, authenticationCode, parameters } = (input ?? {}) as Partial<SealInput>;
  if (!isWellFormedText(sharedSecret) || !isWellFormedText(authenticationCode))
    throw new DsmValidationError(notWellFormed('secret and authentication code'));
  if (!Array.isArray(parameters)) throw new DsmValidationError('The stream-image parameters must be a list of { name, value }.');
  for (const parameter of parameters as unknown[]) {
    const { name, value } = (parameter ?? {}) as Partial<StreamImageParameter>;
    if (!isWellFormedText(name) || name === '' || !isWellFormedText(value))
      throw new DsmValidationError(notWellFormed('parameter names and values'));
    if (SEAL_NAMES.includes(name.toLowerCase())) throw new DsmValidationError(sealNameTaken(name));
  }
  const withCode = [...parameters, { name: 'ac', value: authenticationCode }];
  const text = withCode.map(({ name, value }) => name + value).join('') + sharedSecret;
  const seal = bytesToHex(md5(utf8ToBytes(text))).toUpperCase();
  return [...withCode, { name: 'seal', value: seal }, { name: 'sealMethod', value: SEAL_METHOD }, { name: 'sealType', value: SEAL_TYPE }];
}

/**
 * `{baseUrl}/streamimage.aspx?` followed by `encodeURIComponent(name)=encodeURIComponent(value)` of
 * every sealed pair, joined by `&`. The platform's client encodes only the values; names are encoded
 * too, so a name cannot add a pair or cut the query off (`&`, `=`, `#`). The seal is over the names and
 * values as given, which is what the server reads back. A base URL with a query or fragment, or of
 * another scheme than http(s), is refused.
 */
export function createStreamImageUrl(input: SealInput & { readonly baseUrl: string }): string {
  const { baseUrl, ...seal } = (input ?? {}) as SealInput & { readonly baseUrl: unknown };
  if (typeof baseUrl !== 'string' || /[?#\s]/.test(baseUrl) || (/^[a-z][a-z0-9+.-]*:/i.test(baseUrl) && !/^https?:\/\//i.test(baseUrl))) {
    throw new DsmValidationError("The stream-image base URL must be an http(s) address without '?', '#' or white space.");
  }
  const query = sealParameters(seal)
    .map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${baseUrl}/streamimage.aspx?${query}`;
}
