// @vitest-environment jsdom
/** useJob's actions against the cache, with fake timers: cancelling a start, and the time limit after an answer. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createDsmClient, type DsmClient } from '../../src/client.js';
import { jobs } from '../../src/jobs/catalogue.js';
import { DsmProvider, useJob } from '../../src/react/index.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';
import { fakeClient } from '../unit/jobs/fake-client.js';
import { onFakeQueryTimers } from './query-timers.js';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function withCache(client: DsmClient) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DsmProvider client={client}>{children}</DsmProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('useJob actions', () => {
  onFakeQueryTimers();

  it('cancel() while starting aborts the start, and the job never enters the cache', async () => {
    const signals: AbortSignal[] = [];
    let answer: (id: string) => void = () => undefined;
    const send = (_operation: unknown, _input: unknown, options?: { signal?: AbortSignal }) => {
      signals.push(options!.signal!);
      return new Promise((resolve) => (answer = resolve));
    };
    const { queryClient, wrapper } = withCache({ send } as unknown as DsmClient);
    const { result } = renderHook(() => useJob(jobs.campaignCreate), { wrapper });
    act(() => result.current.start({ body: { campaignTemplateId: 12, campaignName: 'Summer2026' } }));
    expect(result.current.phase).toBe('starting');
    await advance(0);
    expect(signals).toHaveLength(1); // the start is in flight
    act(() => result.current.cancel());
    expect(result.current.phase).toBe('cancelled');
    expect(signals[0]!.aborted).toBe(true);
    answer('st-1'); // a server that answers anyway
    await advance(5_000);
    expect(result.current.phase).toBe('cancelled');
    expect(signals).toHaveLength(1);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['dsm', 'jobs'] })).toEqual([]);

    // Cancelled before its turn came, a start sends nothing.
    act(() => {
      result.current.start({ body: { campaignTemplateId: 12, campaignName: 'Winter2026' } });
      result.current.cancel();
    });
    await advance(5_000);
    expect(result.current.phase).toBe('cancelled');
    expect(signals).toHaveLength(1);
  });

  it('a refused start is the hook’s own failure: nothing is sent and no job is cached', async () => {
    const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 'imp-1' }));
    const client = createDsmClient({
      targetSystem: '127.0.0.1',
      protocol: 'http',
      publicKey: 'pub',
      privateKey: 'priv',
      fetch: recorder.fetch,
    });
    const { queryClient, wrapper } = withCache(client);
    const { result } = renderHook(() => useJob(jobs.contactImportFromUrl), { wrapper });
    act(() => result.current.start({ body: { url: 'files.example.com/leads.csv' } }));
    await advance(0);
    expect(result.current).toMatchObject({ phase: 'failed', message: 'Please specifiy the protocol (http, https, ftp).' });
    expect((result.current.error as Error).name).toBe('DsmValidationError');
    expect(recorder.exchanges).toEqual([]);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['dsm', 'jobs'] })).toEqual([]);
  });

  it('the time the user takes to decide does not count against the time limit', async () => {
    const { client, callsOf } = fakeClient({
      campaignTemplatesGetImportStatus: [{ state: 2, errorCode: 9 }, { state: 1 }, { state: 2, errorCode: 0 }],
      campaignTemplatesContinueImport: [{ state: 1 }],
    });
    const { wrapper } = withCache(client);
    const { result } = renderHook(() => useJob(jobs.campaignTemplateImport, { timeout: 1_000 }), { wrapper });
    act(() => result.current.watch('imp-1'));
    await advance(0);
    expect(result.current.phase).toBe('decision');
    await advance(60_000); // the user thinks it over for a minute
    act(() => result.current.answer({ overwrite: true }));
    await advance(0);
    expect(result.current.phase).toBe('running');
    await advance(750);
    expect(result.current.phase).toBe('done');
    expect(callsOf('campaignTemplatesGetImportStatus').map((call) => call.at)).toEqual([0, 60_000, 60_750]);
  });

  it('a job that failed at its first read stays failed for a component that watches it later', async () => {
    const { client, callsOf } = fakeClient({ campaignsGetCreateStatus: [{ state: 3, message: 26 }] });
    const { wrapper } = withCache(client);
    const first = renderHook(() => useJob(jobs.campaignCreate, { id: 'st-3' }), { wrapper });
    await advance(0);
    expect(first.result.current.phase).toBe('failed');
    first.unmount();
    const later = renderHook(() => useJob(jobs.campaignCreate, { id: 'st-3' }), { wrapper });
    await advance(5_000);
    expect(later.result.current).toMatchObject({
      phase: 'failed',
      message: 'Please set a valid campaign name. You cannot use an empty value.',
    });
    expect(callsOf('campaignsGetCreateStatus')).toHaveLength(1);
  });
});
