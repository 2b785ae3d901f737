// @vitest-environment jsdom
/**
 * useJob with fake timers: nothing on render, the documented intervals and tolerance, progress for a bar,
 * a decision round trip, cancel, and unmounting that stops the polling.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DsmClient } from '../../src/client.js';
import { DsmHttpError } from '../../src/errors.js';
import { jobs } from '../../src/jobs/catalogue.js';
import { DsmJobError } from '../../src/jobs/job-error.js';
import { DsmProvider, useJob } from '../../src/react/index.js';
import { fakeClient } from '../unit/jobs/fake-client.js';
import { onFakeQueryTimers } from './query-timers.js';

const busy = () => new DsmHttpError('Service Unavailable', new Response(null, { status: 503 }), undefined);
const wrapperFor =
  (client: DsmClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <DsmProvider client={client}>{children}</DsmProvider>
    </QueryClientProvider>
  );
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useJob', () => {
  onFakeQueryTimers();

  it('sends nothing on render; start() starts the job and polls every 500 ms, exposing progress and the platform’s messages', async () => {
    const { client, calls } = fakeClient({
      campaignsCreate: ['st-7'],
      campaignsGetCreateStatus: [
        { state: 1, message: 3 },
        { state: 1, message: 13, messageDetail: '60' },
        { state: 2, message: 19 },
      ],
    });
    const { result, rerender } = renderHook(() => useJob(jobs.campaignCreate), { wrapper: wrapperFor(client) });
    rerender();
    await advance(5_000);
    expect(calls).toEqual([]);
    expect(result.current).toMatchObject({ phase: 'idle', message: '' });

    act(() => result.current.start({ body: { campaignTemplateId: 12, campaignName: 'Summer2026' } }));
    expect(result.current.phase).toBe('starting');
    await advance(0);
    expect(result.current).toMatchObject({ phase: 'running', id: 'st-7', message: 'reading info' });
    await advance(500);
    expect(result.current).toMatchObject({ phase: 'running', message: 'waiting for resource check-ins', progress: { percent: 60 } });
    await advance(500);
    expect(result.current).toMatchObject({ phase: 'done', message: 'finished', status: { state: 2, message: 19 } });
    expect(calls.map((c) => [c.operationId, c.at])).toEqual([
      ['campaignsCreate', 5_000],
      ['campaignsGetCreateStatus', 5_000],
      ['campaignsGetCreateStatus', 5_500],
      ['campaignsGetCreateStatus', 6_000],
    ]);
    await advance(5_000);
    expect(calls).toHaveLength(4);
  });

  it('a failed job ends in phase failed with the DsmJobError and the platform’s text', async () => {
    const { client } = fakeClient({ campaignsGetCreateStatus: [{ state: 3, message: 26 }] });
    const { result } = renderHook(() => useJob(jobs.campaignCreate), { wrapper: wrapperFor(client) });
    act(() => result.current.watch('st-8'));
    await advance(0);
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBeInstanceOf(DsmJobError);
    expect(result.current.message).toBe('Please set a valid campaign name. You cannot use an empty value.');
  });

  it('tolerates five failed polls in a row (500 ms apart), and fails on the sixth', async () => {
    const recovering = fakeClient({ campaignsGetRenderDocumentStatus: [busy(), busy(), busy(), busy(), busy(), { a: { state: 3 } }] });
    const ok = renderHook(() => useJob(jobs.render), { wrapper: wrapperFor(recovering.client) });
    act(() => ok.result.current.watch(['a']));
    await advance(2_499);
    expect(ok.result.current.phase).toBe('running');
    await advance(1);
    expect(ok.result.current.phase).toBe('done');
    expect(recovering.calls.map((c) => c.at)).toEqual([0, 500, 1000, 1500, 2000, 2500]);

    const broken = fakeClient({ campaignsGetRenderDocumentStatus: [busy()] });
    const failing = renderHook(() => useJob(jobs.render), { wrapper: wrapperFor(broken.client) });
    act(() => failing.result.current.watch(['a']));
    await advance(2_500);
    expect(failing.result.current.phase).toBe('failed');
    expect(failing.result.current.error).toBeInstanceOf(DsmHttpError);
    expect(broken.calls).toHaveLength(6);
  });

  it('polls a template import every 750 ms, shows the decision, and answers it (continueimport) before polling on', async () => {
    const { client, calls } = fakeClient({
      campaignTemplatesGetImportStatus: [
        { state: 1, progressDetail: 1 },
        { state: 2, errorCode: 9 },
        { state: 1 },
        { state: 2, errorCode: 0 },
      ],
      campaignTemplatesContinueImport: [{ state: 1 }],
    });
    const { result } = renderHook(() => useJob(jobs.campaignTemplateImport), { wrapper: wrapperFor(client) });
    act(() => result.current.watch('imp-4'));
    await advance(0);
    expect(result.current).toMatchObject({ phase: 'running', message: 'Extracting file' });
    await advance(750);
    expect(result.current).toMatchObject({ phase: 'decision', decision: { kind: 'overwriteOrNewName', importId: 'imp-4' } });
    await advance(3_000);
    expect(calls).toHaveLength(2); // waiting for the user sends nothing

    act(() => result.current.answer({ overwrite: true }));
    await advance(0);
    expect(calls[2]).toMatchObject({
      operationId: 'campaignTemplatesContinueImport',
      input: { body: { importId: 'imp-4', overwrite: true, newName: null } },
    });
    expect(result.current.phase).toBe('running');
    await advance(750);
    expect(result.current.phase).toBe('done');
    expect(calls.map((c) => [c.operationId, c.at])).toEqual([
      ['campaignTemplatesGetImportStatus', 0],
      ['campaignTemplatesGetImportStatus', 750],
      ['campaignTemplatesContinueImport', 3_750],
      ['campaignTemplatesGetImportStatus', 3_750],
      ['campaignTemplatesGetImportStatus', 4_500],
    ]);
  });

  it('cancel() stops the polling and says so', async () => {
    const { client, calls } = fakeClient({ imagesGetImportStatus: [{ state: 2 }] });
    const { result } = renderHook(() => useJob(jobs.imageImport), { wrapper: wrapperFor(client) });
    act(() => result.current.watch('img-1'));
    await advance(1_000);
    expect(calls).toHaveLength(3);
    act(() => result.current.cancel());
    expect(result.current.phase).toBe('cancelled');
    await advance(10_000);
    expect(calls).toHaveLength(3);
    expect(result.current.phase).toBe('cancelled');
  });

  it('unmounting stops the polling', async () => {
    const { client, calls } = fakeClient({ imagesGetImportStatus: [{ state: 2 }] });
    const { result, unmount } = renderHook(() => useJob(jobs.imageImport), { wrapper: wrapperFor(client) });
    act(() => result.current.watch('img-2'));
    await advance(500);
    expect(calls).toHaveLength(2);
    unmount();
    await advance(10_000);
    expect(calls).toHaveLength(2);
  });

  it('a job without a start operation refuses start(); one whose decisions cannot be sent refuses answer()', async () => {
    const { client } = fakeClient({ imagesGetImportStatus: [{ state: 1001 }] });
    const { result } = renderHook(() => useJob(jobs.imageImport), { wrapper: wrapperFor(client) });
    expect(() => result.current.start(undefined as never)).toThrow('has no start operation');
    act(() => result.current.watch('img-3'));
    await advance(0);
    expect(result.current).toMatchObject({ phase: 'decision', message: 'User interaction needed. Please send your decisions.' });
    expect(() => result.current.answer(undefined as never)).toThrow('cannot be sent');
  });
});
