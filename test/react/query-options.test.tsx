// @vitest-environment jsdom
/** `useX.queryOptions(client, …)` is TanStack's `queryOptions`: one cache entry for the hook and `fetchQuery`, a typed key. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import '../support/patient-waits.js';
import type { ReactNode } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createDsmClient } from '../../src/client.js';
import type { DsmError } from '../../src/errors.js';
import * as hooks from '../../src/react/index.js';
import { DsmProvider, useContactsCount, useContactsCountWithQuery, useContactsFileUploadStatus } from '../../src/react/index.js';
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

describe('the query options a query hook carries', () => {
  it('fetchQuery fills the cache entry the hook reads, so the hook sends nothing more', async () => {
    const { client, queryClient, wrapper, exchanges } = setup(42);
    const options = useContactsCount.queryOptions(client);
    expect(options.queryKey).toEqual(useContactsCount.queryKey());
    await expect(queryClient.fetchQuery(options)).resolves.toBe(42);
    expect(exchanges).toHaveLength(1);
    const { result } = renderHook(() => useContactsCount(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(42));
    expect(exchanges).toHaveLength(1);
  });

  it('the key carries the result type, so getQueryData is typed', async () => {
    const { client, queryClient } = setup(7);
    const options = useContactsCount.queryOptions(client);
    await queryClient.prefetchQuery(options);
    const cached = queryClient.getQueryData(options.queryKey);
    expectTypeOf(cached).toEqualTypeOf<number | undefined>();
    expect(cached).toBe(7);
    expectTypeOf(queryClient.getQueryState(options.queryKey)?.error).toEqualTypeOf<DsmError | null | undefined>();
  });

  it("README's example: prefetch with request options, then a typed read of the cache", async () => {
    const { client: dsm, queryClient, exchanges } = setup(3);
    const options = useContactsCount.queryOptions(dsm, { request: { timeout: 5_000 } });
    await queryClient.prefetchQuery(options);
    const count = queryClient.getQueryData(options.queryKey);
    expectTypeOf(count).toEqualTypeOf<number | undefined>();
    expect(count).toBe(3);
    expect(exchanges).toHaveLength(1);
  });

  it('takes the operation input and keys by it', () => {
    const { client } = setup(0);
    expect(useContactsFileUploadStatus.queryOptions(client, 5).queryKey).toEqual([
      'dsm',
      'contacts',
      'contactsFileUploadStatus',
      { path: { id: 5 } },
    ]);
    expect(useContactsFileUploadStatus.queryOptions(client, 5, { query: { enabled: false } }).enabled).toBe(false);
  });

  it('takes the body after the path values, keys by it, and gives the same key as queryKey', () => {
    const { client } = setup(0);
    const query: Parameters<typeof useContactsCountWithQuery.queryKey>[0] = { start: 0, size: 10 };
    const options = useContactsCountWithQuery.queryOptions(client, query, { query: { staleTime: 5 } });
    expect(options.queryKey).toEqual(['dsm', 'contacts', 'contactsCountWithQuery', { body: query }]);
    expect(useContactsCountWithQuery.queryKey(query)).toEqual(options.queryKey);
    expect(options.staleTime).toBe(5);
  });

  it('select narrows the data of the hook and of its options alike', () => {
    const { client } = setup(0);
    const options = useContactsCount.queryOptions(client, { query: { select: (count) => `${count}` } });
    expectTypeOf(options.select).returns.toEqualTypeOf<string>();
    expectTypeOf(useContactsCount.queryKey).parameters.toEqualTypeOf<[]>();
    expectTypeOf(useContactsFileUploadStatus.queryKey).parameters.toEqualTypeOf<[id: number]>();
    // @ts-expect-error the path values are typed
    useContactsFileUploadStatus.queryKey('five');
  });

  it('the index exports no standalone options or key functions', () => {
    const names = Object.keys(hooks);
    expect(names.filter((name) => /^get[A-Z]\w*QueryKey$|^[a-z]\w*QueryOptions$/.test(name) && name !== 'jobQueryOptions')).toEqual([]);
  });
});
