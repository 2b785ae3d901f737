// @vitest-environment jsdom
/**
 * The README's examples, rendered: the mutation hooks' inputs (a body in `data`, path values by name), and
 * docs/jobs-and-models.md's useJob example: a progress bar, then a decision dialog answered by a click.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../support/patient-waits.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../src/jobs/catalogue.js';
import { progressFraction } from '../../src/jobs/job-definition.js';
import { DsmProvider, useContactsDeleteById, useContactsInsert, useJob } from '../../src/react/index.js';
import { fakeClient } from '../unit/jobs/fake-client.js';
import { tellWatchersInMicrotasks, tellWatchersOnNextTask } from './query-timers.js';

// As in docs/jobs-and-models.md, "Long-running jobs and model helpers".
function ImportTemplate({ importId }: { importId: string }) {
  const job = useJob(jobs.campaignTemplateImport);
  if (job.phase === 'idle')
    return (
      <button type="button" onClick={() => job.watch(importId)}>
        Import
      </button>
    );
  if (job.phase === 'decision')
    return (
      <dialog open>
        {job.message}
        <button type="button" onClick={() => job.answer({ overwrite: true })}>
          Overwrite
        </button>
        <button type="button" onClick={() => job.answer({ newName: 'Summer copy' })}>
          Keep both
        </button>
      </dialog>
    );
  if (job.phase === 'failed') return <p role="alert">{job.message}</p>;
  return (
    <p>
      <progress max={1} value={progressFraction(job.progress)} /> {job.message}{' '}
      <button type="button" onClick={job.cancel}>
        Cancel
      </button>
    </p>
  );
}

describe('README: a job with a progress bar and a decision', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    tellWatchersInMicrotasks();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    tellWatchersOnNextTask();
  });

  it('shows the progress message, then the decision, and answers it with a click', async () => {
    const { client, calls } = fakeClient({
      campaignTemplatesGetImportStatus: [
        { state: 1, progressDetail: 4 },
        { state: 2, errorCode: 9 },
        { state: 2, errorCode: 0 },
      ],
      campaignTemplatesContinueImport: [{ state: 1 }],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DsmProvider client={client}>
          <ImportTemplate importId="imp-1" />
        </DsmProvider>
      </QueryClientProvider>,
    );
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByText('Import'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(/Inserting campaign template/)).toBeTruthy();
    // Step 4 of the template import's 9 progress details: the bar stands at 4/9.
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBeCloseTo(4 / 9);
    await act(() => vi.advanceTimersByTimeAsync(750));
    expect(screen.getByRole('dialog').textContent).toContain('the user must choose overwrite or a new name');
    fireEvent.click(screen.getByText('Keep both'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.find((c) => c.operationId === 'campaignTemplatesContinueImport')!.input).toEqual({
      body: { importId: 'imp-1', overwrite: false, newName: 'Summer copy' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// As in README.md, "Using it": a mutation hook takes its body in `data`, path values by name.
function AddAndRemove() {
  const insert = useContactsInsert();
  const remove = useContactsDeleteById();
  return (
    <>
      <button type="button" onClick={() => insert.mutate({ data: { firstName: 'Erika', lastName: 'Muster' } })}>
        Insert
      </button>
      <button type="button" onClick={() => remove.mutate({ id: 5012 })}>
        Remove
      </button>
    </>
  );
}

describe('README: mutation hooks', () => {
  it('send the body given in `data` and the path values given by name, only when mutate is called', async () => {
    const { client, calls } = fakeClient({ contactsInsert: [{ customerId: 5013 }], contactsDeleteById: [true] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DsmProvider client={client}>
          <AddAndRemove />
        </DsmProvider>
      </QueryClientProvider>,
    );
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByText('Insert'));
    fireEvent.click(screen.getByText('Remove'));
    await act(() => Promise.resolve());
    expect(calls.map(({ operationId, input }) => [operationId, input])).toEqual([
      ['contactsInsert', { body: { firstName: 'Erika', lastName: 'Muster' } }],
      ['contactsDeleteById', { path: { id: 5012 } }],
    ]);
    cleanup();
  });
});
