/** What a new connection does to the cache: the old server's data goes, its jobs stay listed, and none is followed on. */
import { jobQueryKey } from '@dsm/sdk/react';
import { jobs } from '@dsm/sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetServerData } from '../src/jobs/job-cache';

const snapshot = (id: string, phase: string) => ({ phase, id, message: 'reading info', since: 0, label: `Job ${id}` });

describe('a new connection', () => {
  it('forgets the old server’s data, keeps its jobs, and stops following the unfinished ones', () => {
    const queryClient = new QueryClient();
    const running = jobQueryKey(jobs.campaignCreate, 'st-1');
    const asking = jobQueryKey(jobs.campaignTemplateImport, 'imp-1');
    const done = jobQueryKey(jobs.contactImportFromUrl, 'imp-2');
    queryClient.setQueryData(running, snapshot('st-1', 'running'));
    queryClient.setQueryData(asking, snapshot('imp-1', 'decision'));
    queryClient.setQueryData(done, snapshot('imp-2', 'done'));
    queryClient.setQueryData(['dsm', 'contacts', 'contactsCount', {}], 12);

    forgetServerData(queryClient);

    expect(queryClient.getQueryData(['dsm', 'contacts', 'contactsCount', {}])).toBeUndefined();
    expect(queryClient.getQueryData(running)).toMatchObject({ phase: 'cancelled', message: 'reading info', label: 'Job st-1' });
    expect(queryClient.getQueryData(asking)).toMatchObject({ phase: 'cancelled' });
    expect(queryClient.getQueryData(done)).toMatchObject({ phase: 'done' });
  });
});
