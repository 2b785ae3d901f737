/** What a signature check reads off a request: the host the client addressed and the signing headers. */
import { bodyAsksForAdminKeys } from '../../signing/admin-keys.js';

/** The four headers every signed request carries. */
export const SIGNING_HEADERS = ['X-DSM-Algo', 'X-DSM-Id', 'X-DSM-Time', 'X-DSM-Signature'] as const;

/**
 * The host the client addressed, lower-cased, without port: a proxy in front names it in
 * `X-Forwarded-Host` (its first entry); else the `Host` header says it (a Node adapter may pass it on;
 * a browser never sets it on a Request); else the request URL's host.
 */
export function addressedHost(request: Request): string {
  const named = request.headers.get('X-Forwarded-Host')?.split(',')[0]?.trim() || request.headers.get('Host')?.trim();
  if (named) {
    try {
      return new URL(`http://${named}`).hostname.toLowerCase();
    } catch {
      return named.toLowerCase();
    }
  }
  return new URL(request.url).hostname.toLowerCase();
}

const TIME_STAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})Z$/;

/** The instant of an `X-DSM-Time` value (`YYYY-MM-DD HH:MM:SSZ`), or undefined when it is not one. */
export function instantOf(timeStamp: string): Date | undefined {
  const parts = TIME_STAMP.exec(timeStamp);
  if (!parts) return undefined;
  const instant = new Date(`${parts[1]}T${parts[2]}Z`);
  // Round-trip so that 2026-02-30 or 25:00:00 are refused instead of rolled over.
  return Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 19) !== `${parts[1]}T${parts[2]}` ? undefined : instant;
}

/**
 * Only a POST whose model carries the flag switches to the admin keys. The body is read as JSON, as the
 * platform reads it: a flag written with escapes (`"sendWithAdmin\u004beys"`) is the same flag.
 */
export const postAsksForAdminKeys = (method: string, adminFlag: boolean | undefined, body: string): boolean =>
  method === 'POST' && bodyAsksForAdminKeys(adminFlag, body, () => parsedOrUndefined(body));

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Where a server in front of the sandbox puts the request target exactly as the client sent it, on the
 * Request it hands to the handlers (`npm start`'s does): a URL resolves `x/../` and turns `\` into `/`,
 * but the platform checks the signature over the path as sent.
 */
export const SENT_TARGET = Symbol.for('dsm.sandbox.sentTarget');

/** The path the client sent (directory included, percent-encoding kept), without the query. */
export function sentPath(request: Request): string {
  const target = (request as { [SENT_TARGET]?: unknown })[SENT_TARGET];
  return typeof target === 'string' ? target.split('?', 1)[0]! : new URL(request.url).pathname;
}

/** Compares two texts in time independent of where they first differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
