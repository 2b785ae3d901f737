/** The one serialisation of a request body: the exact text that is signed and sent. */
import { DsmValidationError } from '../errors.js';

/**
 * JSON data: plain objects, arrays, primitives and objects with a `toJSON` (dates). Anything else
 * (FormData, Blob, streams, bytes, Map, ...) would be sent as something else than the caller meant.
 */
const isJsonData = (body: object) => {
  const prototype = Object.getPrototypeOf(body);
  return (
    Array.isArray(body) ||
    prototype === Object.prototype ||
    prototype === null ||
    typeof (body as { toJSON?: unknown }).toJSON === 'function'
  );
};

export const NOT_JSON_BODY = 'The body must be JSON data, not FormData, Blob, bytes or a stream.';

/** `""` for no body; otherwise the JSON text, or a `DsmValidationError` when the body is not JSON data. */
export function serializeBody(body: unknown, operationId?: string): string {
  if (body === undefined) return '';
  if (typeof body === 'object' && body !== null && !isJsonData(body)) throw new DsmValidationError(NOT_JSON_BODY, operationId);
  let text: string | undefined;
  try {
    text = JSON.stringify(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DsmValidationError(`The body is not JSON data: ${reason}`, operationId);
  }
  if (text === undefined) throw new DsmValidationError(`The body is not JSON data: a ${typeof body}.`, operationId);
  return text;
}

/**
 * A request body as it is sent: its exact text (`""` for none), and that text parsed back once, when a
 * check or the admin flag first asks for it, so nothing reads the body from a second parse.
 */
export class SentBody {
  #parsed?: { value: unknown };
  /** `parsed`: the text's value where it was parsed already (JSON text the caller gave as the body). */
  constructor(
    readonly text: string,
    parsed?: { value: unknown },
  ) {
    this.#parsed = parsed;
  }

  get value(): unknown {
    return (this.#parsed ??= { value: this.text ? JSON.parse(this.text) : undefined }).value;
  }
}

/** JSON when the text parses, else the text itself; `undefined` for an empty body. */
export function parseJsonOrText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
