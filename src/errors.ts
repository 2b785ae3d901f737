/**
 * Typed errors. Every failure the SDK reports is a `DsmError`; each keeps what the caller needs to
 * act (the envelope, the HTTP reply, the cause) and none ever carries key material.
 */
import type { Envelope } from './transport/envelope.js';

export type DsmErrorKind = 'config' | 'validation' | 'api' | 'http' | 'network' | 'timeout' | 'job';

/**
 * A copy of reply data that JSON can always write: at most 8 levels and 1,000 values in all (a reply
 * nested deeper than the stack would throw), texts cut at 1,000 characters; a key such as `__proto__` stays data.
 */
export const bounded = (value: unknown, depth = 8, budget = { left: 1000 }): unknown =>
  --budget.left < 0 || (!depth && typeof value === 'object' && value)
    ? '…'
    : typeof value === 'string'
      ? value.slice(0, 1000)
      : typeof value !== 'object' || !value
        ? value
        : Array.isArray(value)
          ? value.slice(0, budget.left).map((entry) => bounded(entry, depth - 1, budget))
          : Object.fromEntries(
              Object.entries(value)
                .slice(0, budget.left)
                .map(([key, entry]) => [key, bounded(entry, depth - 1, budget)]),
            );

/** A reply's `failureMessage` as text: itself when it is text, otherwise its JSON (never `[object Object]`). */
export const failureText = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : JSON.stringify(bounded(value, 3, { left: 20 }));

export abstract class DsmError extends Error {
  abstract readonly kind: DsmErrorKind;

  /** What the error carries (never key material), with the HTTP reply reduced to its status; reply data bounded in depth and size. */
  toJSON(): Record<string, unknown> {
    const { response, ...fields } = this as unknown as { response?: Response } & Record<string, unknown>;
    return {
      name: this.name,
      kind: this.kind,
      message: this.message,
      ...(bounded(fields) as object),
      ...(response && { status: response.status, statusText: response.statusText }),
    };
  }
}

/** The configuration cannot make this call (no target system, missing admin keys). Nothing was sent. */
export class DsmConfigError extends DsmError {
  readonly kind = 'config' as const;
  override readonly name = 'DsmConfigError';
}

/** A client-side check failed; the message is the platform's text, word for word. Nothing was sent. */
export class DsmValidationError extends DsmError {
  readonly kind = 'validation' as const;
  override readonly name = 'DsmValidationError';
  /** The operation whose input was rejected. */
  declare readonly operationId?: string | undefined;
  constructor(message: string, operationId?: string) {
    super(message);
    this.operationId = operationId;
  }
}

/** The server answered 2xx with `state: 1`. */
export class DsmApiError extends DsmError {
  readonly kind = 'api' as const;
  override readonly name = 'DsmApiError';
  /** The whole envelope as the server sent it. */
  declare readonly envelope: Envelope;
  /** The HTTP reply (its body has been read). */
  declare readonly response: Response;
  /** The envelope's `failureMessage` as text (JSON when the server sent something else; `envelope` keeps it as sent). */
  declare readonly failureMessage: string;
  declare readonly failureDetail: unknown;
  constructor(envelope: Envelope, response: Response) {
    const failureMessage = failureText(envelope.failureMessage);
    super(failureMessage || 'The server reported a failure.');
    this.envelope = envelope;
    this.response = response;
    this.failureMessage = failureMessage;
    this.failureDetail = envelope.failureDetail;
  }
  get status(): number {
    return this.response.status;
  }
}

/**
 * The server answered with an HTTP failure, or with a body that is not an envelope. The message is
 * the body's `failureMessage` when it is an envelope with state 1, otherwise the HTTP status text.
 */
export class DsmHttpError extends DsmError {
  readonly kind = 'http' as const;
  override readonly name = 'DsmHttpError';
  declare readonly response: Response;
  /** The parsed JSON body, or the body text when it was not JSON. */
  declare readonly body: unknown;
  /** The envelope, when the body was one. */
  declare readonly envelope?: Envelope | undefined;
  constructor(message: string, response: Response, body: unknown, envelope?: Envelope) {
    super(message);
    this.response = response;
    this.body = body;
    this.envelope = envelope;
  }
  get status(): number {
    return this.response.status;
  }
  get statusText(): string {
    return this.response.statusText;
  }
}

/** The request never got an answer (DNS, connection refused, CORS), or the caller aborted it. */
export class DsmNetworkError extends DsmError {
  readonly kind = 'network' as const;
  override readonly name = 'DsmNetworkError';
  /** True when the caller's AbortSignal ended the request, whatever its abort reason. */
  declare readonly aborted: boolean;
  constructor(message: string, options?: { cause?: unknown; aborted?: boolean }) {
    super(message, options);
    this.aborted = options?.aborted ?? false;
  }
}

/** No answer within the time limit of a call (`timeout` of the client or of the call) or of a poll. The request was abandoned. */
export class DsmTimeoutError extends DsmError {
  readonly kind = 'timeout' as const;
  override readonly name = 'DsmTimeoutError';
  /** The limit that ran out, in milliseconds. */
  declare readonly timeoutMs: number;
  /** Always true: the SDK aborted the request when the time ran out. */
  declare readonly aborted: true;
  constructor(timeoutMs: number, message = `No answer within ${timeoutMs} ms.`) {
    super(message);
    this.timeoutMs = timeoutMs;
    this.aborted = true;
  }
}

export const isDsmError = (value: unknown): value is DsmError => value instanceof DsmError;
