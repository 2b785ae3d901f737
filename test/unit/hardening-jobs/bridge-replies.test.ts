/**
 * The parent-frame bridge against hostile parents and odd limits: a malformed reply is a DsmHttpError
 * (never a pending call), 0 and Infinity mean no limit, the bridge's own `timeout` and the client's
 * are honoured, and a bad limit is refused. Fake timers throughout: no wall-clock deadline.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createParentFrameBridge, type BridgeWindow } from '../../../src/bridge/parent-frame.js';
import { createDsmClient } from '../../support/full-client.js';
import { DsmApiError, DsmConfigError, DsmHttpError, DsmTimeoutError, DsmValidationError } from '../../../src/errors.js';

const ORIGIN = 'https://admin.example.org';

function framedPage() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: Array<{ message: any; targetOrigin: string }> = [];
  const parent = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const view: BridgeWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const dispatch = (data: unknown) => {
    for (const listener of [...listeners]) listener({ data, origin: ORIGIN, source: parent } as unknown as MessageEvent);
  };
  const lastId = () => posted.at(-1)!.message.id as string;
  return { view, parent, posted, listeners, dispatch, lastId };
}

/** Whether the promise has settled after the timers have run `ms` further. */
async function settledWithin(promise: Promise<unknown>, ms: number) {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

const circular: Record<string, unknown> = { state: 7 };
circular.self = circular;

describe('parent-frame bridge: malformed replies', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['envelope: null', null],
    ['envelope: undefined', undefined],
    ['a number', 42],
    ['a string', 'ok'],
    ['an array', [0, 'x']],
    ['no state', { responseObject: 1 }],
    ['state 2', { state: 2, responseObject: 1 }],
    ['state "0"', { state: '0', responseObject: 1 }],
    ['a circular object', circular],
    ['a BigInt state', { state: 10n }],
  ])('%s is a DsmHttpError at once, with the reply as its body, and no listener left', async (_what, envelope) => {
    const page = framedPage();
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view, timeout: 0 })!;
    const result = bridge.send('extensionItemsItemsGetAll', { body: {} });
    page.dispatch({ type: 'dsm-bridge-reply', id: page.lastId(), envelope });
    await expect(result).rejects.toBeInstanceOf(DsmHttpError);
    const error = (await result.catch((e: unknown) => e)) as DsmHttpError;
    expect(error.message).toContain('extensionItemsItemsGetAll');
    expect(error.body).toBe(envelope);
    expect(error.status).toBe(200);
    expect(page.listeners.size).toBe(0);
  });

  it.each([
    ['a state 1 envelope', { state: 1, failureMessage: 'No item.', failureDetail: { code: 3 } }, DsmApiError],
    ['a state 1 envelope without a message', { state: 1 }, DsmApiError],
  ])('%s is still a DsmApiError', async (_what, envelope, type) => {
    const page = framedPage();
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view })!;
    const result = bridge.send('extensionItemsItemsGetAll', { body: {} });
    page.dispatch({ type: 'dsm-bridge-reply', id: page.lastId(), envelope });
    await expect(result).rejects.toBeInstanceOf(type);
  });

  it.each([
    ['no type', { id: 'x', envelope: { state: 0 } }],
    ['another id', { type: 'dsm-bridge-reply', id: 'someone-else', envelope: null }],
    ['a null message', null],
    ['an id that is a number', { type: 'dsm-bridge-reply', id: 7, envelope: null }],
  ])('a message with %s is not this call’s reply: the call goes on to its limit', async (_what, data) => {
    const page = framedPage();
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view, timeout: 1_000 })!;
    const result = bridge.send('extensionItemsItemsGetAll', { body: {} });
    const assertion = expect(result).rejects.toBeInstanceOf(DsmTimeoutError);
    page.dispatch(data);
    await vi.advanceTimersByTimeAsync(1_000);
    await assertion;
    expect(page.listeners.size).toBe(0);
  });

  it('an input the parent cannot receive is a DsmValidationError, not a DOMException, and leaves no listener', async () => {
    const page = framedPage();
    (page.parent as { postMessage: unknown }).postMessage = () => {
      throw new DOMException('function could not be cloned.', 'DataCloneError');
    };
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view })!;
    await expect(bridge.send('extensionItemsItemsWrite', { body: { run: () => 1 } })).rejects.toMatchObject({
      kind: 'validation',
      operationId: 'extensionItemsItemsWrite',
    });
    expect(page.listeners.size).toBe(0);
  });
});

describe('parent-frame bridge: time limits', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const DAY = 24 * 60 * 60_000;

  it.each([
    ['0 on the bridge', { timeout: 0 }, {}],
    ['Infinity on the bridge', { timeout: Infinity }, {}],
    ['0 on the call', {}, { timeout: 0 }],
    ['Infinity on the call', { timeout: 5_000 }, { timeout: Infinity }],
  ])('%s means no limit: still waiting after a day, then the reply resolves it', async (_what, bridgeOptions, callOptions) => {
    const page = framedPage();
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view, ...bridgeOptions })!;
    const result = bridge.send('extensionItemsItemsGetAll', { body: {} }, callOptions);
    expect(await settledWithin(result, DAY)).toBe(false);
    page.dispatch({ type: 'dsm-bridge-reply', id: page.lastId(), envelope: { state: 0, responseObject: ['a'] } });
    await expect(result).resolves.toEqual(['a']);
  });

  it.each([
    ['2^31 ms', 2 ** 31],
    ['1e12 ms', 1e12],
  ])('a limit of %s is capped at 2^31-1 ms, not fired after 1 ms', async (_what, timeout) => {
    const page = framedPage();
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view, timeout })!;
    const result = bridge.send('extensionItemsItemsGetAll', { body: {} });
    const assertion = expect(result).rejects.toBeInstanceOf(DsmTimeoutError);
    expect(await settledWithin(result, DAY)).toBe(false);
    await vi.advanceTimersByTimeAsync(2 ** 31);
    await assertion;
  });

  it.each([
    ['negative', -1],
    ['NaN', NaN],
    ['text', '100' as unknown as number],
  ])('a %s call limit is a DsmValidationError and nothing is posted', async (_what, timeout) => {
    const page = framedPage();
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view })!;
    await expect(bridge.send('extensionItemsItemsGetAll', { body: {} }, { timeout })).rejects.toBeInstanceOf(DsmValidationError);
    expect(page.posted).toHaveLength(0);
    expect(page.listeners.size).toBe(0);
  });

  it.each([
    ['negative', -5],
    ['NaN', NaN],
  ])('a %s bridge limit is a DsmConfigError at creation', (_what, timeout) => {
    const page = framedPage();
    expect(() => createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view, timeout })).toThrow(DsmConfigError);
  });

  /** A client with the bridge; the bridged call's limit is what the table says wins. */
  it.each([
    ['the bridge’s own timeout beats the client’s', { bridge: 1_000, client: 60_000, call: undefined }, 1_000],
    ['the client’s timeout applies when the bridge has none', { bridge: undefined, client: 2_000, call: undefined }, 2_000],
    ['a call’s timeout beats both', { bridge: 1_000, client: 60_000, call: 3_000 }, 3_000],
    ['the default is 30 s', { bridge: undefined, client: undefined, call: undefined }, 30_000],
  ])('through the client: %s', async (_what, limits, expected) => {
    const page = framedPage();
    const bridge = createParentFrameBridge({
      targetOrigin: ORIGIN,
      window: page.view,
      ...(limits.bridge ? { timeout: limits.bridge } : {}),
    })!;
    const client = createDsmClient({
      targetSystem: 'demo.example.com',
      publicKey: 'p',
      privateKey: 'k',
      bridge,
      ...(limits.client ? { timeout: limits.client } : {}),
    });
    const result = client.call('extensionItemsItemsGetAll', undefined as never, limits.call ? { timeout: limits.call } : {});
    const outcome = result.catch((e: unknown) => e);
    expect(await settledWithin(result, expected - 1)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout', timeoutMs: expected });
  });

  it('a client with timeout 0 gives its bridged calls no limit', async () => {
    const page = framedPage();
    const bridge = createParentFrameBridge({ targetOrigin: ORIGIN, window: page.view })!;
    const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'p', privateKey: 'k', bridge, timeout: 0 });
    const result = client.call('extensionItemsItemsGetAll', undefined as never);
    expect(await settledWithin(result, DAY)).toBe(false);
    page.dispatch({ type: 'dsm-bridge-reply', id: page.lastId(), envelope: { state: 0, responseObject: [] } });
    await expect(result).resolves.toEqual([]);
  });
});
