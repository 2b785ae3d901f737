/**
 * Follows a campaign template import (started by an upload) as a job of the catalogue,
 * `jobs.campaignTemplateImport` on useJob: progress every 750 ms, and when a template of the same
 * name exists, the overwrite / new-name decision dialog, whose answer continues the import.
 */
import { jobs } from '@dsm/sdk';
import { useState, type FormEvent } from 'react';
import { StartedJob } from '../jobs/JobProgress';
import { useConsoleJob, useConsoleJobs } from '../jobs/ConsoleJobs';

export function TemplateImport() {
  const { watch } = useConsoleJobs();
  const [importId, setImportId] = useState('');
  const [jobKey, setJobKey] = useState<number | null>(null);
  const job = useConsoleJob(jobKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = importId.trim();
    setJobKey(watch(`Template import ${id}`, jobs.campaignTemplateImport, id));
  };

  return (
    <div className="panel">
      <form onSubmit={submit} aria-labelledby="template-import-title">
        <h2 id="template-import-title">Follow a template import</h2>
        <div className="field">
          <label htmlFor="template-import-id">Import id (from the upload)</label>
          <input id="template-import-id" value={importId} onChange={(e) => setImportId(e.currentTarget.value)} />
        </div>
        <button type="submit" disabled={importId.trim() === ''}>
          Follow
        </button>
      </form>
      {/* Outside the form: Enter in the decision dialog must not follow the import a second time. */}
      <StartedJob job={job} />
    </div>
  );
}
