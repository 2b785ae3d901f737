/**
 * The image-streaming seal ("MD5 with type DSMXLicense"):
 * parameters are sealed with a shared secret and an authentication code, and the sealed list makes the
 * stream-image URL.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

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

/**
 * The sealed list: the parameters, then `ac` (the authentication code), `seal` (upper-case hex MD5 of
 * every `name + value` in order, `ac` included, followed by the shared secret, as UTF-8),
 * `sealMethod` MD5 and `sealType` DSMXLicense. The input list is not changed.
 */
export function sealParameters({ sharedSecret, authenticationCode, parameters }: SealInput): StreamImageParameter[] {
  const withCode = [...parameters, { name: 'ac', value: authenticationCode }];
  const text = withCode.map(({ name, value }) => name + value).join('') + sharedSecret;
  const seal = bytesToHex(md5(utf8ToBytes(text))).toUpperCase();
  return [...withCode, { name: 'seal', value: seal }, { name: 'sealMethod', value: SEAL_METHOD }, { name: 'sealType', value: SEAL_TYPE }];
}

/** `{baseUrl}/streamimage.aspx?` followed by `name=encodeURIComponent(value)` of every sealed pair, joined by `&`. */
export function createStreamImageUrl({ baseUrl, ...seal }: SealInput & { readonly baseUrl: string }): string {
  const query = sealParameters(seal)
    .map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${baseUrl}/streamimage.aspx?${query}`;
}
