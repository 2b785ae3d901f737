/**
 * An independent computation of the request signature (docs/protocol.md §4), written from the note, not
 * from the SDK: HMAC-SHA256 chained over host, time, day, method, signed path, source key, body.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const step = (key: Uint8Array, message: string) => hmac(sha256, key, utf8ToBytes(message));

export function expectedSignature(input: {
  privateKey: string;
  host: string;
  time: string;
  method: string;
  signedPath: string;
  sourcePublicKey?: string;
  body: string;
}): string {
  const day = input.time.slice(0, 10);
  let key = step(utf8ToBytes(input.privateKey), input.host.toLowerCase());
  key = step(key, input.time);
  key = step(key, day);
  key = step(key, input.method.toLowerCase());
  key = step(key, input.signedPath.toLowerCase());
  if (input.sourcePublicKey) key = step(key, input.sourcePublicKey.toLowerCase());
  return bytesToHex(step(key, input.body));
}

/** The designer signature (docs/protocol.md §4): host, time, day, method, then customer id (when not 0) and campaign name. */
export function expectedDesignerSignature(input: {
  privateKey: string;
  host: string;
  time: string;
  method: string;
  customerId?: number;
  campaignName?: string;
}): string {
  let key = step(utf8ToBytes(input.privateKey), input.host.toLowerCase());
  key = step(key, input.time);
  key = step(key, input.time.slice(0, 10));
  key = step(key, input.method.toLowerCase());
  if (input.customerId) key = step(key, String(input.customerId));
  if (input.campaignName) key = step(key, input.campaignName.toLowerCase());
  return bytesToHex(key);
}
