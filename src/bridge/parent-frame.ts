/**
 * The parent-frame bridge (seed 000 §7 Smart campaign, seed 001 §2): a page embedded in the
 * administration frame sends the extension-item calls to that frame instead of the server. The
 * transport asks `bridge.handles(operationId)` and, when true, awaits `bridge.send(operationId,
 * input)` instead of sending a request.
 *
 * Messages (structured-clone data, posted to `window.parent` with the configured target origin):
 *   request  { type: 'dsm-bridge-request', id, operationId, input }
 *   reply    { type: 'dsm-bridge-reply', id, envelope: { state, responseObject, failureMessage, failureDetail } }
 * A reply is accepted only from the parent window and, unless the target origin is '*', from that origin.
 */
import type { OperationId } from '../../generated/routes.js';
import { DsmApiError, DsmConfigError, DsmNetworkError, DsmTimeoutError } from '../errors.js';
import type { Envelope } from '../transport/envelope.js';

/** The calls the bridge takes over when it exists: the extension-item calls and the button action they fall back to. */
export const PARENT_FRAME_BRIDGE_OPERATIONS = [
  'extensionItemsCategoriesWrite',
  'extensionItemsCategoriesDelete',
  'extensionItemsCategoriesGetAll',
  'extensionItemsItemsWrite',
  'extensionItemsItemsDelete',
  'extensionItemsItemsGetAll',
  'extensionItemsVersionsWrite',
  'extensionItemsVersionsDelete',
  'extensionItemsVersionsGetAll',
  'smartCampaignButtonAction',
] as const satisfies readonly OperationId[];

export const BRIDGE_REQUEST = 'dsm-bridge-request';
export const BRIDGE_REPLY = 'dsm-bridge-reply';

/** How long a call waits for the parent's reply unless told otherwise. */
export const DEFAULT_BRIDGE_TIMEOUT_MS = 30_000;

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

/** The parts of `window` the bridge uses (a test passes a fake). */
export interface BridgeWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface ParentFrameBridgeOptions {
  /** The administration frame's origin, for example 'https://admin.example.org'. Required: '*' only if you mean it. */
  targetOrigin: string;
  /** The window the page runs in (default: globalThis.window). */
  window?: BridgeWindow;
  /** Time limit of one call in ms (default 30 s); ends with a DsmTimeoutError. */
  timeout?: number;
  /** The operations to send through the bridge (default {@link PARENT_FRAME_BRIDGE_OPERATIONS}). */
  operations?: readonly OperationId[];
}

/** What the transport needs from a bridge. */
export interface DsmBridge {
  handles(operationId: string): boolean;
  /** Resolves with the unwrapped responseObject; rejects with DsmApiError (state 1), DsmTimeoutError or DsmNetworkError (aborted). */
  send(operationId: OperationId, input: unknown, options?: { signal?: AbortSignal; timeout?: number }): Promise<unknown>;
}

let sequence = 0;
const nextId = () => `dsm-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

const isReply = (data: unknown): data is BridgeReplyMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === BRIDGE_REPLY && typeof (data as { id?: unknown }).id === 'string';

/**
 * A bridge to the parent frame, or undefined when the page has no parent frame (it is the top
 * window), in which case the calls go to the server.
 */
export function createParentFrameBridge(options: ParentFrameBridgeOptions): DsmBridge | undefined {
  const view = options.window ?? (globalThis as { window?: BridgeWindow }).window;
  if (!view || !view.parent || view.parent === (view as unknown)) return undefined;
  if (!options.targetOrigin) throw new DsmConfigError('The parent-frame bridge needs the target origin of the parent frame.');
  const parent = view.parent;
  const operations = new Set<string>(options.operations ?? PARENT_FRAME_BRIDGE_OPERATIONS);

  function send(operationId: OperationId, input: unknown, callOptions: { signal?: AbortSignal; timeout?: number } = {}): Promise<unknown> {
    const { signal } = callOptions;
    const timeout = callOptions.timeout ?? options.timeout ?? DEFAULT_BRIDGE_TIMEOUT_MS;
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const id = nextId();
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        view!.removeEventListener('message', onMessage);
        signal?.removeEventListener('abort', onAbort);
        settle();
      };
      const onMessage = (event: MessageEvent) => {
        if (event.source !== (parent as unknown) || !isReply(event.data) || event.data.id !== id) return;
        if (options.targetOrigin !== '*' && event.origin !== options.targetOrigin) return;
        const envelope = event.data.envelope;
        finish(() =>
          envelope?.state === 0
            ? resolve(envelope.responseObject)
            : reject(new DsmApiError(envelope, new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } }))),
        );
      };
      const onAbort = () => finish(() => reject(abortError()));
      const timer = setTimeout(() => finish(() => reject(new DsmTimeoutError(timeout, `The parent frame did not answer ${operationId} within ${timeout} ms.`))), timeout);
      view!.addEventListener('message', onMessage);
      signal?.addEventListener('abort', onAbort, { once: true });
      const message: BridgeRequestMessage = { type: BRIDGE_REQUEST, id, operationId, input };
      parent.postMessage(message, options.targetOrigin);
    });
  }

  return { handles: (operationId) => operations.has(operationId), send };
}

const abortError = () => new DsmNetworkError('The bridge call was aborted.', { cause: new DOMException('The operation was aborted.', 'AbortError'), aborted: true });
