/**
 * Import contacts from a CSV address as `jobs.contactImportFromUrl` on useJob: the SDK applies the
 * platform's checks before the start is sent (a refused start shows why and is no job), then the import's
 * status is polled every 750 ms with the platform's progress details.
 */
import { jobs } from '@dsm/sdk';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { StartedJob } from '../jobs/JobProgress';
import { useConsoleJob, useConsoleJobs } from '../jobs/ConsoleJobs';

export function ImportFromUrl(props: { onImported?: () => void }) {
  const { start } = useConsoleJobs();
  const [url, setUrl] = useState('');
  const [batchName, setBatchName] = useState('');
  const [jobKey, setJobKey] = useState<number | null>(null);
  const job = useConsoleJob(jobKey);
  const onImported = useRef(props.onImported);
  onImported.current = props.onImported;
  // A finished import added contacts: the table and its count are read again (once, when it ends).
  useEffect(() => {
    if (job?.phase === 'done') onImported.current?.();
  }, [job?.phase]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setJobKey(start(`Import ${url}`, jobs.contactImportFromUrl, { body: { url, ...(batchName ? { batchName } : {}) } }));
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
        <button type="submit" disabled={job?.phase === 'starting'}>
          Import
        </button>
      </form>
      <StartedJob job={job} />
    </div>
  );
}
