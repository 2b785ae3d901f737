/**
 * One operation's JSON-text fields as the transport uses them: objects to text on the way out (also in
 * a raw call's body text), a check of the body as it is sent, text to objects on the way in (also in a
 * raw call's reply). The generated descriptors of those operations, and only they, import this module.
 */
import { DsmHttpError, DsmValidationError } from '../errors.js';
import { SentBody, serializeBody } from './body.js';
import type { Envelope } from './envelope.js';
import { bodyText, decodeJsonText, encodeJsonText, jsonTextProblem } from './json-text.js';
import type { JsonTextFields } from './json-text-paths.js';

/** What the transport needs of one operation's JSON-text fields. */
export interface JsonTextCodec {
  readonly fields: JsonTextFields;
  /** The caller's body with its objects as text. */
  encode(body: unknown): unknown;
  /**
   * The body as it goes out, serialised once: JSON text given as a whole body that may be text
   * (`object-or-json-text`) as it is, with its object (other text refused with a DsmValidationError);
   * anything else with its objects as text.
   */
  serialize(body: unknown, operationId: string): { wire: unknown; sentBody: SentBody };
  /** Refuses (DsmValidationError) a body, as it is sent, whose fields are neither objects nor, where allowed, text. */
  check(body: SentBody, operationId: string): void;
  /** The unwrapped result with its fields as objects; a DsmHttpError when one cannot be read. */
  decode(result: unknown, response: Response, body: unknown): unknown;
  /** A raw call's reply with its success envelope's fields as objects; undefined keeps it as it is. */
  decodeReply(response: Response): Promise<Response | undefined>;
}

export function jsonTextCodec(fields: JsonTextFields): JsonTextCodec {
  const decode = (result: unknown, response: Response, body: unknown) =>
    decodeJsonText(result, fields.result, (message) => {
      throw new DsmHttpError(message, response, body, body as Envelope);
    });
  return {
    fields,
    encode: (body) => encodeJsonText(body, fields.body),
    serialize(body, operationId) {
      const given = bodyText(body, fields.body, (message) => {
        throw new DsmValidationError(message, operationId);
      });
      if (given) return { wire: given.value, sentBody: new SentBody(given.text, given) };
      const wire = this.encode(body);
      return { wire, sentBody: new SentBody(serializeBody(wire, operationId)) };
    },
    check(body, operationId) {
      const problem = body.text ? jsonTextProblem(body.value, fields.body) : undefined;
      if (problem) throw new DsmValidationError(problem, operationId);
    },
    decode,
    async decodeReply(response) {
      const body =
        response.ok && fields.result
          ? ((await response
              .clone()
              .json()
              .catch(() => undefined)) as Envelope | undefined)
          : undefined;
      if (body?.state !== 0) return undefined;
      const responseObject = decode(body.responseObject, response, body);
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify({ ...body, responseObject }), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}
