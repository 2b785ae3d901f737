// @vitest-environment jsdom
/** `xQueryOptions(client, …)` is TanStack's `queryOptions`: one cache entry for the hook and `fetchQuery`, a typed key. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import '../support/patient-waits.js';
import type { ReactNode } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createDsmClient } from '../../src/client.js';
import type { DsmError } from '../../src/errors.js';
import {
  contactsCountQueryOptions,
  contactsFileUploadStatusQueryOptions,
  DsmProvider,
  getContactsCountQueryKey,
  useContactsCount,
} from '../../src/react/index.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';

function setup(count: number) {
  const { fetch, exchanges } = recordingFetch(() => envelopeReply({ state: 0, responseObject: count }));
  const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'pub', privateKey: 'priv', fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DsmProvider client={client}>{children}</DsmProvider>
    </QueryClientProvider>
  );
  return { client, queryClient, wrapper, exchanges };
}

describe('query options factories', () => {
  it('fetchQuery fills the cache entry the hook reads, so the hook sends nothing more', async () => {
    const { client, queryClient, wrapper, exchanges } = setup(42);
    const options = contactsCountQueryOptions(client);
    expect(options.queryKey).toEqual(getContactsCountQueryKey());
    await expect(queryClient.fetchQuery(options)).resolves.toBe(42);
    expect(exchanges).toHaveLength(1);
    const { result } = renderHook(() => useContactsCount(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(42));
    expect(exchanges).toHaveLength(1);
  });

  it('the key carries the result type, so getQueryData is typed', async () => {
    const { client, queryClient } = setup(7);
    const options = contactsCountQueryOptions(client);
    await queryClient.prefetchQuery(options);
    const cached = queryClient.getQueryData(options.queryKey);
    expectTypeOf(cached).toEqualTypeOf<number | undefined>();
    expect(cached).toBe(7);
    expectTypeOf(queryClient.getQueryState(options.queryKey)?.error).toEqualTypeOf<DsmError | null | undefined>();
  });

  it("README's example: prefetch with request options, then a typed read of the cache", async () => {
    const { client: dsm, queryClient, exchanges } = setup(3);
    const options = contactsCountQueryOptions(dsm, { request: { timeout: 5_000 } });
    await queryClient.prefetchQuery(options);
    const count = queryClient.getQueryData(options.queryKey);
    expectTypeOf(count).toEqualTypeOf<number | undefined>();
    expect(count).toBe(3);
    expect(exchanges).toHaveLength(1);
  });

  it('takes the operation input and keys by it', () => {
    const { client } = setup(0);
    expect(contactsFileUploadStatusQueryOptions(client, 5).queryKey).toEqual([
      'dsm',
      'contacts',
      'contactsFileUploadStatus',
      { path: { id: 5 } },
    ]);
    expect(contactsFileUploadStatusQueryOptions(client, 5, { query: { enabled: false } }).enabled).toBe(false);
  });
});
