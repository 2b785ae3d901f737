/**
 * Starts following a campaign template import as a job of the catalogue (`jobs.campaignTemplateImport` on
 * useJob): the sandbox's sample upload with one button, or any upload by the import id the platform
 * answered it with. When a template of the same name exists, the decision dialog (which names it) asks
 * whether to overwrite it or import under a new name. The job lives in the query cache, so it shows under
 * Jobs too, and its end reads the templates again.
 */
import { jobs } from '@dsm/sdk';
import { useJob } from '@dsm/sdk/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useConnection } from '../connection/ConnectionContext';
import { StartedJob } from '../jobs/JobProgress';
import { importsTemplateNamed } from './taken-names';

export function TemplateImport() {
  const { sampleTemplateUpload: sample } = useConnection();
  const [importId, setImportId] = useState('');
  const [problem, setProblem] = useState('');
  // The import to follow, with its label: watched after the render that gives useJob that label.
  const [target, setTarget] = useState<{ id: string; label: string } | null>(null);
  const job = useJob(jobs.campaignTemplateImport, target ? { label: target.label } : {});
  const { watch } = job;
  useEffect(() => {
    if (target) watch(target.id);
  }, [target, watch]);

  const follow = (id: string, label: string) => {
    setProblem('');
    setTarget({ id, label });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = importId.trim();
    // Checked here, by the field: an empty id would only ask the server for a status it cannot have.
    if (id === '') return setProblem('Enter the import id the upload answered.');
    follow(id, `Template import ${id}`);
  };

  return (
    <div className="panel">
      <h2 id="template-import-title">Import a template</h2>
      {sample ? (
        <p>
          <button
            type="button"
            onClick={() => (
              importsTemplateNamed(sample.importId, sample.templateName), follow(sample.importId, `Import of ${sample.fileName}`)
            )}
          >
            Import the sample upload {sample.fileName}
          </button>{' '}
          <span className="hint">The sandbox holds this template file as uploaded; its template's name is taken.</span>
        </p>
      ) : null}
      <form onSubmit={submit} aria-labelledby="template-import-title" noValidate>
        <div className="field">
          <label htmlFor="template-import-id">Import id of an upload</label>
          <input
            id="template-import-id"
            value={importId}
            aria-invalid={problem !== ''}
            aria-describedby="template-import-hint"
            onChange={(e) => setImportId(e.currentTarget.value)}
          />
          <p id="template-import-hint" className={problem ? 'problem' : 'hint'}>
            {problem || 'The platform answers the upload of a template file with this id.'}
          </p>
        </div>
        <button type="submit">Follow the import</button>
      </form>
      {/* Outside the form: Enter in the decision dialog must not follow the import a second time. */}
      <StartedJob job={{ ...job, name: jobs.campaignTemplateImport.name }} />
    </div>
  );
}
