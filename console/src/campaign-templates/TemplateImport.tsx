/**
 * Follows a campaign template import (started by an upload) as a job of the catalogue,
 * `jobs.campaignTemplateImport` on useJob: progress every 750 ms, and when a template of the same
 * name exists, the overwrite / new-name decision dialog, whose answer continues the import. The job lives in the
 * query cache, so it shows under Jobs too, and its end reads the templates again.
 */
import { jobs } from '@dsm/sdk';
import { useJob } from '@dsm/sdk/react';
import { useState, type FormEvent } from 'react';
import { StartedJob } from '../jobs/JobProgress';

export function TemplateImport() {
  const [importId, setImportId] = useState('');
  const job = useJob(jobs.campaignTemplateImport, { label: `Template import ${importId.trim()}` });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = importId.trim();
    job.watch(id);
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
      <StartedJob job={{ ...job, name: jobs.campaignTemplateImport.name }} />
    </div>
  );
}
