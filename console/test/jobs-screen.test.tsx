// @vitest-environment jsdom
/**
 * The console's jobs live in the query cache: a contact import started on the contacts panel shows on the Jobs
 * screen after the user moves there, goes on to its end there (one poll at a time), and its end reads the contacts
 * area again. No registry: the Jobs screen reads the cache.
 */
import { DsmProvider, useContactsCount } from '@dsm/sdk/react';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../test/unit/jobs/fake-client';
import { ImportFromUrl } from '../src/contacts/ImportFromUrl';
import { useRefreshWhenJobsEnd } from '../src/jobs/job-cache';
import { JobsScreen } from '../src/jobs/JobsScreen';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Two screens of the console, one shown at a time, over one query cache (as App renders them). */
function Console() {
  const [screenName, setScreen] = useState<'contacts' | 'jobs'>('contacts');
  useRefreshWhenJobsEnd();
  const count = useContactsCount();
  return (
    <>
      <button type="button" onClick={() => setScreen(screenName === 'contacts' ? 'jobs' : 'contacts')}>
        Switch
      </button>
      <p data-testid="count">{String(count.data ?? '')}</p>
      {screenName === 'contacts' ? <ImportFromUrl /> : <JobsScreen />}
    </>
  );
}

describe('the Jobs screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    // Watchers are told in a microtask, so each status shows at the fake time it was read.
    notifyManager.setScheduler((callback) => queueMicrotask(callback));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  });

  it('shows a job started on another screen after navigating, and the job’s end refreshes its area', async () => {
    const importing = { state: 1, current: 50, max: 200 };
    const { client, callsOf } = fakeClient({
      contactsImportFromUrl: ['imp-9'],
      contactsImportStatus: [importing, importing, importing, { state: 2, current: 200, max: 200 }],
      contactsCount: [10, 210],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DsmProvider client={client}>
          <Console />
        </DsmProvider>
      </QueryClientProvider>,
    );
    await advance(0);
    expect(screen.getByTestId('count').textContent).toBe('10');
    fireEvent.change(screen.getByLabelText('CSV address (http, https or ftp)'), {
      target: { value: 'https://files.example.com/leads.csv' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await advance(0);
    expect(screen.getByRole('progressbar', { name: 'Import https://files.example.com/leads.csv progress' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Switch' })); // the contacts panel unmounts
    await advance(0);
    const listed = screen.getAllByTestId('job');
    expect(listed).toHaveLength(1);
    expect(listed[0]!.textContent).toContain('Import https://files.example.com/leads.csv');
    expect(listed[0]!.textContent).toContain('Preparing import job (50 of 200)');

    await advance(3_000);
    expect(screen.getByTestId('job').textContent).toContain('Imported 200 contacts');
    expect(callsOf('contactsImportStatus')).toHaveLength(4); // one poll per interval, then none
    expect(callsOf('contactsImportFromUrl')).toHaveLength(1);
    expect(screen.getByTestId('count').textContent).toBe('210'); // the contacts area was read again
  });
});
