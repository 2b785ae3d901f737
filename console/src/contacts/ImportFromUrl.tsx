/** Import contacts from a CSV address: the SDK applies the seed's checks before sending; the import runs as a job. */
import { pollUntil } from '@dsm/sdk';
import { useContactsImportFromUrl, useDsmClient } from '@dsm/sdk/react';
import { useState, type FormEvent } from 'react';
import { JobProgress } from '../jobs/JobProgress';
import { useJobs } from '../jobs/JobsContext';
import { ErrorNote } from '../shared/ErrorNote';
import { CONTACT_IMPORT_COMPLETED, CONTACT_IMPORT_POLL_MS, describeImportStatus, type ContactImportStatus } from './import-progress';

export function ImportFromUrl() {
  const dsm = useDsmClient();
  const start = useContactsImportFromUrl();
  const { jobs, start: startJob } = useJobs();
  const [url, setUrl] = useState('');
  const [batchName, setBatchName] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const job = jobs.find((item) => item.id === jobId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let importId: unknown;
    try {
      importId = await start.mutateAsync({ data: { url, ...(batchName ? { batchName } : {}) } } as Parameters<typeof start.mutateAsync>[0]);
    } catch (failure) {
      setError(failure); // the seed's messages, e.g. 'Please specifiy the protocol (http, https, ftp).'
      return;
    }
    setJobId(
      startJob(`Import ${url}`, async (report, signal) => {
        const final = await pollUntil<ContactImportStatus>(
          () => dsm.call('contactsImportStatus', { path: { importId: importId as never } }, { signal }) as Promise<ContactImportStatus>,
          {
            isFinal: (status) => status.state === CONTACT_IMPORT_COMPLETED || Boolean(status.errorCode),
            intervalMs: CONTACT_IMPORT_POLL_MS,
            signal,
            onProgress: (status) => report(describeImportStatus(status)),
          },
        );
        const outcome = describeImportStatus(final);
        if (outcome.failed) throw new Error(outcome.message);
        return outcome.message;
      }),
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="import-title" className="panel">
      <h2 id="import-title">Import from a URL</h2>
      <div className="field">
        <label htmlFor="import-url">CSV address (http, https or ftp)</label>
        <input id="import-url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} placeholder="https://files.example.com/leads.csv" />
      </div>
      <div className="field">
        <label htmlFor="import-batch">Batch name (optional)</label>
        <input id="import-batch" value={batchName} onChange={(e) => setBatchName(e.currentTarget.value)} />
      </div>
      <button type="submit" disabled={start.isPending}>
        Import
      </button>
      {error ? <ErrorNote error={error} /> : null}
      {job ? (
        <ul className="jobs">
          <JobProgress job={job} />
        </ul>
      ) : null}
    </form>
  );
}
