/**
 * The messages between a page and its parent frame (structured-clone data, posted with the configured
 * target origin):
 *   request  { type: 'dsm-bridge-request', id, operationId, input }
 *   reply    { type: 'dsm-bridge-reply', id, envelope: { state, responseObject, failureMessage, failureDetail } }
 * and what a reply's envelope means: the result, or the typed error it stands for.
 */
import type { OperationId } from '../../generated/operation-ids.js';
import { DsmApiError, DsmHttpError } from '../errors.js';
import { isEnvelope, type Envelope } from '../transport/envelope.js';

export const BRIDGE_REQUEST = 'dsm-bridge-request';
export const BRIDGE_REPLY = 'dsm-bridge-reply';

export interface BridgeRequestMessage {
  readonly type: typeof BRIDGE_REQUEST;
  readonly id: string;
  readonly operationId: OperationId;
  readonly input: unknown;
}

export interface BridgeReplyMessage {
  readonly type: typeof BRIDGE_REPLY;
  readonly id: string;
  readonly envelope: Envelope;
}

let sequence = 0;
/** A request id no other call of this page has. */
export const nextId = () => `dsm-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

export const isReply = (data: unknown): data is BridgeReplyMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === BRIDGE_REPLY &&
  typeof (data as { id?: unknown }).id === 'string';

/** The reply as an HTTP reply would carry it, for the errors that keep one (a body JSON cannot hold stays empty). */
function replyResponse(body: unknown): Response {
  let text: string | null = null;
  try {
    text = JSON.stringify(body) ?? null;
  } catch {
    // circular or a BigInt: structured-clone data JSON cannot hold
  }
  return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** The parent's envelope as a result, or the typed error it stands for; anything but an envelope is a DsmHttpError. */
export function unwrapBridgeReply(operationId: string, envelope: unknown): unknown {
  if (!isEnvelope(envelope)) {
    throw new DsmHttpError(
      `The parent frame answered ${operationId} with a reply that is not a response envelope.`,
      replyResponse(envelope),
      envelope,
    );
  }
  if (envelope.state === 1) throw new DsmApiError(envelope, replyResponse(envelope));
  return envelope.responseObject;
}
