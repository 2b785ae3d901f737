/**
 * Import contacts from a CSV address as `jobs.contactImportFromUrl` on useJob: the SDK applies the
 * platform's checks before the start is sent (a refused start shows why and is no job), then the import's
 * status is polled every 750 ms with the platform's progress details. The job lives in the query cache: it goes on
 * when the user leaves the screen, and its end reads the contacts again (useRefreshWhenJobsEnd).
 */
import { jobs } from '@dsm/sdk';
import { useJob } from '@dsm/sdk/react';
import { useState, type FormEvent } from 'react';
import { StartedJob } from '../jobs/JobProgress';

export function ImportFromUrl() {
  const [url, setUrl] = useState('');
  const [batchName, setBatchName] = useState('');
  const job = useJob(jobs.contactImportFromUrl, { label: `Import ${url}` });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    job.start({ body: { url, ...(batchName ? { batchName } : {}) } });
  };

  return (
    <div className="panel">
      <form onSubmit={submit} aria-labelledby="import-title">
        <h2 id="import-title">Import from a URL</h2>
        <div className="field">
          <label htmlFor="import-url">CSV address (http, https or ftp)</label>
          <input
            id="import-url"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            placeholder="https://files.example.com/leads.csv"
          />
        </div>
        <div className="field">
          <label htmlFor="import-batch">Batch name (optional)</label>
          <input id="import-batch" value={batchName} onChange={(e) => setBatchName(e.currentTarget.value)} />
        </div>
        <button type="submit" disabled={job.phase === 'starting'}>
          Import
        </button>
      </form>
      <StartedJob job={{ ...job, name: jobs.contactImportFromUrl.name }} />
    </div>
  );
}
