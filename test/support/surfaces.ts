import { expect } from 'vitest';
/**
 * One call of an operation through each of the SDK's four surfaces: `call()`, the generated function,
 * the generated hook (rendered; needs a DOM environment) and `raw`. Each resolves to the unwrapped
 * result or rejects with what the surface reported.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import './patient-waits.js';
import { createElement, type ReactNode } from 'react';
import * as functions from '../../generated/functions/index.js';
import * as hooks from '../../generated/hooks/index.js';
import { operations } from '../../generated/operations/index.js';
import type { DsmClient } from './full-client.js';
import type { Operation, SendOptions } from '../../src/operation.js';
import { sdkNames } from '../../src/operations/sdk-names.js';
import { DsmProvider } from '../../src/react/index.js';

export const SURFACES = ['call', 'function', 'hook', 'raw'] as const;
export type Surface = (typeof SURFACES)[number];

export interface SurfaceInput {
  path?: Record<string, unknown>;
  body?: unknown;
}

const operationOf = (id: string) => (operations as Record<string, Operation>)[id]!;

/** The generated function's positional arguments: path values in template order, then the body. */
function positional(operation: Operation, input: SurfaceInput): unknown[] {
  const values = Object.keys(operation.params ?? {}).map((name) => input.path?.[name]);
  return operation.body ? [...values, input.body] : values;
}

async function viaHook(client: DsmClient, operation: Operation, input: SurfaceInput, request?: SendOptions): Promise<unknown> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, createElement(DsmProvider, { client }, children));
  const useHook = (hooks as Record<string, (...args: unknown[]) => any>)[sdkNames(operation.id).hookName]!;
  if (operation.kind === 'query') {
    const { result, unmount } = renderHook(() => useHook(...positional(operation, input), { request }), { wrapper });
    await waitFor(() => expect(result.current.status).not.toBe('pending'));
    const { error, data } = result.current;
    unmount();
    if (error) throw error;
    return data;
  }
  const { result, unmount } = renderHook(() => useHook({ request }), { wrapper });
  let outcome: { data?: unknown; error?: unknown } = {};
  await act(async () => {
    outcome = await result.current.mutateAsync({ ...input.path, data: input.body }).then(
      (data: unknown) => ({ data }),
      (error: unknown) => ({ error }),
    );
  });
  unmount();
  if ('error' in outcome) throw outcome.error;
  return outcome.data;
}

async function viaRaw(client: DsmClient, operation: Operation, input: SurfaceInput, options?: SendOptions): Promise<unknown> {
  const send = (client.raw as unknown as Record<string, (path: string, init: object) => Promise<{ data?: { responseObject?: unknown } }>>)[
    operation.method
  ]!;
  const { data } = await send(operation.path, { params: { path: input.path ?? {} }, body: input.body, ...options });
  return data?.responseObject;
}

/** `options` (e.g. `adminKeys`) go to call(), the function and the hook, and into a raw call's options. */
export function sendThrough(
  surface: Surface,
  client: DsmClient,
  operationId: string,
  input: SurfaceInput,
  options?: SendOptions,
): Promise<unknown> {
  const operation = operationOf(operationId);
  switch (surface) {
    case 'call':
      return (client.call as (id: string, input: SurfaceInput, options?: SendOptions) => Promise<unknown>)(operationId, input, options);
    case 'function':
      return (functions as Record<string, (...args: unknown[]) => Promise<unknown>>)[operationId]!(...positional(operation, input), {
        ...options,
        client,
      });
    case 'hook':
      return viaHook(client, operation, input, options);
    case 'raw':
      return viaRaw(client, operation, input, options);
  }
}
