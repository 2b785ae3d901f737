/**
 * The parent-frame bridge (the platform's Smart campaign pages): a page embedded in the
 * administration frame sends the extension-item calls to that frame instead of the server. The
 * transport asks `bridge.handles(operationId)` and, when true, awaits `bridge.send(operationId,
 * input)` instead of sending a request.
 *
 * The messages are in `bridge-messages.ts`. A reply is accepted only from the parent window and, unless
 * the target origin is '*', from that origin.
 */
import type { OperationId } from '../../generated/operation-ids.js';
import { DsmConfigError, DsmTimeoutError, DsmValidationError } from '../errors.js';
import { openScope, timeLimit } from '../transport/deadline.js';
import { BRIDGE_REQUEST, type BridgeRequestMessage, isReply, nextId, unwrapBridgeReply } from './bridge-messages.js';

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

/** How long a call waits for the parent's reply unless told otherwise. */
export const DEFAULT_BRIDGE_TIMEOUT_MS = 30_000;

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
  /**
   * Time limit of one call in ms; ends with a DsmTimeoutError. 0 or Infinity: no limit. Unset: the
   * client's `timeout`, else 30 s. A call's own `timeout` wins over both.
   */
  timeout?: number;
  /** The operations to send through the bridge (default {@link PARENT_FRAME_BRIDGE_OPERATIONS}). */
  operations?: readonly OperationId[];
}

/** What the transport needs from a bridge. */
export interface DsmBridge {
  handles(operationId: string): boolean;
  /**
   * Resolves with the unwrapped responseObject; rejects with DsmApiError (state 1), DsmHttpError (a
   * reply that is not an envelope), DsmTimeoutError or DsmNetworkError (aborted). The limit is the
   * call's `timeout`, else the bridge's own, else the client's (`clientTimeout`), else 30 s; 0 or
   * Infinity for none.
   */
  send(
    operationId: OperationId,
    input: unknown,
    options?: { signal?: AbortSignal | undefined; timeout?: number | undefined; clientTimeout?: number | null | undefined },
  ): Promise<unknown>;
}

/**
 * A bridge to the parent frame, or undefined when the page has no parent frame (it is the top
 * window), in which case the calls go to the server.
 */
export function createParentFrameBridge(options: ParentFrameBridgeOptions): DsmBridge | undefined {
  const view = options.window ?? (globalThis as { window?: BridgeWindow }).window;
  if (!view?.parent || view.parent === (view as unknown)) return undefined;
  if (!options.targetOrigin) throw new DsmConfigError('The parent-frame bridge needs the target origin of the parent frame.');
  try {
    timeLimit(options.timeout);
  } catch {
    throw new DsmConfigError('The parent-frame bridge `timeout` must be milliseconds (0 or Infinity: no limit).');
  }
  const parent = view.parent;
  const operations = new Set<string>(options.operations ?? PARENT_FRAME_BRIDGE_OPERATIONS);

  async function send(operationId: OperationId, input: unknown, callOptions: Parameters<DsmBridge['send']>[2] = {}): Promise<unknown> {
    const { signal, clientTimeout } = callOptions;
    const timeout = callOptions.timeout ?? options.timeout ?? clientTimeout ?? DEFAULT_BRIDGE_TIMEOUT_MS;
    const timedOut = (ms: number) => new DsmTimeoutError(ms, `The parent frame did not answer ${operationId} within ${ms} ms.`);
    const scope = openScope({ signal, timeout }, timedOut, 'bridge call');
    const id = nextId();
    let onMessage = (_event: MessageEvent) => {};
    const replied = new Promise((resolve, reject) => {
      onMessage = (event: MessageEvent) => {
        if (event.source !== (parent as unknown) || !isReply(event.data) || event.data.id !== id) return;
        if (options.targetOrigin !== '*' && event.origin !== options.targetOrigin) return;
        try {
          resolve(unwrapBridgeReply(operationId, event.data.envelope));
        } catch (error) {
          reject(error);
        }
      };
    });
    try {
      if (scope.signal.aborted) return await scope.ended;
      view!.addEventListener('message', onMessage);
      const message: BridgeRequestMessage = { type: BRIDGE_REQUEST, id, operationId, input };
      try {
        parent.postMessage(message, options.targetOrigin);
      } catch (error) {
        // The input cannot be cloned (a function, a DOM node): nothing was posted.
        throw new DsmValidationError(
          `The input of ${operationId} cannot be posted to the parent frame: ${error instanceof Error ? error.message : String(error)}`,
          operationId,
        );
      }
      return await Promise.race([replied, scope.ended]);
    } finally {
      scope.close();
      view!.removeEventListener('message', onMessage);
    }
  }

  return { handles: (operationId) => operations.has(operationId), send };
}
