/**
 * Checks on a request body that Prism answers with a 500 (its parser or validator fails) instead of
 * refusing: a Content-Type that is no media type, and JSON nested so deep that a recursive walk over it
 * overflows the stack. No body of the contract comes near that depth.
 */
export const MAX_JSON_DEPTH = 64;

const MEDIA_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+\s*(;.*)?$/;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The status and reason to refuse the body with, or null. */
export function bodyProblem(contentType: string | undefined, body: Buffer): { status: number; reason: string } | null {
  if (contentType !== undefined && !MEDIA_TYPE.test(contentType.trim())) {
    return { status: 415, reason: `The Content-Type '${contentType.slice(0, 100)}' is not a media type (e.g. application/json).` };
  }
  if (jsonDepth(body) > MAX_JSON_DEPTH) return { status: 400, reason: `The body is nested more than ${MAX_JSON_DEPTH} levels deep.` };
  return null;
}

/** The deepest nesting of arrays and objects in `body`, strings skipped (one pass, no parsing). */
export function jsonDepth(body: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) deepest = Math.max(deepest, ++depth);
    else if (CLOSE.has(byte)) depth--;
  }
  return deepest;
}
