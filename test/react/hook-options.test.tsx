// @vitest-environment jsdom
/** The send options reach the wire from the hooks too: admin keys and time limits, on queries and mutations. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import '../support/patient-waits.js';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createDsmClient } from '../../src/client.js';
import { DsmTimeoutError } from '../../src/errors.js';
import {
  DsmProvider,
  useAdminSystemId,
  useContactsCount,
  useContactsDeleteById,
  useContactsFileUploadStatus,
} from '../../src/react/index.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';

function setup(fetch: typeof globalThis.fetch) {
  const client = createDsmClient({
    targetSystem: 'demo.example.com',
    publicKey: 'pub',
    privateKey: 'priv',
    adminPublicKey: 'admin-pub',
    adminPrivateKey: 'admin-priv',
    fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DsmProvider client={client}>{children}</DsmProvider>
    </QueryClientProvider>
  );
}

describe('hook send options', () => {
  it('a query hook signs with the admin keys when asked', async () => {
    const { fetch, exchanges } = recordingFetch(() => envelopeReply({ state: 0, responseObject: 'DSM-1' }));
    const { result } = renderHook(() => useAdminSystemId({ request: { adminKeys: true } }), { wrapper: setup(fetch) });
    await waitFor(() => expect(result.current.data).toBe('DSM-1'));
    expect(exchanges.map((e) => e.request.headers.get('X-DSM-Id'))).toEqual(['admin-pub']);
  });

  it('a mutation hook fails with DsmTimeoutError after its request timeout', async () => {
    const never = (() => new Promise<Response>(() => undefined)) as typeof globalThis.fetch;
    const { result } = renderHook(() => useContactsDeleteById({ request: { timeout: 20 } }), { wrapper: setup(never) });
    await act(async () => {
      await result.current.mutateAsync({ id: 5 }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(DsmTimeoutError));
    expect(result.current.error?.kind).toBe('timeout');
  });

  it('query keys are scoped by area and operation, so an area can be invalidated at once', () => {
    expect(useContactsCount.queryKey()).toEqual(['dsm', 'contacts', 'contactsCount', {}]);
    expect(useContactsFileUploadStatus.queryKey(5)).toEqual(['dsm', 'contacts', 'contactsFileUploadStatus', { path: { id: 5 } }]);
  });
});
