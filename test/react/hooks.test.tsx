// @vitest-environment jsdom
/**
 * The generated hooks against the Prism mock, through <DsmProvider>. Queries fetch on render (POST
 * reads too); mutations never do, even the ones the server takes as GET.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import '../support/patient-waits.js';
import type { ReactNode } from 'react';
import { describe, expect, inject, it } from 'vitest';
import * as hooks from '../../generated/hooks/index.js';
import { createDsmClient } from '../../src/client.js';
import { DsmProvider, useDsmClient } from '../../src/react/index.js';
import { operationCases } from '../support/contract-examples.js';
import { recordingFetch } from '../support/recording-fetch.js';

const cases = operationCases(inject('bundlePath'));
const example = (operationId: string) => cases.find((c) => c.operationId === operationId)!;
const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

function setup() {
  const recorder = recordingFetch();
  const client = createDsmClient({
    targetSystem: '127.0.0.1',
    protocol: 'http',
    port: inject('mockPort'),
    publicKey: 'pub-hooks',
    privateKey: 'priv-hooks',
    fetch: recorder.fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DsmProvider client={client}>{children}</DsmProvider>
    </QueryClientProvider>
  );
  return { wrapper, exchanges: recorder.exchanges };
}

describe('generated hooks', () => {
  it('a query hook fetches on render and yields the unwrapped result', async () => {
    const { wrapper, exchanges } = setup();
    const { result } = renderHook(() => hooks.useContactsCount(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(example('contactsCount').expectedResult);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.request.headers.get('X-DSM-Id')).toBe('pub-hooks');
  });

  it('a POST read is a query hook too', async () => {
    const { wrapper, exchanges } = setup();
    const query = example('contactsGet').exampleBody as Parameters<typeof hooks.useContactsGet>[0];
    const { result } = renderHook(() => hooks.useContactsGet(query), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(example('contactsGet').expectedResult);
    expect(exchanges.map((e) => e.request.method)).toEqual(['POST']);
  });

  it('a GET that deletes is a mutation: rendering sends nothing, mutate sends once', async () => {
    const { wrapper, exchanges } = setup();
    const { result } = renderHook(() => hooks.useContactsDeleteById(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exchanges).toHaveLength(0);
    const { id } = example('contactsDeleteById').pathParams as { id: number };
    let returned: unknown;
    await act(async () => {
      returned = await result.current.mutateAsync({ id });
    });
    expect(returned).toEqual(example('contactsDeleteById').expectedResult);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(exchanges.map((e) => `${e.request.method} ${new URL(e.request.url).pathname}`)).toEqual([`GET /api/contacts/delete/${id}`]);
  });

  it('a hook outside a provider says what is missing', () => {
    expect(() => renderHook(() => useDsmClient())).toThrow('No DsmClient in context. Wrap the tree in <DsmProvider client={...}>.');
  });
});

describe('hook kind follows x-dsm-kind for every operation', () => {
  const exported = hooks as Record<string, unknown>;
  it.each(cases.filter((c) => c.kind === 'query'))('$operationId is a query hook carrying its query options and key', ({ operationId }) => {
    const name = pascal(operationId);
    const hook = exported[`use${name}`] as { queryOptions?: unknown; queryKey?: unknown };
    expect(typeof hook).toBe('function');
    expect([typeof hook.queryOptions, typeof hook.queryKey]).toEqual(['function', 'function']);
  });

  it('every mutation hook renders a mutation that sends nothing until called', async () => {
    const { wrapper, exchanges } = setup();
    const mutations = cases.filter((c) => c.kind === 'mutation');
    expect(mutations.length).toBeGreaterThan(200);
    for (const { operationId } of mutations) {
      const name = pascal(operationId);
      const useHook = exported[`use${name}`] as (() => { mutate?: unknown; status?: string }) & { queryKey?: unknown };
      expect(useHook.queryKey, operationId).toBeUndefined();
      const { result, unmount } = renderHook(() => useHook(), { wrapper });
      expect({ operationId, mutate: typeof result.current.mutate, status: result.current.status }).toEqual({
        operationId,
        mutate: 'function',
        status: 'idle',
      });
      unmount();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exchanges).toHaveLength(0);
  });
});
