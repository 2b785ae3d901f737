// @vitest-environment jsdom
/**
 * Every generated mutation hook, `mutateAsync()` called without variables (or with null): the
 * mutation fails with a DsmValidationError naming what is missing, never a TypeError, and nothing is
 * sent; a hook whose operation needs nothing sends its request as usual.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as hooks from '../../../generated/hooks/index.js';
import { operations } from '../../../generated/operations/index.js';
import { createDsmClient } from '../../../src/client.js';
import { DsmError, DsmValidationError } from '../../../src/errors.js';
import type { Operation } from '../../../src/operation.js';
import { DsmProvider } from '../../../src/react/index.js';

const mutations = Object.values(operations).filter((operation) => operation.kind === 'mutation');
const hookOf = (operation: Operation) =>
  (hooks as Record<string, unknown>)[`use${operation.id[0]!.toUpperCase()}${operation.id.slice(1)}`] as (() => unknown) | undefined;
const needsValues = (operation: Operation) => Object.keys(operation.params ?? {}).length > 0 || operation.body === 'required';

function setup() {
  const sent: string[] = [];
  const fetch = async (request: Request) => {
    sent.push(request.url);
    return new Response(JSON.stringify({ state: 0, responseObject: null }), { headers: { 'Content-Type': 'application/json' } });
  };
  const client = createDsmClient({
    targetSystem: 'demo.example.com',
    publicKey: 'p',
    privateKey: 'k',
    fetch: fetch as typeof globalThis.fetch,
  });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DsmProvider client={client}>{children}</DsmProvider>
    </QueryClientProvider>
  );
  return { wrapper, sent };
}

type MutationHook = { mutateAsync: (variables?: unknown) => Promise<unknown>; error: unknown };

describe('a mutation hook called without its variables', () => {
  afterEach(cleanup);

  it('every mutation operation of the contract has its hook', () => {
    expect(mutations.length).toBeGreaterThan(300);
    expect(mutations.filter((operation) => !hookOf(operation)).map((o) => o.id)).toEqual([]);
  });

  it.each([
    ['no variables', undefined],
    ['null variables', null],
  ])('%s: a DsmValidationError naming the missing value when the operation needs one, nothing sent', async (_what, variables) => {
    const outcomes: string[] = [];
    for (const operation of mutations) {
      const { wrapper, sent } = setup();
      const { result, unmount } = renderHook(() => hookOf(operation)!() as MutationHook, { wrapper });
      let error: unknown;
      await act(async () => {
        await result.current.mutateAsync(variables).catch((e: unknown) => (error = e));
      });
      if (needsValues(operation)) {
        // The platform's words for the first missing value ("No 'id' parameter provided.", "No skin id given").
        const refused =
          error instanceof DsmValidationError && error.operationId === operation.id && error.message !== '' && sent.length === 0;
        if (!refused) outcomes.push(`${operation.id}: ${String(error)}, ${sent.length} sent`);
      } else if (error !== undefined && !(error instanceof DsmError)) outcomes.push(`${operation.id}: ${String(error)}`);
      unmount();
    }
    expect(outcomes).toEqual([]);
  });

  it('a missing path value is named; a missing model says so', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ remove: hooks.useContactsDeleteById(), save: hooks.useImpositionsUpdateDetails() }), {
      wrapper,
    });
    await act(async () => {
      await expect(result.current.remove.mutateAsync(undefined as never)).rejects.toThrow("'id'");
      await expect(result.current.save.mutateAsync(undefined as never)).rejects.toBeInstanceOf(DsmValidationError);
    });
    // The mutation's own error, as `useMutation` reports it.
    await waitFor(() => expect(result.current.remove.error).toBeInstanceOf(DsmValidationError));
    expect(result.current.remove.error?.message).toBe("No 'id' parameter provided.");
  });
});
