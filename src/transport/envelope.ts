/** The reply envelope (docs/protocol.md §5) and how a reply becomes a result or a typed error. */
import { DsmApiError, DsmHttpError, failureText } from '../errors.js';

export interface Envelope<T = unknown> {
  state: 0 | 1;
  responseObject?: T;
  failureMessage?: string | null;
  failureDetail?: unknown;
}

/** The `responseObject` type of an envelope type (what a convenience call resolves to). */
export type Unwrapped<T> = T extends { responseObject?: infer R } ? Exclude<R, undefined> : T;

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && 'state' in value && ((value as Envelope).state === 0 || (value as Envelope).state === 1)
  );
}

/** A 2xx reply whose body is not an envelope breaks the contract, on every surface alike. */
export const notAnEnvelope = (response: Response, body: unknown) =>
  new DsmHttpError(`The reply is not a response envelope (HTTP ${response.status}).`, response, body);

/** Turns a reply into the unwrapped `responseObject`, or throws the typed error it stands for. */
export function unwrapReply<T>(response: Response, body: unknown): T {
  const envelope = isEnvelope(body) ? body : undefined;
  if (!response.ok) {
    const message = (envelope?.state === 1 && failureText(envelope.failureMessage)) || response.statusText || `HTTP ${response.status}`;
    throw new DsmHttpError(message, response, body, envelope);
  }
  if (!envelope) throw notAnEnvelope(response, body);
  if (envelope.state === 1) throw new DsmApiError(envelope, response);
  return envelope.responseObject as T;
}
