/** The parent-frame bridge against a fake window and parent: request message, reply matching, failures, time limit, abort. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createParentFrameBridge, PARENT_FRAME_BRIDGE_OPERATIONS, type BridgeWindow } from '../../../src/bridge/parent-frame.js';
import { DsmApiError, DsmTimeoutError } from '../../../src/errors.js';

const ORIGIN = 'https://admin.example.org';

/** A page window whose parent records posted messages; `reply` dispatches a message event to the page. */
function framedPage() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: Array<{ message: any; targetOrigin: string }> = [];
  const parent = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const view: BridgeWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const dispatch = (data: unknown, init: { origin?: string; source?: unknown } = {}) => {
    const event = { data, origin: init.origin ?? ORIGIN, source: 'source' in init ? init.source : parent } as MessageEvent;
    for (const listener of [...listeners]) listener(event);
  };
  const reply = (id: string, envelope: unknown, init?: { origin?: string; source?: unknown }) =>
    dispatch({ type: 'dsm-bridge-reply', id, envelope }, init);
  return { view, posted, reply, listeners };
}

describe('parent-frame bridge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies to the extension-item calls and the button action, as data', () => {
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: framedPage().view })!;
    expect(PARENT_FRAME_BRIDGE_OPERATIONS).toContain('extensionItemsItemsGetAll');
    expect(PARENT_FRAME_BRIDGE_OPERATIONS).toContain('smartCampaignButtonAction');
    expect(bridge.handles('extensionItemsCategoriesWrite')).toBe(true);
    expect(bridge.handles('contactsCount')).toBe(false);
  });

  it('is absent when the page is the top window, so calls go to the server', () => {
    const top: any = { addEventListener() {}, removeEventListener() {} };
    top.parent = top;
    expect(createParentFrameBridge({ targetOrigin: ORIGIN, window: top })).toBeUndefined();
  });

  it('posts the operation and input to the parent with the target origin and resolves with the reply’s responseObject', async () => {
    const page = framedPage();
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view })!;
    const result = bridge.send('extensionItemsItemsGetAll', { body: { accountId: 3 } });
    expect(page.posted).toHaveLength(1);
    const { message, targetOrigin } = page.posted[0]!;
    expect(targetOrigin).toBe(ORIGIN);
    expect(message).toMatchObject({
      type: 'dsm-bridge-request',
      operationId: 'extensionItemsItemsGetAll',
      input: { body: { accountId: 3 } },
    });
    page.reply('someone-else', { state: 0, responseObject: 'wrong' }); // another call's reply
    page.reply(message.id, { state: 0, responseObject: 'foreign' }, { origin: 'https://evil.example' }); // wrong origin
    page.reply(message.id, { state: 0, responseObject: 'not the parent' }, { source: null }); // not from the parent
    page.reply(message.id, { state: 0, responseObject: [{ name: 'Maps' }], failureMessage: null, failureDetail: null });
    await expect(result).resolves.toEqual([{ name: 'Maps' }]);
    expect(page.listeners.size).toBe(0);
  });

  it('a state 1 reply rejects with DsmApiError carrying the failure message', async () => {
    const page = framedPage();
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view })!;
    const result = bridge.send('extensionItemsCategoriesDelete', { body: { name: 'Maps' } });
    page.reply(page.posted[0]!.message.id, {
      state: 1,
      responseObject: null,
      failureMessage: 'No category name provided.',
      failureDetail: null,
    });
    await expect(result).rejects.toSatisfy((e) => e instanceof DsmApiError && e.failureMessage === 'No category name provided.');
  });

  it('no reply ends with DsmTimeoutError; an abort ends at once; neither leaves a listener', async () => {
    const page = framedPage();
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view, timeout: 1_000 })!;
    const silent = bridge.send('smartCampaignButtonAction', { body: {} });
    const assertion = expect(silent).rejects.toBeInstanceOf(DsmTimeoutError);
    await vi.advanceTimersByTimeAsync(1_000);
    await assertion;

    const controller = new AbortController();
    const aborted = bridge.send('smartCampaignButtonAction', { body: {} }, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ kind: 'network', aborted: true });
    expect(page.listeners.size).toBe(0);
  });
});
