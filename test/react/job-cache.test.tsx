// @vitest-environment jsdom
/**
 * A job's state in the query cache, with fake timers: two watchers share one poll, the job goes on when the
 * component that started it unmounts, cancel and the end of the job stop the polling for everyone, and a settled
 * job is never read again.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DsmClient } from '../../src/client.js';
import { jobs } from '../../src/jobs/catalogue.js';
import { DsmProvider, jobQueryKey, jobQueryOptions, useJob } from '../../src/react/index.js';
import { fakeClient } from '../unit/jobs/fake-client.js';
import { onFakeQueryTimers } from './query-timers.js';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const running = { state: 1, message: 3 };
const finished = { state: 2, message: 19 };

/** Two separate component trees over one query cache, as two screens of one application. */
function twoScreens(client: DsmClient) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DsmProvider client={client}>{children}</DsmProvider>
    </QueryClientProvider>
  );
  const starter = renderHook(() => useJob(jobs.campaignCreate, { label: 'Create Summer2026' }), { wrapper });
  const watcherOf = (id: string) => renderHook(() => useJob(jobs.campaignCreate, { id }), { wrapper });
  return { queryClient, starter, watcherOf, wrapper };
}

describe('a job in the query cache', () => {
  onFakeQueryTimers();

  it('two components watching one job make one request per interval', async () => {
    const { client, callsOf } = fakeClient({ campaignsCreate: ['st-1'], campaignsGetCreateStatus: [running] });
    const { starter, watcherOf } = twoScreens(client);
    act(() => starter.result.current.start({ body: { campaignTemplateId: 12, campaignName: 'Summer2026' } }));
    await advance(250);
    const watcher = watcherOf('st-1'); // mounts out of step with the starter's interval
    expect(watcher.result.current).toMatchObject({ phase: 'running', id: 'st-1', message: 'reading info', label: 'Create Summer2026' });
    await advance(2_750);
    expect(callsOf('campaignsGetCreateStatus').map((call) => call.at)).toEqual([0, 500, 1000, 1500, 2000, 2500, 3000]);
    expect(watcher.result.current.message).toBe(starter.result.current.message);
  });

  it('unmounting the component that started the job neither stops it nor loses its state', async () => {
    const { client, callsOf } = fakeClient({ campaignsCreate: ['st-2'], campaignsGetCreateStatus: [running, running, running, finished] });
    const { queryClient, starter, watcherOf } = twoScreens(client);
    act(() => starter.result.current.start({ body: { campaignTemplateId: 12, campaignName: 'Summer2026' } }));
    await advance(0);
    const watcher = watcherOf('st-2');
    starter.unmount();
    await advance(1_500);
    expect(watcher.result.current).toMatchObject({ phase: 'done', message: 'finished' });
    expect(callsOf('campaignsGetCreateStatus')).toHaveLength(4);

    // With nobody watching, the entry stays; a component mounted later reads it without a request.
    watcher.unmount();
    await advance(60_000);
    const options = jobQueryOptions(client, jobs.campaignCreate, 'st-2');
    expect(queryClient.getQueryData(options.queryKey)).toMatchObject({ phase: 'done', status: finished, label: 'Create Summer2026' });
    const later = watcherOf('st-2');
    await advance(5_000);
    expect(later.result.current).toMatchObject({ phase: 'done', id: 'st-2' });
    expect(callsOf('campaignsGetCreateStatus')).toHaveLength(4);
  });

  it('a running job nobody watches is read again when a component watches it', async () => {
    const { client, callsOf } = fakeClient({ campaignsCreate: ['st-3'], campaignsGetCreateStatus: [running, finished] });
    const { starter, watcherOf } = twoScreens(client);
    act(() => starter.result.current.start({ body: { campaignTemplateId: 12, campaignName: 'Summer2026' } }));
    await advance(0);
    starter.unmount();
    await advance(10_000);
    expect(callsOf('campaignsGetCreateStatus')).toHaveLength(1); // no watcher, no poll
    const jobsScreen = watcherOf('st-3');
    await advance(0);
    expect(jobsScreen.result.current.phase).toBe('done');
    expect(callsOf('campaignsGetCreateStatus').map((call) => call.at)).toEqual([0, 10_000]);
  });

  it('cancel by one component stops the poll for every component, and nothing is read again', async () => {
    const { client, callsOf } = fakeClient({ campaignsCreate: ['st-4'], campaignsGetCreateStatus: [running] });
    const { queryClient, starter, watcherOf } = twoScreens(client);
    act(() => starter.result.current.start({ body: { campaignTemplateId: 12, campaignName: 'Summer2026' } }));
    await advance(0);
    const watcher = watcherOf('st-4');
    await advance(1_000);
    expect(callsOf('campaignsGetCreateStatus')).toHaveLength(3);
    act(() => watcher.result.current.cancel());
    expect(watcher.result.current.phase).toBe('cancelled');
    await advance(0);
    expect(starter.result.current).toMatchObject({ phase: 'cancelled', message: 'reading info' });
    await act(() => queryClient.invalidateQueries({ queryKey: ['dsm'] }));
    await advance(10_000);
    expect(callsOf('campaignsGetCreateStatus')).toHaveLength(3);
  });

  it('cancel aborts a read in flight', async () => {
    const signals: AbortSignal[] = [];
    const send = (_operation: unknown, _input: unknown, options?: { signal?: AbortSignal }) => {
      signals.push(options!.signal!);
      return new Promise(() => undefined); // the server never answers
    };
    const { starter: watcher } = twoScreens({ send } as unknown as DsmClient);
    act(() => watcher.result.current.watch('st-5'));
    await advance(0);
    expect(signals).toHaveLength(1);
    act(() => watcher.result.current.cancel());
    expect(signals[0]!.aborted).toBe(true);
    await advance(5_000);
    expect(signals).toHaveLength(1);
    expect(watcher.result.current.phase).toBe('cancelled');
  });

  it('a finished job stops the poll; invalidating every entry of the SDK does not read it again', async () => {
    const { client, callsOf } = fakeClient({ campaignsCreate: ['st-6'], campaignsGetCreateStatus: [running, finished] });
    const { queryClient, starter } = twoScreens(client);
    act(() => starter.result.current.start({ body: { campaignTemplateId: 12, campaignName: 'Summer2026' } }));
    await advance(500);
    expect(starter.result.current.phase).toBe('done');
    await act(() => queryClient.invalidateQueries({ queryKey: ['dsm'] }));
    await advance(10_000);
    expect(callsOf('campaignsGetCreateStatus')).toHaveLength(2);
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['dsm', 'jobs'] })
        .map((query) => query.queryKey),
    ).toEqual([jobQueryKey(jobs.campaignCreate, 'st-6')]);
  });

  it('an idle hook leaves no entry in the cache, and its time limit fails a job that runs too long', async () => {
    const { client, callsOf } = fakeClient({ campaignsGetCreateStatus: [running] });
    const { queryClient, starter, wrapper } = twoScreens(client);
    expect(starter.result.current.phase).toBe('idle');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['dsm', 'jobs'] })).toEqual([]);
    const limited = renderHook(() => useJob(jobs.campaignCreate, { id: 'st-7', timeout: 1_200 }), { wrapper });
    await advance(1_500);
    expect(limited.result.current.phase).toBe('failed'); // the read at 1500 ms still finds it running
    expect((limited.result.current.error as Error).name).toBe('DsmTimeoutError');
    expect(callsOf('campaignsGetCreateStatus').map((call) => call.at)).toEqual([0, 500, 1000, 1500]);
    const refused = renderHook(() => useJob(jobs.campaignCreate, { id: 'st-8', timeout: -1 }), { wrapper });
    await advance(0);
    expect((refused.result.current.error as Error).name).toBe('DsmValidationError');
    expect(callsOf('campaignsGetCreateStatus')).toHaveLength(4); // a bad limit sends nothing
  });

  it('a job watched again after its time limit still shows how it ended', async () => {
    const { client, callsOf } = fakeClient({ campaignsCreate: ['st-9'], campaignsGetCreateStatus: [running, finished] });
    const { starter, watcherOf } = twoScreens(client);
    act(() => starter.result.current.start({ body: { campaignTemplateId: 12, campaignName: 'Summer2026' } }));
    await advance(0);
    starter.unmount();
    await advance(3_600_000); // an hour later, on another screen
    const jobsScreen = watcherOf('st-9');
    await advance(0);
    expect(jobsScreen.result.current).toMatchObject({ phase: 'done', message: 'finished' });
    expect(callsOf('campaignsGetCreateStatus')).toHaveLength(2);
  });
});
