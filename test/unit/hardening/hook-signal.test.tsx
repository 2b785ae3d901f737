// @vitest-environment jsdom
/**
 * A query hook given a signal of its own honours it as React Query's: an aborted one sends nothing and
 * the query fails with an aborted DsmNetworkError; one aborted later ends the request in flight.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useContactsCount, useContactsGet } from '../../../generated/hooks/index.js';
import { createDsmClient } from '../../../src/client.js';
import { DsmProvider } from '../../../src/react/index.js';

afterEach(cleanup);

function setup(answer: () => Promise<Response>) {
  let sent = 0;
  const client = createDsmClient({
    targetSystem: 'demo.example.com',
    publicKey: 'p',
    privateKey: 'k',
    fetch: (() => {
      sent += 1;
      return answer();
    }) as never,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DsmProvider client={client}>{children}</DsmProvider>
    </QueryClientProvider>
  );
  return { wrapper, sent: () => sent };
}

const reply = () => Promise.resolve(new Response(JSON.stringify({ state: 0, responseObject: 1 })));

describe.each([
  ['a hook without path values', (signal: AbortSignal) => useContactsCount({ request: { signal } })],
  ['a hook with a body', (signal: AbortSignal) => useContactsGet({} as never, { request: { signal } })],
])('%s', (_, useHook) => {
  it('given an aborted signal: sends nothing, fails with an aborted DsmNetworkError', async () => {
    const { wrapper, sent } = setup(reply);
    const { result } = renderHook(() => useHook(AbortSignal.abort()), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ kind: 'network', aborted: true });
    expect(sent()).toBe(0);
  });

  it('given a signal aborted later: the request in flight ends', async () => {
    const { wrapper, sent } = setup(() => new Promise<never>(() => {}));
    const controller = new AbortController();
    const { result } = renderHook(() => useHook(controller.signal), { wrapper });
    await waitFor(() => expect(sent()).toBe(1));
    controller.abort();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ kind: 'network', aborted: true });
  });

  it('given a live signal: answers as usual', async () => {
    const { wrapper } = setup(reply);
    const { result } = renderHook(() => useHook(new AbortController().signal), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
  });
});
